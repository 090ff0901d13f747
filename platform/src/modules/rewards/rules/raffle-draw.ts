// The raffle draw (LUCKYBET, spec §7 raffle calls; money-and-agents §4 claim flow). Members sign up
// (claim state S) until the draw time; the draw then picks `winners` of the entries with a fresh
// random seed that it records, so anyone can check the result again: each entry's rank is
// HMAC-SHA256(seed, claimId), lowest first. A winner's prize (the promotion's fixed amount) is one
// ledger entry `promotion:<claimId>` with its turnover requirement (creditClaim), shown as issued;
// a winner in a responsible-gaming break gets the prize as a claimable reward instead (claim it
// after the break); the other entries close. The draw marks the promotion drawn by compare-and-set
// first, in the same transaction: two runners, a retried job or the operator's "draw now" pay once.
import { createHmac, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { fromMinor } from '../../../../../contract/money';
import type { Executor } from '../../../core/database/client';
import type { LedgerWriter } from '../../ledger';
import { transitionClaim, type PromotionRow } from '../queries/promotions';
import { exclusionInForce } from '../../responsible-gaming';
import { promotionClaims, promotions } from '../schema-rewards';
import { creditClaimIfFunded } from './rewards';

const DAY_MS = 86_400_000;
export const RAFFLE_ACTOR = 'job:raffle-draw';

/** The winning claim ids: the `count` entries with the lowest HMAC-SHA256(seed, claimId). */
export function pickWinners(seed: string, claimIds: readonly string[], count: number): Set<string> {
  const ranked = claimIds.map((claimId) => ({ claimId, rank: createHmac('sha256', seed).update(claimId).digest('hex') }));
  ranked.sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0));
  return new Set(ranked.slice(0, Math.max(0, count)).map((r) => r.claimId));
}

export function newDrawSeed(): string {
  return randomBytes(32).toString('hex');
}

export interface DrawReport {
  promotionId: string;
  drawnAt: string;
  seed: string;
  entries: number;
  prize: string;
  winners: { memberId: number; claimId: string; paid: boolean }[];
}

/** Raffles whose draw time has come and that have not been drawn. */
export async function dueRaffles(ex: Executor, now: Date): Promise<PromotionRow[]> {
  return ex
    .select()
    .from(promotions)
    .where(and(eq(promotions.type, 'LUCKYBET'), eq(promotions.enabled, true), isNull(promotions.stoppedAt), isNull(promotions.drawnAt), lte(promotions.drawAt, now)))
    .orderBy(asc(promotions.drawAt));
}

/**
 * Draws one raffle in the writer's transaction; undefined when it is not due or was drawn already
 * (by another runner: the compare-and-set on drawn_at lets one through).
 */
export async function drawRaffle(writer: LedgerWriter, promotionId: string, now: Date, seed = newDrawSeed()): Promise<DrawReport | undefined> {
  const tx = writer.tx;
  const [promotion] = await tx
    .update(promotions)
    .set({
      drawnAt: now,
      drawSeed: seed,
      drawEntries: sql`(select count(*)::int from promotion_claims c where c.promotion_id = ${promotions.id} and c.state = 'S')`,
    })
    // A stopped raffle never draws (the kill switch).
    .where(and(eq(promotions.promotionId, promotionId), eq(promotions.type, 'LUCKYBET'), isNull(promotions.stoppedAt), isNull(promotions.drawnAt), lte(promotions.drawAt, now)))
    .returning();
  if (!promotion) return undefined;
  const entries = await tx
    .select()
    .from(promotionClaims)
    .where(and(eq(promotionClaims.promotionId, promotion.id), eq(promotionClaims.state, 'S')))
    .orderBy(asc(promotionClaims.id))
    .for('update');
  const prize = promotion.fixedAmount ?? 0n;
  const won = pickWinners(seed, entries.map((e) => e.claimId), promotion.winners ?? 0);
  const report: DrawReport = { promotionId, drawnAt: now.toISOString(), seed, entries: entries.length, prize: fromMinor(prize), winners: [] };
  for (const entry of entries) {
    if (!won.has(entry.claimId) || prize <= 0n) {
      await transitionClaim(tx, entry, 'E', { decidedBy: 'draw', decisionRemark: 'not drawn' });
      continue;
    }
    const prizeFields = { bonus: prize, turnoverRequired: prize * BigInt(promotion.turnoverMultiple) };
    if (await exclusionInForce(tx, entry.memberId, now)) {
      // No bonus during a break: the prize waits as a claimable reward (the claim checks the break again).
      await transitionClaim(tx, entry, 'I', { ...prizeFields, decidedBy: 'draw', decisionRemark: 'drawn', expiresAt: new Date(now.getTime() + promotion.claimDays * DAY_MS) });
      report.winners.push({ memberId: entry.memberId, claimId: entry.claimId, paid: false });
      continue;
    }
    const moved = await transitionClaim(tx, entry, 'C', { ...prizeFields, decidedBy: 'auto', decisionRemark: 'drawn', claimedAt: now });
    if (!moved) throw new Error(`raffle entry ${entry.claimId} changed during its draw`);
    if ((await creditClaimIfFunded(writer, moved, RAFFLE_ACTOR)) !== 'paid') {
      // Drawn, but the promotion's budget cannot pay this prize: the entry closes unpaid.
      await transitionClaim(tx, moved, 'E', { bonus: 0n, turnoverRequired: 0n, claimedAt: null });
      report.winners.push({ memberId: entry.memberId, claimId: entry.claimId, paid: false });
      continue;
    }
    report.winners.push({ memberId: entry.memberId, claimId: entry.claimId, paid: true });
  }
  return report;
}

/**
 * The operator's "draw now": a raffle whose draw time is still ahead draws at `now` instead (its
 * draw time moves to now first, in the same transaction). Drawn already: nothing happens.
 */
export async function drawRaffleNow(writer: LedgerWriter, promotionId: string, now: Date): Promise<DrawReport | undefined> {
  await writer.tx
    .update(promotions)
    .set({ drawAt: now })
    .where(and(eq(promotions.promotionId, promotionId), eq(promotions.type, 'LUCKYBET'), isNull(promotions.drawnAt), gt(promotions.drawAt, now)));
  return drawRaffle(writer, promotionId, now);
}

/** What a drawn raffle recorded, read back (the operator's view; the same after any number of runs). */
export async function drawResult(ex: Executor, promotion: PromotionRow): Promise<DrawReport | undefined> {
  if (!promotion.drawnAt || !promotion.drawSeed) return undefined;
  const rows = await ex
    .select({ memberId: promotionClaims.memberId, claimId: promotionClaims.claimId, state: promotionClaims.state })
    .from(promotionClaims)
    .where(and(eq(promotionClaims.promotionId, promotion.id), eq(promotionClaims.decisionRemark, 'drawn')))
    .orderBy(asc(promotionClaims.id));
  return {
    promotionId: promotion.promotionId,
    drawnAt: promotion.drawnAt.toISOString(),
    seed: promotion.drawSeed,
    entries: promotion.drawEntries ?? 0,
    prize: fromMinor(promotion.fixedAmount ?? 0n),
    winners: rows.map((r) => ({ memberId: r.memberId, claimId: r.claimId, paid: r.state === 'C' })),
  };
}
