import { getTranslations } from 'next-intl/server';
import { ServerMessages } from '@/components/i18n/server-messages';
import { DepositRecords } from '@/components/deposit/deposit-records';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { requireMember } from '@/lib/member-center/require-member';

export const metadata = { robots: { index: false } };
export const dynamic = 'force-dynamic';

/** /voucherReport — the deposit records the account menu links (money-and-agents §2.1 voucherReport). */
export default async function VoucherReportPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  await requireMember(locale, '/voucherReport');
  const t = await getTranslations('deposit');
  return (
    <main id="main" className="narrow">
      <h1>{t('recordsTitle')}</h1>
      <ServerMessages namespaces={['deposit', 'errors']}>
        <DepositRecords refreshKey={0} />
      </ServerMessages>
    </main>
  );
}
