import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { StatusScreen } from '@/components/layout/status-screen';
import { SYSTEM_STATUS } from '@/contract/system';
import { VISITOR_IP_HEADER } from '@/lib/edge/route-gates';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { serviceChannel } from '@/lib/wps/site-resources';

/**
 * The region-blocked screen (spec §2/§8). proxy.ts rewrites every page here for a visitor the
 * platform reports as restricted, with their IP in a request header it alone sets; nginx fetches it
 * without that header and keeps one copy per language for the visitors its gate turned away
 * (docs/edge-cache.md), and then the browser asks for the IP (VisitorIp).
 * Rendered per request, never kept by Next; other visitors keep getting the shared cached pages.
 */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function RegionBlockedPage({ params }: LocaleParams) {
  await pageLocale(params);
  const [ip, channel] = await Promise.all([headers().then((list) => list.get(VISITOR_IP_HEADER)), serviceChannel()]);
  return <StatusScreen status={{ status: SYSTEM_STATUS.regionBlocked }} ip={ip ?? undefined} channel={channel} />;
}
