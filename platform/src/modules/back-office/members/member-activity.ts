// What a member did, for the member 360 view (back-office.md "Player 360": transactions, game
// rounds, bonuses with wagering progress, limits and exclusions, devices): the latest of each,
// newest first, money as decimal strings from integer minor units. Read only: nothing here lifts
// a responsible-gaming limit or break (spec: irreversible by staff).
import { desc, eq, sql } from 'drizzle-orm';
import { fromMinor } from '../../../../../contract/money';
import type { Executor } from '../../../core/database/client';
import { accountIdOf, recentRounds } from '../../cashier';
import { rowsOf } from '../../../core/database/rows-of';
import { knownDevices } from '../../accounts';
import { promotionClaims, promotions } from '../../rewards';
import { ledgerAccount } from '../../ledger';
import { rgStatusOf } from '../../responsible-gaming';

/** Rows of each list the overview carries. */
export const ACTIVITY_ROWS = 20;

const iso = (value: Date | string) => new Date(value).toISOString();

/** The latest postings on the member's main wallet, with the entry's kind, actor and remark. */
export async function recentLedger(ex: Executor, memberId: number, limit = ACTIVITY_ROWS) {
  const accountId = await accountIdOf(ex, ledgerAccount.main(memberId));
  if (accountId === undefined) return [];
  const rows = rowsOf<{ id: string; tx_type: string; amount: string; balance_after: string | null; created_at: Date | string; kind: string; actor: string | null; remark: string | null }>(
    await ex.execute(sql`
      select p.id::text, p.tx_type, p.amount::text, p.balance_after::text, p.created_at, e.kind, e.actor, e.remark
      from (select * from postings where account_id = ${accountId} order by created_at desc, id desc limit ${limit}) p
      join journal_entries e on e.id = p.entry_id
      order by p.created_at desc, p.id desc`),
  );
  return rows.map((row) => ({
    id: row.id,
    at: iso(row.created_at),
    txType: row.tx_type,
    kind: row.kind,
    amount: fromMinor(BigInt(row.amount)),
    balanceAfter: row.balance_after === null ? null : fromMinor(BigInt(row.balance_after)),
    actor: row.actor,
    remark: row.remark,
  }));
}

/** The latest rounds of every game type (spins, lottery, table and event-board bets). */
export async function roundsOf(ex: Executor, memberId: number, limit = ACTIVITY_ROWS) {
  return (await recentRounds(ex, memberId, limit)).map((row) => ({
    id: row.id,
    at: iso(row.created_at),
    game: row.display_name,
    vendor: row.vendor_code,
    gameType: row.game_type,
    bet: fromMinor(BigInt(row.bet)),
    win: fromMinor(BigInt(row.win)),
  }));
}

/** The member's promotion claims: which promotion, its state, the bonus and the turnover it asks. */
export async function bonusesOf(ex: Executor, memberId: number, limit = ACTIVITY_ROWS) {
  const rows = await ex
    .select({ claim: promotionClaims, promotionId: promotions.promotionId, type: promotions.type, title: promotions.title })
    .from(promotionClaims)
    .innerJoin(promotions, eq(promotions.id, promotionClaims.promotionId))
    .where(eq(promotionClaims.memberId, memberId))
    .orderBy(desc(promotionClaims.id))
    .limit(limit);
  return rows.map(({ claim, promotionId, type, title }) => ({
    claimId: claim.claimId,
    promotionId,
    type,
    title,
    state: claim.state,
    bonus: fromMinor(claim.bonus),
    turnoverRequired: fromMinor(claim.turnoverRequired),
    createdAt: claim.createdAt.toISOString(),
    claimedAt: claim.claimedAt?.toISOString() ?? null,
    expiresAt: claim.expiresAt?.toISOString() ?? null,
  }));
}

/** Limits in force (and raises waiting out their cooling period), the reality check, a break or exclusion. */
export async function responsibleGamingOf(ex: Executor, memberId: number, now = new Date()) {
  const status = await rgStatusOf(ex, memberId, { startedAt: now }, now);
  return { limits: status.limits, realityCheckMinutes: status.realityCheckMinutes, exclusion: status.exclusion };
}

/** Browsers that logged in to the account: only a short prefix of the device id's hash is shown. */
export async function devicesOf(ex: Executor, memberId: number, limit = ACTIVITY_ROWS) {
  const rows = await ex.select().from(knownDevices).where(eq(knownDevices.memberId, memberId)).orderBy(desc(knownDevices.lastLoginAt)).limit(limit);
  return rows.map((row) => ({ device: row.deviceHash.slice(0, 12), firstLoginAt: row.firstLoginAt.toISOString(), lastLoginAt: row.lastLoginAt.toISOString() }));
}
