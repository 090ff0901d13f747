import { notFound } from 'next/navigation';
import { TransferFund } from '@/components/records/transfers';
import { RecordsPage } from '@/components/records/records-page';
import type { LocaleParams } from '@/lib/i18n/page-locale';
import { merchantWallet } from '@/lib/wps/transfers';

export const metadata = { robots: { index: false } };
// A member's page: rendered per request and sent private, no-store (never a shared cached copy).
export const dynamic = 'force-dynamic';

/** /transferFund (spec §2 personal center): offered only with transfer wallets (a single merchant wallet has nothing to move). */
export default async function Page({ params }: LocaleParams) {
  if ((await merchantWallet()).isSingle) notFound();
  return (
    <RecordsPage params={params} title="transferFund">
      <TransferFund />
    </RecordsPage>
  );
}
