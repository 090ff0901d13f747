// VIP levels (money-and-agents §4 "VIP": MCSFE_getPlayerRankProgress, getPlayerRankRule,
// /wps/member/info clubLabel). The operator defines the ladder: each level a monthly and a total
// turnover threshold (settled bets, one rule with the records: modules/games/queries/settled-bets.ts), an
// upgrade reward paid once the first time the member reaches it, and a rebate boost. A member is
// upgraded as soon as both thresholds of a higher level are met (when the member reads its progress,
// or by the operator's upgrade pass); the monthly review, after a month ends, lowers members whose turnover of that month
// no longer keeps their level. Level changes are compare-and-set; each upgrade reward is a ledger
// entry keyed by member and level, so it is paid once however often either runs.
import { asc, eq, sql } from 'drizzle-orm';
import { formatRate } from '../../../../../contract/agent-team';
import type { RankProgressAnswer, VipLevel, VipLevelInput } from '../../../../../contract/loyalty';
import { fromMinor, toMinor } from '../../../../../contract/money';
import type { Db, Executor } from '../../../core/database/client';
import { DuplicateEntryError, inLedgerTransaction, type AccountDirectory } from '../../ledger';
import { rowsOf } from '../../../core/database/rows-of';
import { businessDayStart, SETTLED_BETS, TURNOVER_MINOR } from '../../games';
import { members } from '../../accounts';
import { turnoverRequirements } from '../../cashier';
import { memberVip, vipLevels } from '../schema-loyalty';
import { ApiError } from '../../../core/http/envelope';
import { ledgerAccount } from '../../ledger';
import { addDays, localDayOf } from '../../agents';

import { TRIAL_TYPE } from '../../../../../contract/member-types';

export interface LevelRow {
  level: number;
  name: string;
  monthlyTurnover: bigint;
  totalTurnover: bigint;
  upgradeReward: bigint;
  turnoverMultiple: number;
  rebateBoostBp: number;
}

/** Used when the operator defined no ladder: one level everybody is at. */
const BASE_LEVEL: LevelRow = { level: 0, name: 'VIP0', monthlyTurnover: 0n, totalTurnover: 0n, upgradeReward: 0n, turnoverMultiple: 0, rebateBoostBp: 0 };

export async function readVipLevels(ex: Executor): Promise<LevelRow[]> {
  const rows = await ex.select().from(vipLevels).orderBy(asc(vipLevels.level));
  return rows.length ? rows.map((r) => ({ ...r, upgradeReward: BigInt(r.upgradeReward) })) : [BASE_LEVEL];
}

export function publicLevel(l: LevelRow): VipLevel {
  return {
    level: l.level,
    name: l.name,
    monthlyTurnover: fromMinor(l.monthlyTurnover),
    totalTurnover: fromMinor(l.totalTurnover),
    upgradeReward: fromMinor(l.upgradeReward),
    turnoverMultiple: l.turnoverMultiple,
    rebateBoost: formatRate(l.rebateBoostBp),
  };
}

