import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { getTranslations } from 'next-intl/server';
import { StatusScreen } from '@/components/layout/status-screen';

export const dynamic = 'force-dynamic';

/** Spec §2: shown instead of every page while the system status is 1 (the proxy rewrites here). */
export default async function MaintenancePage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations('maintenance');
  return <StatusScreen title={t('title')} info={t('info')} customerService={t('customerService')} />;
}
