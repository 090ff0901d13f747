import { getTranslations } from 'next-intl/server';
import { ServerMessages } from '@/components/i18n/server-messages';
import { WithdrawalRecords } from '@/components/cashier/withdrawal-records';
import { RECORDS_NAMESPACES, WITHDRAW_NAMESPACES } from '@/lib/i18n/client-messages';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { redirect } from '@/lib/i18n/navigation';
import { currentMember } from '@/lib/current-member';

export const metadata = { robots: { index: false } };
export const dynamic = 'force-dynamic';

/** /withdrawRecords — the member's withdrawals and the confirmation of receipt (portal spec §4). */
export default async function WithdrawRecordsPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  if (!(await currentMember(locale))) return redirect({ href: { pathname: '/login', query: { next: '/withdrawRecords' } }, locale });
  const t = await getTranslations('withdraw');
  return (
    <main id="main">
      <h1>{t('recordsTitle')}</h1>
      <ServerMessages namespaces={[...WITHDRAW_NAMESPACES, ...RECORDS_NAMESPACES]}>
        <WithdrawalRecords />
      </ServerMessages>
    </main>
  );
}