const rateBp = (text: string) => {
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/** Operator: replaces the ladder. Level 0 with zero thresholds first, levels and thresholds rising. */
export async function writeVipLevels(ex: Executor, input: VipLevelInput[]): Promise<LevelRow[]> {
  const levels = [...input].sort((a, b) => a.level - b.level);
  const rows: LevelRow[] = levels.map((l) => ({
    level: l.level,
    name: l.name,
    monthlyTurnover: toMinor(l.monthlyTurnover)!,
    totalTurnover: toMinor(l.totalTurnover)!,
    upgradeReward: toMinor(l.upgradeReward)!,
    turnoverMultiple: l.turnoverMultiple,
    rebateBoostBp: rateBp(l.rebateBoost),
  }));
  const invalid = (message: string) => new ApiError(400, 'loyalty_invalid_input', message);
  if (rows[0].level !== 0 || rows[0].monthlyTurnover !== 0n || rows[0].totalTurnover !== 0n) throw invalid('Level 0 with no thresholds must come first');
  for (let i = 1; i < rows.length; i++) {
    if (rows[i].level === rows[i - 1].level) throw invalid(`Level ${rows[i].level} is given twice`);
    if (rows[i].monthlyTurnover < rows[i - 1].monthlyTurnover || rows[i].totalTurnover < rows[i - 1].totalTurnover) throw invalid(`Level ${rows[i].level}: thresholds must not fall`);
  }
  if (rows.some((r) => r.rebateBoostBp > 10_000)) throw invalid('A rebate boost is at most 100 %');
  await ex.delete(vipLevels);
  await ex.insert(vipLevels).values(rows);
  // A member above the new top level is at the top level.
  await ex.execute(sql`update member_vip set level = ${rows[rows.length - 1].level}, updated_at = now() where level > ${rows[rows.length - 1].level}`);
  return rows;
}

/** The member's level (0 when never upgraded). */
export async function levelOf(ex: Executor, memberId: number): Promise<number> {
  const [row] = await ex.select({ level: memberVip.level }).from(memberVip).where(eq(memberVip.memberId, memberId));
  return row?.level ?? 0;
}

/** The level (by number) of the ladder a member's stored level stands for: the highest not above it. */
export function ladderLevel(levels: LevelRow[], level: number): LevelRow {
  return [...levels].reverse().find((l) => l.level <= level) ?? levels[0];
}

/** The rebate boost of the member's level, basis points. */
export async function vipBoostOf(ex: Executor, memberId: number): Promise<number> {
  const [row] = rowsOf<{ boost: number | null }>(
    await ex.execute(sql`
      select l.rebate_boost_bp as boost from member_vip v join vip_levels l on l.level = v.level where v.member_id = ${memberId}`),
  );
  return row?.boost ? Number(row.boost) : 0;
}

/** The member's label for /wps/member/info (clubLabel.labelName). */
export async function clubLabelOf(ex: Executor, memberId: number): Promise<{ labelId: number; labelName: string }> {
  const levels = await readVipLevels(ex);
  const level = ladderLevel(levels, await levelOf(ex, memberId));
  return { labelId: level.level, labelName: level.name };
}

/** The first day ('YYYY-MM-01') of the business month of `at`. */
export function monthStartOf(at: Date): string {
  return `${localDayOf(at).day.slice(0, 7)}-01`;
}

/** Turnover (settled bets, minor units) this business month and in total. */
export async function turnoverOf(ex: Executor, memberId: number, now: Date): Promise<{ monthly: bigint; total: bigint }> {
  const [row] = rowsOf<{ monthly: string; total: string }>(
    await ex.execute(sql`
      select coalesce(sum((r.valid * 100)::bigint) filter (where r.created_at >= ${businessDayStart(monthStartOf(now))}), 0)::text as monthly, ${TURNOVER_MINOR}::text as total
      from ${SETTLED_BETS} where r.member_id = ${memberId}`),
  );
  return { monthly: BigInt(row.monthly), total: BigInt(row.total) };
}

/** The highest level whose thresholds both turnovers meet. */
export function qualifiedLevel(levels: LevelRow[], monthly: bigint, total: bigint): LevelRow {
  let best = levels[0];
  for (const l of levels) if (monthly >= l.monthlyTurnover && total >= l.totalTurnover) best = l;
  return best;
}

/**
 * Raises the member to the highest level its turnover qualifies for (never lowers it): the level
 * moves by compare-and-set, and each level passed that carries a reward pays it once (entry key
 * vip-upgrade:<member>:<level>, with its turnover requirement). Returns the levels reached now.
 */
export async function upgradeMember(db: Db, directory: AccountDirectory | undefined, memberId: number, now: Date): Promise<RankProgressAnswer['upgraded']> {
  const [member] = await db.select({ type: members.type }).from(members).where(eq(members.id, memberId));
  if (!member || member.type === TRIAL_TYPE) return [];
  const levels = await readVipLevels(db);
  const { monthly, total } = await turnoverOf(db, memberId, now);
  const target = qualifiedLevel(levels, monthly, total);
  const current = await levelOf(db, memberId);
  if (target.level <= current) return [];
  return inLedgerTransaction(db, directory, async (writer) => {
    const moved = rowsOf<{ old: number | null }>(
      await writer.tx.execute(sql`
        with old as (select level from member_vip where member_id = ${memberId})
        insert into member_vip (member_id, level, updated_at) values (${memberId}, ${target.level}, now())
        on conflict (member_id) do update set level = excluded.level, updated_at = now() where member_vip.level < excluded.level
        returning (select level from old) as old`),
    );
    if (moved.length === 0) return [];
    const from = moved[0].old === null ? 0 : Number(moved[0].old);
    const reached = levels.filter((l) => l.level > from && l.level <= target.level);
    const upgraded: RankProgressAnswer['upgraded'] = [];
    for (const l of reached) {
      if (l.upgradeReward > 0n) {
        const key = `vip-upgrade:${memberId}:${l.level}`;
        try {
          await writer.post({
            key,
            kind: 'vip_upgrade',
            memberId,
            reference: `VIP${memberId}L${l.level}`,
            actor: 'loyalty:vip',
            remark: `VIP upgrade ${l.name}`,
            postings: [
              { account: ledgerAccount.main(memberId), amount: l.upgradeReward, txType: 'dividend' },
              { account: ledgerAccount.houseVipExpense, amount: -l.upgradeReward, txType: 'dividend' },
            ],
          });
          if (l.turnoverMultiple > 0) {
            await writer.tx
              .insert(turnoverRequirements)
              .values({ memberId, source: 'vip_upgrade', reference: `${memberId}:${l.level}`, gameType: 'ALL', required: l.upgradeReward * BigInt(l.turnoverMultiple) })
              .onConflictDoNothing();
          }
        } catch (error) {
          // Reached before (lowered by a review since): the reward was paid then. The statement did nothing.
          if (!(error instanceof DuplicateEntryError)) throw error;
          continue;
        }
      }
      upgraded.push({ level: l.level, name: l.name, reward: fromMinor(l.upgradeReward) });
    }
    return upgraded;
  });
}

/** MCSFE_getPlayerRankProgress: upgrades first when due, then the progress toward the next level. */
export async function rankProgressOf(db: Db, directory: AccountDirectory | undefined, memberId: number, now: Date): Promise<RankProgressAnswer> {
  const upgraded = await upgradeMember(db, directory, memberId, now);
  const levels = await readVipLevels(db);
  const current = ladderLevel(levels, await levelOf(db, memberId));
  const next = levels.find((l) => l.level > current.level) ?? null;
  const { monthly, total } = await turnoverOf(db, memberId, now);
  const share = (actual: bigint, expected: bigint) => (expected <= 0n ? 100 : Math.min(100, Number((actual * 10_000n) / expected) / 100));
  return {
    playerRank: current.level,
    playerRankName: current.name,
    nextRank: next?.level ?? null,
    nextRankName: next?.name ?? null,
    monthlyTurnover: { actual: fromMinor(monthly), expected: fromMinor(next?.monthlyTurnover ?? current.monthlyTurnover) },
    totalTurnover: { actual: fromMinor(total), expected: fromMinor(next?.totalTurnover ?? current.totalTurnover) },
    percent: next ? Math.min(share(monthly, next.monthlyTurnover), share(total, next.totalTurnover)) : 100,
    upgraded,
  };
}

/** Members who bet since `since`: the periodic upgrade pass looks at them only. */
export async function recentBettors(db: Db, since: Date): Promise<number[]> {
  const rows = rowsOf<{ member_id: number }>(
    await db.execute(sql`
      select distinct r.member_id from ${SETTLED_BETS} join members m on m.id = r.member_id
      where r.created_at >= ${businessDayStart(localDayOf(since).day)} and m.type <> ${TRIAL_TYPE} order by 1`),
  );
  return rows.map((r) => Number(r.member_id));
}

export interface VipReviewReport {
  month: string;
  reviewed: number;
  lowered: { memberId: number; from: number; to: number }[];
}

/**
 * The monthly review of `month` ('YYYY-MM', business time, a month that has ended): each member
 * above level 0 keeps the highest level that month's turnover and the total turnover up to its
 * end still qualify for. Each member is reviewed once per month (reviewed_month, compare-and-set):
 * a second run changes nothing. Moves no money.
 */
export async function reviewVipMonth(db: Db, month: string): Promise<VipReviewReport> {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new ApiError(400, 'loyalty_invalid_input', `not a month: ${month}`);
  const first = `${month}-01`;
  const [y, m] = month.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  const levels = await readVipLevels(db);
  const rows = rowsOf<{ member_id: number; level: number; monthly: string; total: string }>(
    await db.execute(sql`
      select v.member_id, v.level,
        (select ${TURNOVER_MINOR} from ${SETTLED_BETS} where r.member_id = v.member_id and r.created_at >= ${businessDayStart(first)} and r.created_at < ${businessDayStart(next)})::text as monthly,
        (select ${TURNOVER_MINOR} from ${SETTLED_BETS} where r.member_id = v.member_id and r.created_at < ${businessDayStart(next)})::text as total
      from member_vip v where v.level > 0 and v.reviewed_month is distinct from ${month} order by v.member_id`),
  );
  const report: VipReviewReport = { month, reviewed: 0, lowered: [] };
  for (const row of rows) {
    const keep = qualifiedLevel(levels, BigInt(row.monthly), BigInt(row.total)).level;
    const level = Math.min(Number(row.level), keep);
    const done = await db
      .update(memberVip)
      .set({ level, reviewedMonth: month, updatedAt: new Date() })
      .where(sql`${memberVip.memberId} = ${row.member_id} and ${memberVip.level} = ${row.level} and ${memberVip.reviewedMonth} is distinct from ${month}`)
      .returning({ memberId: memberVip.memberId });
    if (done.length === 0) continue;
    report.reviewed += 1;
    if (level < Number(row.level)) report.lowered.push({ memberId: Number(row.member_id), from: Number(row.level), to: level });
  }
  return report;
}

/** The month before the business month of `at` ('YYYY-MM'). */
export function previousMonthOf(at: Date): string {
  return addDays(monthStartOf(at), -1).slice(0, 7);
}
