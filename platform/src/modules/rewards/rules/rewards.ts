// Promotion rules (spec §4 activity statuses, §5 application; money-and-agents §4 claim flow):
// what a reader sees of a promotion, joining (an application with remark and images, a raffle
// sign-up, or an instant reward), claiming an issued reward, promo codes, and the deposit bonus.
// Every credit is ONE journal entry, key `promotion:<claimId>`, house bonus expense → the member's
// main balance (transaction type dividend, shown as "promotion"), with the bonus's turnover
// requirement (bonus × the promotion's multiple) recorded beside it.
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DepositBonusOutcome } from '../../../../../contract/cashier-deposit';
import { fromMinor } from '../../../../../contract/money';
import {
  APPLICATION_REMARK_MAX,
  type ActivityStatus,
  type ClaimState,
  type ClaimView,
  type PromotionType,
  type PromotionView,
} from '../../../../../contract/rewards';
import type { Executor } from '../../../core/database/client';
import { insertCashierImage } from '../../cashier';
import { hasOtherApprovedDeposit } from '../../cashier';
import type { LedgerWriter } from '../../ledger';
import { deleteClaim, findClaim, findMemberClaim, findPromotion, findPromotionByCode, insertClaim, transitionClaim, type ClaimRow, type PromotionRow } from '../queries/promotions';
import { turnoverRequirements } from '../../cashier';
import { promotions } from '../schema-rewards';
import { budgetErrors, budgetExhausted, chargeOrRefuse, chargePromotion } from './promotion-budget';
import { assertRewardsUnlocked } from '../../agents';
import { reencodeApplicationImages } from './application-image';
import { ApiError } from '../../../core/http/envelope';
import { ledgerAccount } from '../../ledger';

export const rewardErrors = {
  notFound: () => new ApiError(404, 'promotion_not_found', 'This promotion does not exist'),
  notStarted: () => new ApiError(409, 'promotion_not_started', 'This promotion has not started yet'),
  closed: () => new ApiError(409, 'promotion_closed', 'Registration for this promotion is closed'),
  forbidden: () => new ApiError(403, 'promotion_forbidden', 'You may not apply for this promotion'),
  joined: () => new ApiError(409, 'promotion_joined', 'You have already joined this promotion'),
  remarkTooLong: () => new ApiError(400, 'remark_too_long', `The remark may be at most ${APPLICATION_REMARK_MAX} characters`),
  claimNotFound: () => new ApiError(404, 'claim_not_found', 'This reward does not exist'),
  claimState: () => new ApiError(409, 'claim_state_invalid', 'This reward cannot be claimed'),
  claimExpired: () => new ApiError(409, 'claim_expired', 'The claim period of this reward is over'),
  promoCode: () => new ApiError(404, 'promo_code_invalid', 'This promo code is not valid'),
  trial: () => new ApiError(403, 'in_need_true_account', 'A real account is needed'),
};

/** The reader of a promotion: a guest (null) or a member with what eligibility needs. */
export interface Reader {
  trial: boolean;
  approvedDeposits: number;
  /** Promotion ids chosen on the member's deposits still waiting for the money. */
  openDepositPromotions: Set<string>;
}

/** Text in the reader's language, else English, else any. */
export function localizedText(text: Record<string, string>, language: string | undefined): string {
  const base = language?.split('-')[0];
  return (language && text[language]) || (base && text[base]) || text.en || Object.values(text)[0] || '';
}

const DAY_MS = 86_400_000;

/**
 * A claim's status (spec §4). An issued reward past its claim window, or of a stopped promotion,
 * reads as closed; one the promotion's budget can no longer pay, as exhausted.
 */
