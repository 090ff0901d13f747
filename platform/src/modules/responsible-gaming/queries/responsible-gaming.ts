// SQL of responsible gaming: the per-member row every check locks, limits, exclusions, and the
// period sums the limits are checked against (deposit orders, rounds).
import { and, eq, sql } from 'drizzle-orm';
import { DEPOSIT_STATE, WITHDRAWAL_STATE } from '../../../../../contract/cashier-states';
import type { StoredLimit } from '../rules/responsible-gaming';
import type { Executor } from '../../../core/database/client';
import { rowsOf } from '../../../core/database/rows-of';
import { rgExclusions, rgLimits, rgMembers } from '../schema';

export interface LimitRow extends StoredLimit {
  kind: string;
  period: string;
}

export interface ExclusionRow {
  kind: 'cool_off' | 'self_exclusion';
  startsAt: Date;
  endsAt: Date | null;
}

/**
 * Locks the member's responsible-gaming row for the rest of the transaction (false when the member
 * never used responsible gaming: then nothing limits it). Deposits, guarded rounds and setting
 * changes of one member thus run one at a time.
 */
export async function lockRgMember(ex: Executor, memberId: number): Promise<boolean> {
  const rows = rowsOf(await ex.execute(sql`select member_id from rg_members where member_id = ${memberId} for update`));
  return rows.length > 0;
}

/** Creates the member's row when missing, then locks it. */
export async function ensureRgMember(ex: Executor, memberId: number): Promise<void> {
  await ex.insert(rgMembers).values({ memberId }).onConflictDoNothing();
  await lockRgMember(ex, memberId);
}

export async function readRgMember(ex: Executor, memberId: number) {
  const [row] = await ex.select().from(rgMembers).where(eq(rgMembers.memberId, memberId));
  return row;
}

export async function setRealityCheck(ex: Executor, memberId: number, minutes: number | null, now: Date): Promise<void> {
  await ex.update(rgMembers).set({ realityCheckMinutes: minutes, updatedAt: now }).where(eq(rgMembers.memberId, memberId));
}

export async function readLimits(ex: Executor, memberId: number): Promise<LimitRow[]> {
  return ex
    .select({ kind: rgLimits.kind, period: rgLimits.period, amount: rgLimits.amount, pendingAmount: rgLimits.pendingAmount, pendingFrom: rgLimits.pendingFrom })
    .from(rgLimits)
    .where(eq(rgLimits.memberId, memberId));
}

export async function saveLimit(ex: Executor, memberId: number, kind: string, period: string, limit: StoredLimit, now: Date): Promise<void> {
  const values = { amount: limit.amount, pendingAmount: limit.pendingAmount, pendingFrom: limit.pendingFrom, updatedAt: now };
  if (limit.amount === null && limit.pendingFrom === null) {
    await ex.delete(rgLimits).where(and(eq(rgLimits.memberId, memberId), eq(rgLimits.kind, kind), eq(rgLimits.period, period)));
    return;
  }
  await ex
    .insert(rgLimits)
    .values({ memberId, kind, period, ...values })
    .onConflictDoUpdate({ target: [rgLimits.memberId, rgLimits.kind, rgLimits.period], set: values });
}

/** The exclusion in force at `now` that ends last (a permanent one first). */
export async function exclusionInForce(ex: Executor, memberId: number, now: Date): Promise<ExclusionRow | undefined> {
  const [row] = rowsOf<{ kind: ExclusionRow['kind']; starts_at: string | Date; ends_at: string | Date | null }>(
    await ex.execute(sql`
      select kind, starts_at, ends_at from rg_exclusions
      where member_id = ${memberId} and starts_at <= ${now.toISOString()}::timestamptz and (ends_at is null or ends_at > ${now.toISOString()}::timestamptz)
      order by ends_at desc nulls first limit 1`),
  );
  return row && { kind: row.kind, startsAt: new Date(row.starts_at), endsAt: row.ends_at === null ? null : new Date(row.ends_at) };
}

export async function insertExclusion(ex: Executor, memberId: number, exclusion: ExclusionRow): Promise<void> {
  await ex.insert(rgExclusions).values({ memberId, ...exclusion });
}

/**
 * An SQL condition true when the member's play must take the locked path (a loss, wager or
 * session limit, an exclusion in force, or the staff's bet block): the spin statement's fast path runs only when it is
 * false. `member` is the statement's placeholder for the member id.
 */
export function playGuardedCondition(member: string): string {
  return `(exists (select 1 from rg_limits where member_id = ${member}::int and kind <> 'deposit' and (amount is not null or pending_amount is not null))
    or exists (select 1 from rg_exclusions where member_id = ${member}::int and starts_at <= now() and (ends_at is null or ends_at > now()))
    or exists (select 1 from member_blocks where member_id = ${member}::int and bet))`;
}

