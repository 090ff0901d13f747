import { RebatePanel } from '@/components/loyalty/rebate-panel';
import { LoyaltyPage } from '@/components/loyalty/loyalty-page';
import type { LocaleParams } from '@/lib/i18n/page-locale';

export const metadata = { robots: { index: false } };
// A member's page: rendered per request and sent private, no-store (never a shared cached copy).
export const dynamic = 'force-dynamic';

/** /manualRebate (spec §2 personal center). */
export default function Page({ params }: LocaleParams) {
  return (
    <LoyaltyPage params={params} title="manualRebate">
      <RebatePanel />
    </LoyaltyPage>
  );
}