export function claimStatus(claim: ClaimRow, now: Date, promotion?: PromotionRow): ActivityStatus {
  if (claim.state === 'I' && promotion?.stoppedAt) return 'CLOSED';
  if (claim.state === 'I' && promotion && budgetExhausted(promotion, claim.bonus) && !(claim.expiresAt && claim.expiresAt <= now)) return 'EXHAUSTED';
  switch (claim.state as ClaimState) {
    case 'A':
      return 'APPLYING';
    case 'R':
      return 'REJECTED';
    case 'S':
      return 'SIGNED_UP';
    case 'I':
      return claim.expiresAt && claim.expiresAt <= now ? 'CLOSED' : 'CLAIM';
    case 'C':
      // Credited without the member's action (a deposit bonus) is "issued"; claimed by them, "claimed".
      return claim.decidedBy === 'auto' ? 'ISSUED' : 'CLAIMED';
    case 'E':
      return 'CLOSED';
  }
}

/** The status of a promotion for its reader (spec §4), given the reader's latest claim on it. */
export function activityStatus(promotion: PromotionRow, claim: ClaimRow | undefined, reader: Reader | null, now: Date): ActivityStatus {
  if (now < promotion.startsAt) return 'COMING_SOON';
  if (promotion.stoppedAt) return claim ? claimStatus(claim, now, promotion) : 'CLOSED';
  if (reader?.trial) return 'FORBIDDEN';
  if (promotion.type === 'DEPOSIT') {
    if (now >= promotion.endsAt) return claim ? claimStatus(claim, now) : 'CLOSED';
    if (reader?.openDepositPromotions.has(promotion.promotionId)) return 'IN_PROGRESS';
    if (promotion.eligibility === 'FIRST_DEPOSIT' && reader && reader.approvedDeposits > 0) return claim ? claimStatus(claim, now, promotion) : 'FORBIDDEN';
    if (budgetExhausted(promotion)) return 'EXHAUSTED';
    return 'JOIN';
  }
  if (claim) return claimStatus(claim, now, promotion);
  if (now >= promotion.endsAt || raffleClosed(promotion, now)) return 'CLOSED';
  if (budgetExhausted(promotion)) return 'EXHAUSTED';
  // Paid without joining (at registration or the day's first login): nothing to join.
  if (promotion.autoGrant) return 'IN_PROGRESS';
  return 'JOIN';
}

/** A raffle takes no more sign-ups from its draw time on (or once drawn). */
export function raffleClosed(promotion: Pick<PromotionRow, 'drawAt' | 'drawnAt'>, now: Date): boolean {
  return promotion.drawnAt !== null || (promotion.drawAt !== null && now >= promotion.drawAt);
}

const percentOf = (bp: number | null) => (bp === null ? null : (bp / 100).toFixed(2));
const money = (minor: bigint | null) => (minor === null ? null : fromMinor(minor));

export function claimView(claim: ClaimRow, promotion: PromotionRow, language: string | undefined, now: Date): ClaimView {
  return {
    claimId: claim.claimId,
    promotionId: promotion.promotionId,
    type: promotion.type as PromotionType,
    title: localizedText(promotion.title, language),
    state: claim.state as ClaimState,
    status: claimStatus(claim, now, promotion),
    bonus: fromMinor(claim.bonus),
    turnoverRequired: fromMinor(claim.turnoverRequired),
    remark: claim.remark,
    decisionRemark: claim.decisionRemark,
    imageCount: claim.imageIds.length,
    createdAt: claim.createdAt.toISOString(),
    expiresAt: claim.expiresAt?.toISOString() ?? null,
    claimedAt: claim.claimedAt?.toISOString() ?? null,
  };
}

export function promotionView(
  promotion: PromotionRow,
  claim: ClaimRow | undefined,
  reader: Reader | null,
  language: string | undefined,
  now: Date,
): PromotionView {
  return {
    promotionId: promotion.promotionId,
    type: promotion.type as PromotionType,
    title: localizedText(promotion.title, language),
    description: localizedText(promotion.description, language),
    startsAt: promotion.startsAt.toISOString(),
    endsAt: promotion.endsAt.toISOString(),
    eligibility: promotion.eligibility as PromotionView['eligibility'],
    fixedAmount: money(promotion.fixedAmount),
    percent: percentOf(promotion.percentBp),
    maxBonus: money(promotion.maxBonus),
    minDeposit: money(promotion.minDeposit),
    turnoverMultiple: promotion.turnoverMultiple,
    claimDays: promotion.claimDays,
    applyRequired: promotion.applyRequired,
    drawAt: promotion.drawAt?.toISOString() ?? null,
    winners: promotion.winners,
    drawnAt: promotion.drawnAt?.toISOString() ?? null,
    autoGrant: promotion.autoGrant,
    status: activityStatus(promotion, claim, reader, now),
    claim: claim ? claimView(claim, promotion, language, now) : null,
  };
}

