// Responsible gaming in the money path (issue 17). Each check runs inside the money command's own
// transaction, after locking the member's responsible-gaming row, so that two of the member's
// commands are checked one after the other and can never both fit under a limit that only one
// fits under. A member who never used responsible gaming has no row: nothing to lock or check.
//
// For the engineers of bonus claims (promotions, rebates, mall) and marketing sends:
// - `assertMayReceiveBonus(tx, memberId)` in the claim's transaction refuses (403 rg_excluded,
//   value { kind, endsAt }) while a cool-off or self-exclusion is in force;
// - `excludedFromMarketing(ex, memberIds)` answers which of the members must not be sent marketing,
//   and `MARKETING_EXCLUDED_SQL` is the same as an SQL condition on a member id column.
import { fromMinor } from '../../../../../contract/money';
import { LIMIT_PERIODS, type LimitKind, type LimitPeriod, type LimitView, type RgStatus } from '../../../../../contract/responsible-gaming';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../core/database/client';
import {
  depositsSince,
  exclusionInForce,
  latestLoginAt,
  lockRgMember,
  playSince,
  readLimits,
  readRgMember,
  type ExclusionRow,
  type LimitRow,
} from '../queries/responsible-gaming';
import { rowsOf } from '../../../core/database/rows-of';
import { limitInForce, pendingChange, periodBounds, rgErrors } from './responsible-gaming';
import { assertNotBlocked } from '../../accounts';

const kindOfExclusion = (row: ExclusionRow) => (row.kind === 'cool_off' ? 'coolOff' : 'selfExclusion') as 'coolOff' | 'selfExclusion';

function refuseExclusion(row: ExclusionRow | undefined): void {
  if (row) throw rgErrors.excluded(kindOfExclusion(row), row.endsAt);
}

/** The money limits of `kind` in force at `now`, by period. */
function limitsInForce(rows: LimitRow[], kind: LimitKind, now: Date): { period: LimitPeriod; limit: bigint }[] {
  return rows.flatMap((row) => {
    if (row.kind !== kind || !(LIMIT_PERIODS as readonly string[]).includes(row.period)) return [];
    const limit = limitInForce(row, now);
    return limit === null ? [] : [{ period: row.period as LimitPeriod, limit }];
  });
}

/** In the deposit order's transaction: refused when excluded, or when the order would take a period over the deposit limit. */
export async function assertMayDeposit(tx: Executor, memberId: number, amount: bigint, now = new Date()): Promise<void> {
  if (!(await lockRgMember(tx, memberId))) return;
  refuseExclusion(await exclusionInForce(tx, memberId, now));
  for (const { period, limit } of limitsInForce(await readLimits(tx, memberId), 'deposit', now)) {
    const used = await depositsSince(tx, memberId, periodBounds(period, now).start);
    if (used + amount > limit) throw rgErrors.limit('deposit', period, limit, limit - used);
  }
}

/**
 * Before a round stakes `stake` (0 for a launch): refused when excluded, past the session time
 * limit, or when the stake could take a period's wagers or losses over its limit (the round may
 * lose all of it). The caller holds the member's row lock until the round is posted.
 */
export async function assertMayPlay(tx: Executor, memberId: number, stake: bigint, now = new Date()): Promise<void> {
  // The staff's bet block (modules/back-office/members) applies on the same path as the member's own limits.
  await assertNotBlocked(tx, memberId, 'bet');
  if (!(await lockRgMember(tx, memberId))) return;
  refuseExclusion(await exclusionInForce(tx, memberId, now));
  const rows = await readLimits(tx, memberId);
  const session = rows.find((row) => row.kind === 'session');
  const minutes = session ? limitInForce(session, now) : null;
  if (minutes !== null) {
    const since = await latestLoginAt(tx, memberId);
    if (since && now.getTime() - since.getTime() >= Number(minutes) * 60_000) throw rgErrors.session(Number(minutes));
  }
  for (const kind of ['wager', 'loss'] as const) {
    for (const { period, limit } of limitsInForce(rows, kind, now)) {
      const play = await playSince(tx, memberId, periodBounds(period, now).start);
      const used = kind === 'wager' ? play.stakes : play.stakes - play.wins;
      if (used + stake > limit) throw rgErrors.limit(kind, period, limit, limit - used);
    }
  }
}

