import { getTranslations } from 'next-intl/server';
import { ServerMessages } from '@/components/i18n/server-messages';
import { WithdrawScreen } from '@/components/cashier/withdraw-screen';
import { WITHDRAW_NAMESPACES } from '@/lib/i18n/client-messages';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { redirect } from '@/lib/i18n/navigation';
import { currentMember } from '@/lib/current-member';

export const metadata = { robots: { index: false } };
export const dynamic = 'force-dynamic';

/** /withdraw — the withdrawal (money-and-agents §3.2–3.4): limits, turnover, card, confirmation, receipt. */
export default async function WithdrawPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  if (!(await currentMember(locale))) return redirect({ href: { pathname: '/login', query: { next: '/withdraw' } }, locale });
  const t = await getTranslations('withdraw');
  return (
    <main id="main" className="narrow">
      <h1>{t('withdrawTitle')}</h1>
      <ServerMessages namespaces={WITHDRAW_NAMESPACES}>
        <WithdrawScreen />
      </ServerMessages>
    </main>
  );
}
