import { notFound } from 'next/navigation';
import { TransferFund } from '@/components/records/transfers';
import { RecordsPage } from '@/components/records/records-page';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { transferFundOfferedHere } from '@/lib/member-center/transfer-offer';

export const metadata = { robots: { index: false } };
// A member's page: rendered per request and sent private, no-store (never a shared cached copy).
export const dynamic = 'force-dynamic';

/**
 * /transferFund (spec §2 personal center): offered with transfer wallets; with a single merchant
 * wallet only while the member still holds vendor-wallet money to bring home.
 */
export default async function Page({ params }: LocaleParams) {
  if (!(await transferFundOfferedHere(await pageLocale(params)))) notFound();
  return (
    <RecordsPage params={params} title="transferFund">
      <TransferFund />
    </RecordsPage>
  );
}
