// A deposit may choose one of the operator's deposit promotions, and its approval pays the bonus:
// both are rewards' (modules/rewards/rules/rewards.ts). The composition root hands them to the
// cashier (server.ts: joinDepositPromotions), so the cashier imports no module above it.
import type { DepositBonusOutcome } from '../../../../../contract/cashier-deposit';
import type { Executor } from '../../../core/database/client';
import type { LocalizedText } from '../../../core/localized';
import type { LedgerWriter } from '../../ledger';

/** What the cashier reads of a promotion. */
export interface DepositPromotionRow {
  promotionId: string;
  title: LocalizedText;
  percentBp: number | null;
  minDeposit: bigint | null;
  maxBonus: bigint | null;
  fixedAmount: bigint | null;
}

export interface DepositPromotions {
  /** The operator's promotions: every one, or the enabled ones. */
  listPromotions(ex: Executor, options: { enabledOnly: boolean }): Promise<DepositPromotionRow[]>;
  /** Whether a deposit of `amount` (undefined: any) may choose `promotion` now, its member having `approvedDeposits`. */
  depositPromotionOpen(promotion: DepositPromotionRow, amount: bigint | undefined, approvedDeposits: number, now: Date): boolean;
  /** In the approval's transaction: the chosen promotion's bonus and its turnover (null: none chosen). */
  creditDepositBonus(
    writer: LedgerWriter,
    order: { depositId: string; memberId: number; amount: bigint; promotionId: string | null; createdAt: Date },
    actor: string,
  ): Promise<DepositBonusOutcome | null>;
}

/** Before server.ts joins rewards: no promotion to choose, no bonus paid. */
const NO_PROMOTIONS: DepositPromotions = {
  listPromotions: async () => [],
  depositPromotionOpen: () => false,
  creditDepositBonus: async () => null,
};

let joined = NO_PROMOTIONS;

export function joinDepositPromotions(promotions: DepositPromotions): void {
  joined = promotions;
}

export function depositPromotions(): DepositPromotions {
  return joined;
}
