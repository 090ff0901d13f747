import type { Metadata } from 'next';
import { StatusScreen } from '@/components/layout/status-screen';
import { SYSTEM_STATUS } from '@/contract/system';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { serviceChannel } from '@/lib/wps/site-resources';
import { systemStatus } from '@/lib/wps/system';

/**
 * The maintenance screen (spec §2) as a page of its own: nginx shows it, from its cache, to the
 * visitors its gate answered 503 (docs/edge-cache.md). During maintenance the locale layout shows
 * the same screen in place of every page; the operator's title and text come with the status, whose
 * tag the platform's hook revalidates.
 */
export const revalidate = 10;

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function MaintenancePage({ params }: LocaleParams) {
  await pageLocale(params);
  const [status, channel] = await Promise.all([systemStatus().catch(() => null), serviceChannel()]);
  return <StatusScreen status={{ status: SYSTEM_STATUS.maintenance, maintenance: status?.maintenance ?? null }} channel={channel} />;
}