const counted = [DEPOSIT_STATE.new, DEPOSIT_STATE.pending, DEPOSIT_STATE.approved];

/** What counts against a deposit limit since `since`: orders made since then that are new, pending or approved. */
export async function depositsSince(ex: Executor, memberId: number, since: Date): Promise<bigint> {
  const [row] = rowsOf<{ total: string | null }>(
    await ex.execute(sql`
      select coalesce(sum(amount), 0)::text as total from deposit_orders
      where member_id = ${memberId} and created_at >= ${since.toISOString()}::timestamptz and state in (${sql.join(counted.map((s) => sql`${s}`), sql`, `)})`),
  );
  return BigInt(row.total ?? '0');
}

/** Stakes and wins of the member's rounds since `since`, in minor units. */
export async function playSince(ex: Executor, memberId: number, since: Date): Promise<{ stakes: bigint; wins: bigint; rounds: number }> {
  const [row] = rowsOf<{ stakes: string; wins: string; rounds: number | string }>(
    await ex.execute(sql`
      select (coalesce(sum(bet), 0) * 100)::bigint::text as stakes, (coalesce(sum(win), 0) * 100)::bigint::text as wins, count(*) as rounds
      from game_rounds where member_id = ${memberId} and created_at >= ${since.toISOString()}::timestamptz`),
  );
  return { stakes: BigInt(row.stakes), wins: BigInt(row.wins), rounds: Number(row.rounds) };
}

/** When the member last logged in (the session the session-time limit counts from). */
export async function latestLoginAt(ex: Executor, memberId: number): Promise<Date | undefined> {
  const [row] = rowsOf<{ at: string | Date | null }>(await ex.execute(sql`select max(created_at) as at from sessions where member_id = ${memberId}`));
  return row?.at ? new Date(row.at) : undefined;
}

export async function sessionStartedAt(ex: Executor, tokenHash: string): Promise<Date | undefined> {
  const [row] = rowsOf<{ at: string | Date }>(await ex.execute(sql`select created_at as at from sessions where token_hash = ${tokenHash}`));
  return row ? new Date(row.at) : undefined;
}

export interface StatementDay {
  day: string;
  deposits: bigint;
  withdrawals: bigint;
  stakes: bigint;
  wins: bigint;
  rounds: number;
  minutesPlayed: number;
}

/**
 * The member's activity per Bangkok day in [start, end): approved deposits (credited amount, by
 * approval time), successful withdrawals (by completion time), stakes, wins and rounds, and time
 * played (each game session's first to last round of the day, at least a minute).
 */
export async function activityByDay(ex: Executor, memberId: number, start: Date, end: Date, timeZone: string): Promise<StatementDay[]> {
  const from = start.toISOString();
  const to = end.toISOString();
  const rows = rowsOf<{ day: string; deposits: string; withdrawals: string; stakes: string; wins: string; rounds: string | number; minutes: string | number }>(
    await ex.execute(sql`
      with d as (
        select to_char(updated_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, sum(amount - fee) as deposits
        from deposit_orders where member_id = ${memberId} and state = ${DEPOSIT_STATE.approved} and updated_at >= ${from}::timestamptz and updated_at < ${to}::timestamptz
        group by 1),
      w as (
        select to_char(updated_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, sum(amount) as withdrawals
        from withdrawal_orders where member_id = ${memberId} and state = ${WITHDRAWAL_STATE.success} and updated_at >= ${from}::timestamptz and updated_at < ${to}::timestamptz
        group by 1),
      s as (
        select to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, session_id,
          sum(bet) as stakes, sum(win) as wins, count(*) as rounds,
          greatest(1, ceil(extract(epoch from max(created_at) - min(created_at)) / 60)) as minutes
        from game_rounds where member_id = ${memberId} and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz
        group by 1, 2),
      g as (
        select day, (sum(stakes) * 100)::bigint as stakes, (sum(wins) * 100)::bigint as wins, sum(rounds) as rounds, sum(minutes) as minutes from s group by day),
      days as (select day from d union select day from w union select day from g)
      select days.day, coalesce(d.deposits, 0)::text as deposits, coalesce(w.withdrawals, 0)::text as withdrawals,
        coalesce(g.stakes, 0)::text as stakes, coalesce(g.wins, 0)::text as wins, coalesce(g.rounds, 0) as rounds, coalesce(g.minutes, 0) as minutes
      from days left join d using (day) left join w using (day) left join g using (day)
      order by days.day`),
  );
  return rows.map((r) => ({
    day: r.day,
    deposits: BigInt(r.deposits),
    withdrawals: BigInt(r.withdrawals),
    stakes: BigInt(r.stakes),
    wins: BigInt(r.wins),
    rounds: Number(r.rounds),
    minutesPlayed: Number(r.minutes),
  }));
}
