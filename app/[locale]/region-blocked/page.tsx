import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { StatusScreen } from '@/components/layout/status-screen';
import { SYSTEM_STATUS } from '@/contract/system';
import { VISITOR_IP_HEADER } from '@/lib/edge/page-region-gate';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';

/**
 * The region-blocked screen for one visitor (spec §2/§8): lib/edge/page-region-gate.ts rewrites every
 * page here for a visitor the platform reports as restricted, with their IP in a request header it
 * alone sets.
 * Rendered per request, never cached; other visitors keep getting the shared cached pages.
 */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function RegionBlockedPage({ params }: LocaleParams) {
  await pageLocale(params);
  const ip = (await headers()).get(VISITOR_IP_HEADER);
  return <StatusScreen status={{ status: SYSTEM_STATUS.regionBlocked }} ip={ip ?? ''} />;
}
