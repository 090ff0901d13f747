import { getTranslations } from 'next-intl/server';
import { ServerMessages } from '@/components/i18n/server-messages';
import { BankCards } from '@/components/cashier/bank-cards';
import { WITHDRAW_NAMESPACES } from '@/lib/i18n/client-messages';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { redirect } from '@/lib/i18n/navigation';
import { currentMember } from '@/lib/current-member';

export const metadata = { robots: { index: false } };
export const dynamic = 'force-dynamic';

/** /bankCard — bank card binding (money-and-agents §3.1). */
export default async function BankCardPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  if (!(await currentMember(locale))) return redirect({ href: { pathname: '/login', query: { next: '/bankCard' } }, locale });
  const t = await getTranslations('withdraw');
  return (
    <main id="main" className="narrow">
      <h1>{t('bankCardsTitle')}</h1>
      <ServerMessages namespaces={WITHDRAW_NAMESPACES}>
        <BankCards />
      </ServerMessages>
    </main>
  );
}
