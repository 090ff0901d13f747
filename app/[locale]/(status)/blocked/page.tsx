import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { StatusScreen } from '@/components/layout/status-screen';

export const dynamic = 'force-dynamic';

/** Spec §2: region-blocked screen with the visitor's IP (status 2; the proxy rewrites here). */
export default async function BlockedPage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations('blocked');
  const ip = (await headers()).get('x-visitor-ip') || '—';
  return (
    <StatusScreen title={t('title')} info={t('info')} customerService={t('customerService')}>
      <p className="ip">{t('yourIp', { ip })}</p>
    </StatusScreen>
  );
}
