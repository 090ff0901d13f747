// A promotion's budget cap and kill switch (issue #28; back-office.md "Promotions and risk": a
// lifetime budget per promotion, a kill switch per promotion). Every credit under a promotion, by
// whichever path (a member's claim, a promo code, a deposit bonus, an automatic REGISTER/LOGIN
// reward, a raffle prize), first charges the promotion with ONE conditional UPDATE of its row in the
// credit's own transaction: `spent` moves only while the promotion is not stopped and the reward
// still fits the budget. The row lock orders every credit and the kill switch: of forty members
// claiming a budget for ten at once, ten rows come back; a credit racing the stop either commits
// before the stop answers or sees it and pays nothing.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/database/client';
import type { PromotionRow } from '../queries/promotions';
import { promotions } from '../schema-rewards';
import { ApiError } from '../../../core/http/envelope';

export const budgetErrors = {
  exhausted: () => new ApiError(409, 'promotion_budget_exhausted', 'The budget of this promotion is used up'),
  stopped: () => new ApiError(409, 'promotion_stopped', 'This promotion has been stopped'),
  belowSpent: () => new ApiError(409, 'promotion_budget_below_spent', 'The budget may not be less than what the promotion has already paid'),
};

export type Charge = 'charged' | 'exhausted' | 'stopped';

/**
 * Adds `amount` to the promotion's spent total if it is not stopped and the amount still fits its
 * budget: one statement, the check and the write together (compare-and-set, never read-then-write).
 */
export async function chargePromotion(ex: Executor, promotionId: number, amount: bigint): Promise<Charge> {
  const [charged] = await ex
    .update(promotions)
    .set({ spent: sql`${promotions.spent} + ${amount}` })
    .where(and(eq(promotions.id, promotionId), isNull(promotions.stoppedAt), sql`(${promotions.budget} is null or ${promotions.spent} + ${amount} <= ${promotions.budget})`))
    .returning({ id: promotions.id });
  if (charged) return 'charged';
  // Refused: say why (this statement sees what made the UPDATE refuse, or something later still).
  const [row] = await ex.select({ stoppedAt: promotions.stoppedAt }).from(promotions).where(eq(promotions.id, promotionId));
  return row?.stoppedAt ? 'stopped' : 'exhausted';
}

/** chargePromotion for a member's command: a refusal is the member's clear error. */
export async function chargeOrRefuse(ex: Executor, promotionId: number, amount: bigint): Promise<void> {
  const charge = await chargePromotion(ex, promotionId, amount);
  if (charge === 'stopped') throw budgetErrors.stopped();
  if (charge === 'exhausted') throw budgetErrors.exhausted();
}

/** What the budget can still pay; null without a budget. */
export function remainingBudget(promotion: Pick<PromotionRow, 'budget' | 'spent'>): bigint | null {
  return promotion.budget === null ? null : promotion.budget - promotion.spent;
}

/**
 * Whether the budget can no longer pay `amount` (a reward's bonus; by default the promotion's fixed
 * amount, or one satang for a percentage). What members see; the charge decides.
 */
export function budgetExhausted(promotion: Pick<PromotionRow, 'budget' | 'spent' | 'fixedAmount'>, amount?: bigint): boolean {
  const remaining = remainingBudget(promotion);
  if (remaining === null) return false;
  return remaining < (amount ?? promotion.fixedAmount ?? 1n);
}

export interface StopRequest {
  promotionId: string;
  actor: string;
  reason: string;
  now: Date;
}

/**
 * The kill switch: marks the promotion stopped by compare-and-set. Its row lock waits for credits
 * under way to commit; every credit after it finds the row stopped. Undefined when there is no such
 * promotion or it was stopped already (the caller tells which).
 */
export async function stopPromotion(ex: Executor, request: StopRequest): Promise<PromotionRow | undefined> {
  const [stopped] = await ex
    .update(promotions)
    .set({ stoppedAt: request.now, stoppedBy: request.actor, stopReason: request.reason })
    .where(and(eq(promotions.promotionId, request.promotionId), isNull(promotions.stoppedAt)))
    .returning();
  return stopped;
}
