import { getTranslations } from 'next-intl/server';
import { ServerMessages } from '@/components/i18n/server-messages';
import { DEPOSIT_NAMESPACES } from '@/lib/i18n/client-messages';
import { DepositCashier } from '@/components/deposit/deposit-cashier';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { requireMember } from '@/lib/member-center/require-member';

export const metadata = { robots: { index: false } };
// A member's page: rendered per request and sent private, no-store (never a shared cached copy).
export const dynamic = 'force-dynamic';

/** /depositv2 — deposit by bank transfer, Thai QR or USDT, and the deposit records (money-and-agents §2). */
export default async function DepositPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  // A personal page: a guest gets the login modal (spec §6).
  await requireMember(locale, '/depositv2');
  const t = await getTranslations('deposit');
  return (
    <main id="main" className="narrow">
      <h1>{t('title')}</h1>
      <ServerMessages namespaces={[...DEPOSIT_NAMESPACES, 'errors']}>
        <DepositCashier />
      </ServerMessages>
    </main>
  );
}