/** Refused (403 rg_excluded) while a cool-off or self-exclusion is in force. */
export async function assertNotExcluded(ex: Executor, memberId: number, now = new Date()): Promise<void> {
  refuseExclusion(await exclusionInForce(ex, memberId, now));
}

/** For bonus claims: refused while a cool-off or self-exclusion is in force. Call it in the claim's transaction. */
export const assertMayReceiveBonus = assertNotExcluded;

/** An SQL condition on a member id column: true while that member is in a cool-off or self-exclusion (skip it for marketing). */
export const MARKETING_EXCLUDED_SQL = (memberIdColumn: string) =>
  sql.raw(`exists (select 1 from rg_exclusions x where x.member_id = ${memberIdColumn} and x.starts_at <= now() and (x.ends_at is null or x.ends_at > now()))`);

/** Which of `memberIds` are in a cool-off or self-exclusion now (marketing messages skip them). */
export async function excludedFromMarketing(ex: Executor, memberIds: number[], now = new Date()): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = rowsOf<{ member_id: number }>(
    await ex.execute(sql`
      select distinct member_id from rg_exclusions
      where member_id in (${sql.join(memberIds.map((id) => sql`${id}`), sql`, `)})
        and starts_at <= ${now.toISOString()}::timestamptz and (ends_at is null or ends_at > ${now.toISOString()}::timestamptz)`),
  );
  return new Set(rows.map((row) => Number(row.member_id)));
}

/** The member's view: every limit with what is used and left this period, the reality check, an exclusion in force, this session. */
export async function rgStatusOf(ex: Executor, memberId: number, session: { startedAt: Date }, now = new Date()): Promise<RgStatus> {
  const [member, rows, exclusion, play] = [
    await readRgMember(ex, memberId),
    await readLimits(ex, memberId),
    await exclusionInForce(ex, memberId, now),
    await playSince(ex, memberId, session.startedAt),
  ];
  const limits: LimitView[] = [];
  for (const row of rows) {
    const current = limitInForce(row, now);
    const pending = pendingChange(row, now);
    if (current === null && !pending) continue;
    if (row.kind === 'session') {
      limits.push({
        kind: 'session',
        period: 'session',
        current: current === null ? null : String(current),
        pending: pending && { amount: pending.amount === null ? null : String(pending.amount), effectiveAt: pending.effectiveAt.toISOString() },
        used: null,
        remaining: null,
        periodEndsAt: null,
      });
      continue;
    }
    const period = row.period as LimitPeriod;
    const bounds = periodBounds(period, now);
    let used = 0n;
    if (row.kind === 'deposit') used = await depositsSince(ex, memberId, bounds.start);
    else {
      const since = await playSince(ex, memberId, bounds.start);
      used = row.kind === 'wager' ? since.stakes : since.stakes - since.wins;
    }
    const shown = used < 0n ? 0n : used;
    limits.push({
      kind: row.kind as LimitKind,
      period,
      current: current === null ? null : fromMinor(current),
      pending: pending && { amount: pending.amount === null ? null : fromMinor(pending.amount), effectiveAt: pending.effectiveAt.toISOString() },
      used: fromMinor(shown),
      remaining: current === null ? null : fromMinor(current > shown ? current - shown : 0n),
      periodEndsAt: bounds.end.toISOString(),
    });
  }
  const order = (l: LimitView) => ['deposit', 'loss', 'wager', 'session'].indexOf(l.kind) * 10 + ['day', 'week', 'month', 'session'].indexOf(l.period);
  limits.sort((a, b) => order(a) - order(b));
  return {
    limits,
    realityCheckMinutes: member?.realityCheckMinutes ?? null,
    exclusion: exclusion ? { kind: kindOfExclusion(exclusion), startedAt: exclusion.startsAt.toISOString(), endsAt: exclusion.endsAt?.toISOString() ?? null } : null,
    session: { startedAt: session.startedAt.toISOString(), net: fromMinor(play.wins - play.stakes), rounds: play.rounds },
  };
}

