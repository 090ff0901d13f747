// Promotions and their claims in SQL: the operator's definitions, a member's participations, and
// the compare-and-set every claim state change goes through. Rules live in modules/rewards/rules/rewards.ts.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DEPOSIT_STATE } from '../../../../../contract/cashier-states';
import type { ClaimState } from '../../../../../contract/rewards';
import type { Executor } from '../../../core/database/client';
import { members } from '../../accounts';
import { depositOrders } from '../../cashier';
import { promotionClaims, promotions } from '../schema-rewards';

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotion = typeof promotions.$inferInsert;
export type ClaimRow = typeof promotionClaims.$inferSelect;
export type NewClaim = typeof promotionClaims.$inferInsert;

export async function listPromotions(ex: Executor, { enabledOnly }: { enabledOnly: boolean }): Promise<PromotionRow[]> {
  return ex
    .select()
    .from(promotions)
    // Members never see a stopped promotion (the kill switch); staff see every one.
    .where(enabledOnly ? and(eq(promotions.enabled, true), isNull(promotions.stoppedAt)) : undefined)
    .orderBy(desc(promotions.startsAt), promotions.id);
}

export async function findPromotion(ex: Executor, promotionId: string): Promise<PromotionRow | undefined> {
  const [row] = await ex.select().from(promotions).where(eq(promotions.promotionId, promotionId));
  return row;
}

export async function findPromotionByCode(ex: Executor, promoCode: string): Promise<PromotionRow | undefined> {
  const [row] = await ex
    .select()
    .from(promotions)
    .where(and(eq(promotions.promoCode, promoCode), eq(promotions.type, 'PROMOCODE')));
  return row;
}

/** Inserts a participation; undefined when the member already has one with this reference. */
export async function insertClaim(ex: Executor, row: NewClaim): Promise<ClaimRow | undefined> {
  const [saved] = await ex.insert(promotionClaims).values(row).onConflictDoNothing().returning();
  return saved;
}

export interface ClaimWithPromotion {
  claim: ClaimRow;
  promotion: PromotionRow;
}

/** Removes a claim its own transaction wrote and cannot pay (promotion stopped or budget used up). */
export async function deleteClaim(ex: Executor, id: number): Promise<void> {
  await ex.delete(promotionClaims).where(eq(promotionClaims.id, id));
}

/** The member's participations, newest first. */
export async function memberClaims(ex: Executor, memberId: number, limit = 200): Promise<ClaimWithPromotion[]> {
  return ex
    .select({ claim: promotionClaims, promotion: promotions })
    .from(promotionClaims)
    .innerJoin(promotions, eq(promotions.id, promotionClaims.promotionId))
    .where(eq(promotionClaims.memberId, memberId))
    .orderBy(desc(promotionClaims.createdAt), desc(promotionClaims.id))
    .limit(limit);
}

/** The member's own claim; another member's id reads as missing. */
export async function findMemberClaim(ex: Executor, memberId: number, claimId: string): Promise<ClaimWithPromotion | undefined> {
  const [row] = await ex
    .select({ claim: promotionClaims, promotion: promotions })
    .from(promotionClaims)
    .innerJoin(promotions, eq(promotions.id, promotionClaims.promotionId))
    .where(and(eq(promotionClaims.claimId, claimId), eq(promotionClaims.memberId, memberId)));
  return row;
}

export async function findClaim(ex: Executor, claimId: string): Promise<ClaimWithPromotion | undefined> {
  const [row] = await ex
    .select({ claim: promotionClaims, promotion: promotions })
    .from(promotionClaims)
    .innerJoin(promotions, eq(promotions.id, promotionClaims.promotionId))
    .where(eq(promotionClaims.claimId, claimId));
  return row;
}

/**
 * Moves a claim from `from` to `to` if it is still in the state and version it was read in: of
 * fifty claims at once exactly one gets the row back.
 */
export async function transitionClaim(
  ex: Executor,
  claim: Pick<ClaimRow, 'id' | 'state' | 'version'>,
  to: ClaimState,
  change: Partial<Pick<ClaimRow, 'bonus' | 'turnoverRequired' | 'decidedBy' | 'decisionRemark' | 'expiresAt' | 'claimedAt'>> = {},
): Promise<ClaimRow | undefined> {
  const [row] = await ex
    .update(promotionClaims)
    .set({ state: to, version: sql`${promotionClaims.version} + 1`, updatedAt: new Date(), ...change })
    .where(and(eq(promotionClaims.id, claim.id), eq(promotionClaims.state, claim.state), eq(promotionClaims.version, claim.version)))
    .returning();
  return row;
}

/** Applications and other claims by state, with the member's account, for operators. */
export async function claimsByState(ex: Executor, states: ClaimState[], limit = 200) {
  return ex
    .select({ claim: promotionClaims, promotion: promotions, account: members.account })
    .from(promotionClaims)
    .innerJoin(promotions, eq(promotions.id, promotionClaims.promotionId))
    .innerJoin(members, eq(members.id, promotionClaims.memberId))
    .where(inArray(promotionClaims.state, states))
    .orderBy(desc(promotionClaims.createdAt))
    .limit(limit);
}

/** Promotion ids the member chose on deposits still waiting for the money (new or pending). */
export async function promotionsOfOpenDeposits(ex: Executor, memberId: number): Promise<Set<string>> {
  const rows = await ex
    .selectDistinct({ promotionId: depositOrders.promotionId })
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, memberId), inArray(depositOrders.state, [DEPOSIT_STATE.new, DEPOSIT_STATE.pending])));
  return new Set(rows.flatMap((r) => (r.promotionId ? [r.promotionId] : [])));
}
