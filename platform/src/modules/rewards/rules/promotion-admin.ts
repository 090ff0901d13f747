// What staff see of promotions (issue #28 "promotions (budget cap and kill switch)"): each
// promotion's definition as the edit form takes it, where it stands (stopped, exhausted, upcoming,
// running, ended), its budget, what it has paid and its participations; and the definition's
// write, which never sets a budget below what was paid already (checked in the write itself).
import { fromMinor, toMinor } from '../../../../../contract/money';
import type { AdminPromotion, PromotionAdminState, PromotionDefinition } from '../../../../../contract/rewards';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../core/database/client';
import type { NewPromotion, PromotionRow } from '../queries/promotions';
import { promotionClaims, promotions } from '../schema-rewards';
import { budgetErrors, budgetExhausted, remainingBudget } from './promotion-budget';

const minorOf = (text: string | undefined) => (text === undefined ? null : toMinor(text)!);
const moneyOrUndefined = (minor: bigint | null) => (minor === null ? undefined : fromMinor(minor));

/** A definition as a row: amounts in minor units, the percentage in basis points. */
export function promotionRowOf(definition: PromotionDefinition): NewPromotion {
  return {
    promotionId: definition.promotionId,
    type: definition.type,
    title: definition.title,
    description: definition.description,
    startsAt: new Date(definition.startsAt),
    endsAt: new Date(definition.endsAt),
    eligibility: definition.eligibility,
    fixedAmount: minorOf(definition.fixedAmount),
    percentBp: definition.percent === undefined ? null : Math.round(Number(definition.percent) * 100),
    maxBonus: minorOf(definition.maxBonus),
    minDeposit: minorOf(definition.minDeposit),
    turnoverMultiple: definition.turnoverMultiple,
    claimDays: definition.claimDays,
    applyRequired: definition.applyRequired,
    promoCode: definition.promoCode ?? null,
    enabled: definition.enabled,
    drawAt: definition.drawAt === undefined ? null : new Date(definition.drawAt),
    winners: definition.winners ?? null,
    autoGrant: definition.autoGrant,
    budget: minorOf(definition.budget),
  };
}

/** A row as the definition the edit form starts from (the inverse of promotionRowOf). */
export function definitionOf(row: PromotionRow): PromotionDefinition {
  return {
    promotionId: row.promotionId,
    type: row.type as PromotionDefinition['type'],
    title: row.title,
    description: row.description,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    eligibility: row.eligibility as PromotionDefinition['eligibility'],
    fixedAmount: moneyOrUndefined(row.fixedAmount),
    percent: row.percentBp === null ? undefined : (row.percentBp / 100).toFixed(2),
    maxBonus: moneyOrUndefined(row.maxBonus),
    minDeposit: moneyOrUndefined(row.minDeposit),
    turnoverMultiple: row.turnoverMultiple,
    claimDays: row.claimDays,
    applyRequired: row.applyRequired,
    promoCode: row.promoCode ?? undefined,
    enabled: row.enabled,
    drawAt: row.drawAt?.toISOString(),
    winners: row.winners ?? undefined,
    autoGrant: row.autoGrant,
    budget: moneyOrUndefined(row.budget),
  };
}

/** Where a promotion stands for members; the kill switch and an empty budget come first. */
export function adminStateOf(row: PromotionRow, now: Date): PromotionAdminState {
  if (row.stoppedAt) return 'stopped';
  if (budgetExhausted(row)) return 'exhausted';
  if (now < row.startsAt) return 'upcoming';
  if (now >= row.endsAt) return 'ended';
  return 'running';
}

type ClaimCounts = AdminPromotion['claims'];
const NO_CLAIMS: ClaimCounts = { applying: 0, issued: 0, credited: 0 };

async function claimCounts(ex: Executor): Promise<Map<number, ClaimCounts>> {
  const rows = await ex
    .select({
      promotionId: promotionClaims.promotionId,
      applying: sql<number>`count(*) filter (where ${promotionClaims.state} = 'A')::int`,
      issued: sql<number>`count(*) filter (where ${promotionClaims.state} = 'I')::int`,
      credited: sql<number>`count(*) filter (where ${promotionClaims.state} = 'C')::int`,
    })
    .from(promotionClaims)
    .groupBy(promotionClaims.promotionId);
  return new Map(rows.map(({ promotionId, ...counts }) => [promotionId, { applying: Number(counts.applying), issued: Number(counts.issued), credited: Number(counts.credited) }]));
}

export function adminPromotionView(row: PromotionRow, claims: ClaimCounts, now: Date): AdminPromotion {
  const remaining = remainingBudget(row);
  return {
    definition: definitionOf(row),
    state: adminStateOf(row, now),
    budget: row.budget === null ? null : fromMinor(row.budget),
    spent: fromMinor(row.spent),
    remaining: remaining === null ? null : fromMinor(remaining),
    claims,
    stoppedAt: row.stoppedAt?.toISOString() ?? null,
    stoppedBy: row.stoppedBy,
    stopReason: row.stopReason,
    drawnAt: row.drawnAt?.toISOString() ?? null,
  };
}

/** Every promotion as staff see it, newest first. */
export async function adminPromotions(ex: Executor, rows: PromotionRow[], now: Date): Promise<Map<number, AdminPromotion>> {
  const counts = await claimCounts(ex);
  return new Map(rows.map((row) => [row.id, adminPromotionView(row, counts.get(row.id) ?? NO_CLAIMS, now)]));
}

/**
 * Defines a promotion or replaces its definition. The budget may not fall below what it has paid:
 * the update's own WHERE checks it against the row as it is when written (a claim committing
 * meanwhile counts), so the refusal is certain, never a constraint error.
 */
export async function savePromotionDefinition(ex: Executor, definition: PromotionDefinition): Promise<PromotionRow> {
  const row = promotionRowOf(definition);
  const change: Partial<NewPromotion> = { ...row };
  delete change.promotionId;
  const [saved] = await ex
    .insert(promotions)
    .values(row)
    .onConflictDoUpdate({ target: promotions.promotionId, set: change, setWhere: sql`excluded.budget is null or excluded.budget >= ${promotions.spent}` })
    .returning();
  if (!saved) throw budgetErrors.belowSpent();
  return saved;
}