/** "CL" + yyMMdd + 10 random digits. */
export function newClaimId(now = new Date()): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `CL${day}${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
}

/** The bonus of a deposit of `amount` under a deposit promotion: a percentage up to the cap, or the fixed amount. */
export function depositBonus(promotion: PromotionRow, amount: bigint): bigint {
  if (promotion.minDeposit !== null && amount < promotion.minDeposit) return 0n;
  if (promotion.fixedAmount !== null) return promotion.fixedAmount;
  const bonus = (amount * BigInt(promotion.percentBp ?? 0)) / 10_000n;
  return promotion.maxBonus !== null && bonus > promotion.maxBonus ? promotion.maxBonus : bonus;
}

/** Whether a deposit of `amount` may choose this promotion now. */
export function depositPromotionOpen(promotion: PromotionRow, amount: bigint | undefined, approvedDeposits: number, now: Date): boolean {
  return (
    promotion.enabled &&
    promotion.stoppedAt === null &&
    !budgetExhausted(promotion) &&
    promotion.type === 'DEPOSIT' &&
    promotion.startsAt <= now &&
    now < promotion.endsAt &&
    (promotion.eligibility !== 'FIRST_DEPOSIT' || approvedDeposits === 0) &&
    (amount === undefined || promotion.minDeposit === null || amount >= promotion.minDeposit)
  );
}

/** A promotion a member may join now: enabled, not stopped, started, not ended, with budget left. */
function openPromotion(promotion: PromotionRow | undefined, now: Date): PromotionRow {
  if (!promotion || !promotion.enabled) throw rewardErrors.notFound();
  if (promotion.stoppedAt) throw budgetErrors.stopped();
  if (now < promotion.startsAt) throw rewardErrors.notStarted();
  if (now >= promotion.endsAt || raffleClosed(promotion, now)) throw rewardErrors.closed();
  if (budgetExhausted(promotion)) throw budgetErrors.exhausted();
  return promotion;
}

// --- Joining (MCSFE_signUpPromotionJoin) --------------------------------------------------------

export interface JoinRequest {
  memberId: number;
  trial: boolean;
  promotionId: string;
  remark?: string;
  images?: string[];
}

/**
 * Checks everything a join needs, images re-encoded included, before writing anything; then one
 * transaction writes the images and the claim. An application (apply-required) waits for an
 * operator (A); a raffle (LUCKYBET) signs up (S); any other promotion issues its fixed reward (I),
 * claimable for claimDays. Deposit promotions are joined in the deposit form, promo codes by code.
 */
export async function prepareJoin(ex: Executor, request: JoinRequest, now = new Date()) {
  if (request.trial) throw rewardErrors.trial();
  const remark = request.remark?.trim() ?? '';
  if ([...remark].length > APPLICATION_REMARK_MAX) throw rewardErrors.remarkTooLong();
  const promotion = openPromotion(await findPromotion(ex, request.promotionId), now);
  if (promotion.type === 'DEPOSIT' || promotion.type === 'PROMOCODE' || promotion.autoGrant) throw rewardErrors.forbidden();
  const images = promotion.applyRequired ? await reencodeApplicationImages(request.images ?? []) : [];
  if (!promotion.applyRequired && request.images?.length) throw rewardErrors.forbidden();
  return { promotion, remark, images };
}

export async function writeJoin(ex: Executor, memberId: number, prepared: Awaited<ReturnType<typeof prepareJoin>>, now = new Date()): Promise<ClaimRow> {
  const { promotion, remark, images } = prepared;
  if (promotion.type === 'LUCKYBET') {
    // Shares the promotion's row with other sign-ups; a draw (which updates the row) waits for this
    // sign-up to commit and counts it, or this one waits for the draw and is refused.
    const [current] = await ex.select({ drawAt: promotions.drawAt, drawnAt: promotions.drawnAt }).from(promotions).where(eq(promotions.id, promotion.id)).for('share');
    if (!current || raffleClosed(current, now)) throw rewardErrors.closed();
  }
  // An application is the operator's decision; anything paid without one waits for a real deposit.
  if (!promotion.applyRequired) await assertRewardsUnlocked(ex, memberId);
  const imageIds: number[] = [];
  for (const image of images) imageIds.push(await insertCashierImage(ex, memberId, image.contentType, image.bytes));
  const instant = !promotion.applyRequired && promotion.type !== 'LUCKYBET';
  const bonus = instant ? (promotion.fixedAmount ?? 0n) : 0n;
  const claim = await insertClaim(ex, {
    claimId: newClaimId(now),
    promotionId: promotion.id,
    memberId,
    reference: 'once',
    state: promotion.applyRequired ? 'A' : promotion.type === 'LUCKYBET' ? 'S' : 'I',
    bonus,
    turnoverRequired: bonus * BigInt(promotion.turnoverMultiple),
    remark: remark || null,
    imageIds,
    expiresAt: instant ? new Date(now.getTime() + promotion.claimDays * DAY_MS) : null,
    createdAt: now,
    updatedAt: now,
  });
  if (!claim) throw rewardErrors.joined();
  return claim;
}

// --- Money: crediting a reward --------------------------------------------------------------

/**
 * The one journal entry of a reward and its turnover requirement; the claim row says how much. The
 * promotion is charged first, in the same transaction (promotion-budget.ts): a stopped promotion or
 * one whose budget cannot pay this reward refuses it, and the caller's transaction moves nothing.
 */
export async function creditClaim(writer: LedgerWriter, claim: ClaimRow, actor: string): Promise<bigint> {
  if (claim.bonus <= 0n) return 0n;
  await chargeOrRefuse(writer.tx, claim.promotionId, claim.bonus);
  return postReward(writer, claim, actor);
}

/**
 * creditClaim for a credit nobody waits on (a deposit bonus, an automatic reward, a raffle prize):
 * a claim its promotion cannot pay (stopped, budget used up) is withdrawn in the same transaction
 * (never seen by anyone) and the answer says why; the caller's transaction goes on.
 */
export async function creditClaimIfFunded(writer: LedgerWriter, claim: ClaimRow, actor: string): Promise<'paid' | 'exhausted' | 'stopped'> {
  if (claim.bonus <= 0n) return 'paid';
  const charge = await chargePromotion(writer.tx, claim.promotionId, claim.bonus);
  if (charge !== 'charged') return charge;
  await postReward(writer, claim, actor);
  return 'paid';
}

async function postReward(writer: LedgerWriter, claim: ClaimRow, actor: string): Promise<bigint> {
  const posted = await writer.post({
    key: `promotion:${claim.claimId}`,
    kind: 'promotion',
    memberId: claim.memberId,
    reference: claim.claimId,
    actor,
    postings: [
      { account: ledgerAccount.houseBonusExpense, amount: -claim.bonus, txType: 'dividend' },
      { account: ledgerAccount.main(claim.memberId), amount: claim.bonus, txType: 'dividend' },
    ],
  });
  if (claim.turnoverRequired > 0n) {
    await writer.tx
      .insert(turnoverRequirements)
      .values({ memberId: claim.memberId, source: 'promotion', reference: claim.claimId, required: claim.turnoverRequired })
      .onConflictDoNothing();
  }
  return posted.balances.get(ledgerAccount.main(claim.memberId)) ?? 0n;
}

/**
 * MCSFE_claimIssuedPromotion / PROMOFE_claimTicket / MCSFE_claimRafflePromotion: issued → claimed
 * by compare-and-set (of fifty at once one moves it), then the credit, in the command's transaction.
 */
export async function claimIssuedReward(writer: LedgerWriter, memberId: number, claimId: string, now = new Date(), onlyType?: PromotionType) {
  const found = await findMemberClaim(writer.tx, memberId, claimId);
  if (!found || (onlyType && found.promotion.type !== onlyType)) throw rewardErrors.claimNotFound();
  const { claim, promotion } = found;
  if (claim.state === 'I' && claim.expiresAt && claim.expiresAt <= now) throw rewardErrors.claimExpired();
  if (claim.state !== 'I') throw rewardErrors.claimState();
  if (claim.decidedBy !== 'operator') await assertRewardsUnlocked(writer.tx, memberId);
  const moved = await transitionClaim(writer.tx, claim, 'C', { claimedAt: now });
  if (!moved) throw rewardErrors.claimState();
  const balance = await creditClaim(writer, moved, `member:${memberId}`);
  return { claim: claimView(moved, promotion, undefined, now), balance: fromMinor(balance) };
}

/** PROMOFE_claimPromoCode: the code's promotion, once per member, credited at once. */
export async function claimPromoCode(writer: LedgerWriter, memberId: number, code: string, now = new Date()) {
  const promotion = await findPromotionByCode(writer.tx, code.trim().toUpperCase());
  if (!promotion || !promotion.enabled) throw rewardErrors.promoCode();
  openPromotion(promotion, now);
  await assertRewardsUnlocked(writer.tx, memberId);
  const bonus = promotion.fixedAmount ?? 0n;
  const claim = await insertClaim(writer.tx, {
    claimId: newClaimId(now),
    promotionId: promotion.id,
    memberId,
    reference: 'once',
    state: 'C',
    bonus,
    turnoverRequired: bonus * BigInt(promotion.turnoverMultiple),
    claimedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  if (!claim) throw rewardErrors.joined();
  const balance = await creditClaim(writer, claim, `member:${memberId}`);
  return { claim: claimView(claim, promotion, undefined, now), balance: fromMinor(balance) };
}

/** Namespace of the per-member first-deposit advisory lock (pg_advisory_xact_lock(namespace, memberId)). */
const FIRST_DEPOSIT_LOCK = 7_213;
/** The claim reference of a first-deposit bonus: one per member (index promotion_claims_first_deposit_key). */
export const FIRST_DEPOSIT_REFERENCE = 'first-deposit';

/**
 * The deposit bonus, when an approved deposit chose a promotion: its own claim and its own ledger
 * entry, beside the deposit's. The deposit stands either way; the answer says what became of the
 * bonus (recorded on the order). A promotion no longer open or not met by the amount is `closed`.
 *
 * A first-deposit promotion is decided HERE, at approval, not when the order was made: several
 * orders made before the first was paid all chose it. Under a per-member advisory lock (concurrent
 * approvals of one member's orders take turns), the bonus is paid only when no other deposit of the
 * member is approved; its claim reference `first-deposit` is unique per member in the database, so
 * a second claim, however it got there, pays nothing (`already_claimed`).
 */
export async function creditDepositBonus(
  writer: LedgerWriter,
  order: { depositId: string; memberId: number; amount: bigint; promotionId: string | null; createdAt: Date },
  actor: string,
  now = new Date(),
): Promise<DepositBonusOutcome | null> {
  if (!order.promotionId) return null;
  const promotion = await findPromotion(writer.tx, order.promotionId);
  // The period is judged at the time the member chose it (the order's creation), not at approval.
  if (!promotion || promotion.type !== 'DEPOSIT' || !promotion.enabled || promotion.stoppedAt || order.createdAt < promotion.startsAt || order.createdAt >= promotion.endsAt) return 'closed';
  const bonus = depositBonus(promotion, order.amount);
  if (bonus <= 0n) return 'closed';
  const firstDeposit = promotion.eligibility === 'FIRST_DEPOSIT';
  if (firstDeposit) {
    await writer.tx.execute(sql`select pg_advisory_xact_lock(${FIRST_DEPOSIT_LOCK}, ${order.memberId})`);
    // READ COMMITTED: this statement sees every approval committed before the lock was granted.
    if (await hasOtherApprovedDeposit(writer.tx, order.memberId, order.depositId)) return 'already_claimed';
  }
  const claim = await insertClaim(writer.tx, {
    claimId: newClaimId(now),
    promotionId: promotion.id,
    memberId: order.memberId,
    reference: firstDeposit ? FIRST_DEPOSIT_REFERENCE : order.depositId,
    state: 'C',
    bonus,
    turnoverRequired: bonus * BigInt(promotion.turnoverMultiple),
    decidedBy: 'auto',
    decisionRemark: actor,
    claimedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  if (!claim) return 'already_claimed';
  // Stopped or its budget used up meanwhile: the deposit stands, its bonus is closed.
  if ((await creditClaimIfFunded(writer, claim, actor)) !== 'paid') {
    await deleteClaim(writer.tx, claim.id);
    return 'closed';
  }
  return 'paid';
}

// --- Operators ------------------------------------------------------------------------------

/**
 * Staff issue no reward under a stopped promotion, nor one its budget cannot pay now. This is the
 * staff member's clear answer; what holds is the charge when the member claims it.
 */
function assertMayIssue(promotion: PromotionRow, bonus: bigint): void {
  if (promotion.stoppedAt) throw budgetErrors.stopped();
  if (budgetExhausted(promotion, bonus)) throw budgetErrors.exhausted();
}

/** approveClaimStatus: an application (A) approved issues its reward (I), or is rejected (R). */
export async function decideApplication(
  ex: Executor,
  claimId: string,
  decision: { action: 'approve' | 'reject'; amount?: bigint; remark?: string },
  now = new Date(),
) {
  const found = await findClaim(ex, claimId);
  if (!found) throw rewardErrors.claimNotFound();
  const { claim, promotion } = found;
  if (claim.state !== 'A' && !(claim.state === 'S' && decision.action === 'approve')) throw rewardErrors.claimState();
  if (decision.action === 'reject') {
    const moved = await transitionClaim(ex, claim, 'R', { decidedBy: 'operator', decisionRemark: decision.remark ?? null });
    if (!moved) throw rewardErrors.claimState();
    return claimView(moved, promotion, undefined, now);
  }
  const bonus = decision.amount ?? promotion.fixedAmount ?? 0n;
  if (bonus <= 0n) throw new ApiError(400, 'amount_invalid', 'An amount is needed for this promotion');
  assertMayIssue(promotion, bonus);
  const moved = await transitionClaim(ex, claim, 'I', {
    bonus,
    turnoverRequired: bonus * BigInt(promotion.turnoverMultiple),
    decidedBy: 'operator',
    decisionRemark: decision.remark ?? null,
    expiresAt: new Date(now.getTime() + promotion.claimDays * DAY_MS),
  });
  if (!moved) throw rewardErrors.claimState();
  return claimView(moved, promotion, undefined, now);
}

/** mcs-manual-promotion-addManualPromotionClaim: issue a reward to a member (state I), claimable for claimDays. */
export async function issueReward(ex: Executor, promotion: PromotionRow, memberId: number, amount: bigint | undefined, remark: string | undefined, now = new Date()) {
  const bonus = amount ?? promotion.fixedAmount ?? 0n;
  if (bonus <= 0n) throw new ApiError(400, 'amount_invalid', 'An amount is needed for this promotion');
  assertMayIssue(promotion, bonus);
  const claim = await insertClaim(ex, {
    claimId: newClaimId(now),
    promotionId: promotion.id,
    memberId,
    reference: `manual:${newClaimId(now)}`,
    state: 'I',
    bonus,
    turnoverRequired: bonus * BigInt(promotion.turnoverMultiple),
    decidedBy: 'operator',
    decisionRemark: remark ?? null,
    expiresAt: new Date(now.getTime() + promotion.claimDays * DAY_MS),
    createdAt: now,
    updatedAt: now,
  });
  if (!claim) throw rewardErrors.joined();
  return claimView(claim, promotion, undefined, now);
}
