// Missions and their leaderboard (money-and-agents §4 "Mission leaderboard": MCSFE_getMissionSummaryDetails,
// MCSFE_getMissionMilestones, MCSFE_getMissionLeaderboard with footer.rank, claimMissionRewards).
// An operator's mission measures the members' settled bets in its period (modules/games/queries/settled-bets.ts) — turnover or the
// number of rounds, over every product or one series — against milestones, each with a reward. A
// reached milestone is claimed once: the claim row's primary key (member, mission, milestone) and
// the ledger entry's key both say so. Rewards of ended missions stay claimable for CLAIM_DAYS.
import { and, asc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { COCKFIGHT_VENDORS } from '../../../../../contract/agent-team';
import type { LeaderboardRow, Milestone, MissionClaimAnswer, MissionInput, MissionLeaderboardAnswer, MissionMetric, MissionStatus, MissionSummary } from '../../../../../contract/loyalty';
import { fromMinor, toMinor } from '../../../../../contract/money';
import type { Executor } from '../../../core/database/client';
import type { LedgerWriter } from '../../ledger';
import { rowsOf } from '../../../core/database/rows-of';
import { SETTLED_BETS, TURNOVER_MINOR } from '../../games';
import { turnoverRequirements } from '../../cashier';
import { missionClaims, missions } from '../schema-loyalty';
import { ApiError } from '../../../core/http/envelope';
import { ledgerAccount } from '../../ledger';
import { pickLanguage } from '../../../core/localized';
import { TtlCache } from '../../../core/ttl-cache';

export const CLAIM_DAYS = 7;
const DAY_MS = 86_400_000;
const LEADERBOARD_SIZE = 20;
const LEADERBOARD_TTL_MS = 10_000;

export const missionErrors = {
  notFound: () => new ApiError(404, 'mission_not_found', 'No such mission'),
  notOpen: () => new ApiError(409, 'mission_not_open', 'This mission is not open for claims'),
  notReached: () => new ApiError(409, 'milestone_not_reached', 'This milestone is not reached yet'),
  claimed: () => new ApiError(409, 'milestone_claimed', 'This milestone was claimed before'),
};

type MissionRow = typeof missions.$inferSelect;

export function statusOf(mission: Pick<MissionRow, 'startAt' | 'endAt'>, now: Date): MissionStatus {
  if (now < mission.startAt) return 'U';
  return now < mission.endAt ? 'O' : 'E';
}

const claimWindowOpen = (mission: MissionRow, now: Date) => now >= mission.startAt && now.getTime() < mission.endAt.getTime() + CLAIM_DAYS * DAY_MS;

/** Rounds of the mission's series (game type g, vendor g.vendor_code). */
function seriesFilter(series: string): SQL {
  if (series === 'ALL') return sql`true`;
  const cockfight = sql.join(COCKFIGHT_VENDORS.map((v) => sql`${v}`), sql`, `);
  if (series === 'COCKFIGHT') return sql`(g.game_type = 'SPORTS' and g.vendor_code in (${cockfight}))`;
  if (series === 'SPORTS') return sql`(g.game_type = 'SPORTS' and g.vendor_code not in (${cockfight}))`;
  if (series === 'PVP') return sql`g.game_type in ('PVP', 'BGS')`;
  return sql`g.game_type = ${series}`;
}

const valueExpr = (metric: string) => (metric === 'rounds' ? sql`count(*)` : TURNOVER_MINOR);

/** The value the mission measures: minor units of turnover, or rounds. */
async function progressOf(ex: Executor, mission: MissionRow, memberId: number, now: Date): Promise<bigint> {
  const end = now < mission.endAt ? now : mission.endAt;
  const [row] = rowsOf<{ value: string | null }>(
    await ex.execute(sql`
      select ${valueExpr(mission.metric)}::text as value from ${SETTLED_BETS} join games g on g.id = r.game_id
      where r.member_id = ${memberId} and r.created_at >= ${mission.startAt.toISOString()}::timestamptz and r.created_at < ${end.toISOString()}::timestamptz
        and r.bet > 0 and ${seriesFilter(mission.series)}`),
  );
  return BigInt(row?.value ?? '0');
}

const showValue = (metric: string, value: bigint) => (metric === 'rounds' ? value.toString() : fromMinor(value));

async function claimedOf(ex: Executor, missionId: number, memberId: number): Promise<Set<number>> {
  const rows = await ex
    .select({ milestone: missionClaims.milestone })
    .from(missionClaims)
    .where(and(eq(missionClaims.missionId, missionId), eq(missionClaims.memberId, memberId)));
  return new Set(rows.map((r) => r.milestone));
}

function milestonesOf(mission: MissionRow, progress: bigint, claimed: Set<number>): Milestone[] {
  return mission.milestones.map((m, index) => ({
    index,
    target: showValue(mission.metric, BigInt(m.target)),
    reward: fromMinor(BigInt(m.rewardMinor)),
    reached: progress >= BigInt(m.target),
    claimed: claimed.has(index),
  }));
}

async function summaryOf(ex: Executor, mission: MissionRow, memberId: number, now: Date, language?: string): Promise<{ summary: MissionSummary; milestones: Milestone[] }> {
  const progress = await progressOf(ex, mission, memberId, now);
  const milestones = milestonesOf(mission, progress, await claimedOf(ex, mission.id, memberId));
  const claimable = claimWindowOpen(mission, now) ? milestones.filter((m) => m.reached && !m.claimed).length : 0;
  return {
    summary: {
      missionId: mission.id,
      title: pickLanguage(mission.title, language),
      description: pickLanguage(mission.description, language),
      metric: mission.metric as MissionMetric,
      series: mission.series,
      status: statusOf(mission, now),
      startTime: mission.startAt.toISOString(),
      endTime: mission.endAt.toISOString(),
      progress: showValue(mission.metric, progress),
      claimable,
    },
    milestones,
  };
}

function statusCondition(status: MissionStatus, now: Date): SQL {
  const t = now.toISOString();
  if (status === 'U') return sql`${missions.startAt} > ${t}::timestamptz`;
  if (status === 'O') return sql`${missions.startAt} <= ${t}::timestamptz and ${missions.endAt} > ${t}::timestamptz`;
  return sql`${missions.endAt} <= ${t}::timestamptz`;
}

/** MCSFE_getMissionSummaryDetails: the missions of one status with the member's progress. */
export async function missionSummaries(ex: Executor, memberId: number, status: MissionStatus, page: number, size: number, now: Date, language?: string) {
  const [{ count }] = await ex.select({ count: sql<number>`count(*)::int` }).from(missions).where(statusCondition(status, now));
  const rows = await ex
    .select()
    .from(missions)
    .where(statusCondition(status, now))
    .orderBy(status === 'E' ? sql`${missions.endAt} desc` : asc(missions.endAt), asc(missions.id))
    .limit(size)
    .offset((page - 1) * size);
  const list = [];
  for (const row of rows) list.push((await summaryOf(ex, row, memberId, now, language)).summary);
  return { list, totalPages: Math.max(1, Math.ceil(Number(count) / size)), page };
}

async function missionById(ex: Executor, missionId: number): Promise<MissionRow> {
  const [row] = await ex.select().from(missions).where(eq(missions.id, missionId));
  if (!row) throw missionErrors.notFound();
  return row;
}

/** MCSFE_getMissionMilestones. An upcoming mission is shown too (its milestones, no progress yet). */
export async function missionMilestones(ex: Executor, memberId: number, missionId: number, now: Date, language?: string) {
  const { summary, milestones } = await summaryOf(ex, await missionById(ex, missionId), memberId, now, language);
  return { mission: summary, milestones };
}

function maskAccount(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}

interface Score {
  memberId: number;
  account: string;
  value: bigint;
}

/**
 * Every member's score in a mission, highest first: one pass over the mission's rounds, kept a few
 * seconds per mission (a leaderboard read by many members at once scans the rounds once).
 */
const scoreCache = new TtlCache<string, Promise<Score[]>>(LEADERBOARD_TTL_MS, 200);

async function scoresOf(ex: Executor, mission: MissionRow, now: Date): Promise<Score[]> {
  const key = `${mission.id}:${mission.endAt.getTime()}`;
  const cached = scoreCache.get(key);
  if (cached) return cached;
  const end = now < mission.endAt ? now : mission.endAt;
  const loading = ex
    .execute(
      sql`
      with s as (
        select r.member_id, ${valueExpr(mission.metric)} as value from ${SETTLED_BETS} join games g on g.id = r.game_id join members m on m.id = r.member_id
        where r.created_at >= ${mission.startAt.toISOString()}::timestamptz and r.created_at < ${end.toISOString()}::timestamptz
          and r.bet > 0 and m.type <> 4 and ${seriesFilter(mission.series)}
        group by r.member_id)
      select s.member_id, m.account, s.value::text as value from s join members m on m.id = s.member_id
      order by s.value desc, s.member_id asc`,
    )
    .then((result) => rowsOf<{ member_id: number; account: string; value: string }>(result).map((r) => ({ memberId: Number(r.member_id), account: r.account, value: BigInt(r.value) })));
  scoreCache.set(key, loading);
  // A failed read is not kept: the entry is replaced by one already expired.
  loading.catch(() => scoreCache.set(key, Promise.resolve([]), 0));
  return loading;
}

/**
 * MCSFE_getMissionLeaderboard: the top members by the mission's measure, and the caller's own rank
 * (footer) from the caller's progress now against the others' scores (those may be a few seconds old).
 */
export async function missionLeaderboard(ex: Executor, memberId: number, missionId: number, now: Date): Promise<MissionLeaderboardAnswer> {
  const mission = await missionById(ex, missionId);
  const own = await progressOf(ex, mission, memberId, now);
  const [me] = rowsOf<{ account: string; type: number }>(await ex.execute(sql`select account, type from members where id = ${memberId}`));
  const others = mission.startAt <= now ? (await scoresOf(ex, mission, now)).filter((s) => s.memberId !== memberId) : [];
  const ranked = own > 0n && me && Number(me.type) !== 4 ? [...others, { memberId, account: me.account, value: own }] : others;
  ranked.sort((a, b) => (a.value === b.value ? a.memberId - b.memberId : a.value > b.value ? -1 : 1));
  const list: LeaderboardRow[] = ranked.slice(0, LEADERBOARD_SIZE).map((r, i) => ({ rank: i + 1, account: maskAccount(r.account), value: showValue(mission.metric, r.value) }));
  const index = ranked.findIndex((r) => r.memberId === memberId);
  return { list, footer: { rank: index >= 0 ? index + 1 : null, account: maskAccount(me?.account ?? ''), value: showValue(mission.metric, own) } };
}

/** The red badge: missions (open, or ended within the claim window) with a reached milestone not claimed. */
export async function claimableMissionCount(ex: Executor, memberId: number, now: Date): Promise<number> {
  const rows = await ex
    .select()
    .from(missions)
    .where(and(lte(missions.startAt, now), gt(missions.endAt, new Date(now.getTime() - CLAIM_DAYS * DAY_MS))));
  let count = 0;
  for (const row of rows) if ((await summaryOf(ex, row, memberId, now)).summary.claimable > 0) count += 1;
  return count;
}

/** claimMissionRewards: one reached milestone's reward, once (claim row + ledger entry in the writer's transaction). */
export async function claimMilestone(writer: LedgerWriter, params: { memberId: number; missionId: number; milestone: number; now: Date }): Promise<MissionClaimAnswer> {
  const { memberId, missionId, milestone, now } = params;
  const mission = await missionById(writer.tx, missionId);
  const target = mission.milestones[milestone];
  if (!target) throw missionErrors.notFound();
  if (!claimWindowOpen(mission, now)) throw missionErrors.notOpen();
  if ((await progressOf(writer.tx, mission, memberId, now)) < BigInt(target.target)) throw missionErrors.notReached();
  const reward = BigInt(target.rewardMinor);
  const [inserted] = await writer.tx.insert(missionClaims).values({ memberId, missionId, milestone, reward }).onConflictDoNothing().returning({ memberId: missionClaims.memberId });
  if (!inserted) throw missionErrors.claimed();
  let balance: bigint;
  if (reward > 0n) {
    const posted = await writer.post({
      key: `mission:${missionId}:${memberId}:${milestone}`,
      kind: 'mission_reward',
      memberId,
      reference: `MS${missionId}M${memberId}N${milestone}`,
      actor: 'loyalty:mission',
      remark: `mission ${missionId} milestone ${milestone + 1}`,
      postings: [
        { account: ledgerAccount.main(memberId), amount: reward, txType: 'dividend' },
        { account: ledgerAccount.houseMissionExpense, amount: -reward, txType: 'dividend' },
      ],
    });
    balance = posted.balances.get(ledgerAccount.main(memberId))!;
    if (mission.turnoverMultiple > 0) {
      await writer.tx
        .insert(turnoverRequirements)
        .values({ memberId, source: 'mission_reward', reference: `${missionId}:${memberId}:${milestone}`, gameType: 'ALL', required: reward * BigInt(mission.turnoverMultiple) });
    }
  } else {
    const [row] = rowsOf<{ balance: string | null }>(await writer.tx.execute(sql`select balance::text from ledger_accounts where code = ${ledgerAccount.main(memberId)}`));
    balance = BigInt(row?.balance ?? '0');
  }
  return { missionId, milestone, reward: fromMinor(reward), balance: fromMinor(balance) };
}

/** Operator: a new mission. Milestone targets rise; turnover targets are money, round targets whole numbers. */
export async function createMission(ex: Executor, input: MissionInput): Promise<MissionRow> {
  const invalid = (message: string) => new ApiError(400, 'loyalty_invalid_input', message);
  const startAt = new Date(input.startTime);
  const endAt = new Date(input.endTime);
  if (!(endAt > startAt)) throw invalid('The mission must end after it starts');
  if (!input.title.en && !Object.keys(input.title).length) throw invalid('A title is required');
  const targets = input.milestones.map((m) => {
    if (input.metric === 'rounds' && !/^\d+$/.test(m.target)) throw invalid(`Rounds must be a whole number: ${m.target}`);
    return input.metric === 'rounds' ? BigInt(m.target) : toMinor(m.target)!;
  });
  for (let i = 0; i < targets.length; i++) {
    if (targets[i] <= 0n || (i > 0 && targets[i] <= targets[i - 1])) throw invalid('Milestone targets must be above zero and rising');
  }
  const [row] = await ex
    .insert(missions)
    .values({
      title: input.title,
      description: input.description,
      metric: input.metric,
      series: input.series,
      startAt,
      endAt,
      milestones: input.milestones.map((m, i) => ({ target: targets[i].toString(), rewardMinor: toMinor(m.reward)!.toString() })),
      turnoverMultiple: input.turnoverMultiple,
    })
    .returning();
  return row;
}

/** Operator: ends a mission now (claims of reached milestones stay open for the claim window). */
export async function endMission(ex: Executor, missionId: number, now: Date): Promise<boolean> {
  const rows = await ex.update(missions).set({ endAt: now }).where(and(eq(missions.id, missionId), gt(missions.endAt, now))).returning({ id: missions.id });
  return rows.length > 0;
}

export async function listMissions(ex: Executor, now: Date) {
  const rows = await ex.select().from(missions).orderBy(asc(missions.id));
  return rows.map((r) => ({
    missionId: r.id,
    title: pickLanguage(r.title, 'en'),
    metric: r.metric,
    series: r.series,
    status: statusOf(r, now),
    startTime: r.startAt.toISOString(),
    endTime: r.endAt.toISOString(),
    milestones: r.milestones.map((m) => ({ target: showValue(r.metric, BigInt(m.target)), reward: fromMinor(BigInt(m.rewardMinor)) })),
  }));
}
