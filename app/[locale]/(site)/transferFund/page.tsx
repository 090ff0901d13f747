import { TransferFund } from '@/components/records/transfers';
import { RecordsPage } from '@/components/records/records-page';
import type { LocaleParams } from '@/lib/i18n/page-locale';

export const metadata = { robots: { index: false } };
// A member's page: rendered per request and sent private, no-store (never a shared cached copy).
export const dynamic = 'force-dynamic';

/** /transferFund (spec §2 personal center). */
export default function Page({ params }: LocaleParams) {
  return (
    <RecordsPage params={params} title="transferFund">
      <TransferFund />
    </RecordsPage>
  );
}
