// Rewards paid without joining (money-and-agents §4 REGISTER and LOGIN promotion types): a REGISTER
// promotion with auto_grant pays once when the member registers; a LOGIN one pays at the member's
// first login of each site day. Both run inside the login's own transaction (startSession), so the
// session and its reward commit together. Each payment is a claim (reference `once` or
// `login:<day>`; the unique participation key makes two simultaneous logins pay once) and its one
// ledger entry `promotion:<claimId>` with the promotion's turnover requirement (creditClaim).
// Trial accounts, members in a cool-off or self-exclusion, and accounts an agent opened that have no
// approved deposit yet (agent-opened-accounts.ts) get nothing.
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { isTrialType } from '../../../../../contract/member-types';
import type { Executor } from '../../../core/database/client';
import { LedgerWriter } from '../../ledger';
import { deleteClaim, insertClaim, type ClaimRow, type PromotionRow } from '../queries/promotions';
import { exclusionInForce } from '../../responsible-gaming';
import { promotions } from '../schema-rewards';
import { rewardsLocked } from '../../agents';
import { creditClaimIfFunded, newClaimId } from './rewards';
import { localDayOf } from '../../agents';

export type SessionEvent = 'register' | 'login';

/** The participation key of an automatic reward: once for REGISTER, per site day for LOGIN. */
export function autoRewardReference(type: string, now: Date): string {
  return type === 'REGISTER' ? 'once' : `login:${localDayOf(now).day}`;
}

/** The promotion types a session event pays: a registration is also the day's first login. */
export function autoRewardTypes(event: SessionEvent): string[] {
  return event === 'register' ? ['REGISTER', 'LOGIN'] : ['LOGIN'];
}

async function openAutoPromotions(ex: Executor, event: SessionEvent, now: Date): Promise<PromotionRow[]> {
  return ex
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.enabled, true),
        eq(promotions.autoGrant, true),
        isNull(promotions.stoppedAt),
        inArray(promotions.type, autoRewardTypes(event)),
        lte(promotions.startsAt, now),
        gt(promotions.endsAt, now),
      ),
    )
    .orderBy(promotions.id);
}

/** Pays the automatic rewards due at this registration or login; returns the claims it credited. */
export async function grantSessionRewards(ex: Executor, member: { id: number; type: number }, event: SessionEvent, now: Date): Promise<ClaimRow[]> {
  if (isTrialType(member.type)) return [];
  const due = await openAutoPromotions(ex, event, now);
  if (due.length === 0 || (await exclusionInForce(ex, member.id, now)) || (await rewardsLocked(ex, member.id))) return [];
  const writer = new LedgerWriter(ex);
  const paid: ClaimRow[] = [];
  for (const promotion of due) {
    const bonus = promotion.fixedAmount ?? 0n;
    if (bonus <= 0n) continue;
    const claim = await insertClaim(ex, {
      claimId: newClaimId(now),
      promotionId: promotion.id,
      memberId: member.id,
      reference: autoRewardReference(promotion.type, now),
      state: 'C',
      bonus,
      turnoverRequired: bonus * BigInt(promotion.turnoverMultiple),
      decidedBy: 'auto',
      decisionRemark: event,
      claimedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    if (!claim) continue;
    // A stopped promotion or a used-up budget pays nothing; the login goes on.
    if ((await creditClaimIfFunded(writer, claim, `auto:${event}`)) !== 'paid') {
      await deleteClaim(ex, claim.id);
      continue;
    }
    paid.push(claim);
  }
  return paid;
}
