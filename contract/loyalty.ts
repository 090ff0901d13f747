// Loyalty: betting rebate per product series (money-and-agents §4 "Rebate / manual rebate"), VIP
// levels and rank progress ("VIP"), missions and their leaderboard ("Mission leaderboard"). The
// request and answer shapes of each call, shared by the platform's routes and the portal's client.
// Money is a decimal string of the currency's major unit ("12.34"); rates are percent texts ("0.80").
import { z } from 'zod';
import { recordId, recordIdParam } from './record-id';
import { REBATE_SERIES } from './agent-team';

export { REBATE_SERIES, type RebateSeries } from './agent-team';

const money = z.string();
const rate = z.string();

// ── Rebate ──────────────────────────────────────────────────────────────────────────────────────

/** One product series' rebate setting (MCSFE_getCustomerRebateSettingByProductType). */
export const rebateSetting = z.object({
  series: z.enum(REBATE_SERIES),
  /** The site's rate for the series, percent of valid bets. */
  rate,
  /** The member's VIP level adds this to the rate. */
  vipBoost: rate,
  /** The rate the member gets: rate + vipBoost. */
  effectiveRate: rate,
  /** Turnover a claimed rebate must be bet before it can be withdrawn: amount × multiple. */
  turnoverMultiple: z.number().int().min(0),
  enabled: z.boolean(),
});
export type RebateSetting = z.infer<typeof rebateSetting>;
export const rebateSettingsAnswer = z.object({ settings: z.array(rebateSetting) });
export type RebateSettingsAnswer = z.infer<typeof rebateSettingsAnswer>;

/** ODSFE2_getRebate: what the member may claim now, per series, over valid bets since the last claim. */
export const claimableRebate = z.object({
  series: z.enum(REBATE_SERIES),
  validBet: money,
  rate,
  amount: money,
});
export type ClaimableRebate = z.infer<typeof claimableRebate>;
export const rebateAnswer = z.object({
  /** The bets counted start here (the end of the last claim), ISO time; null: from the first bet. */
  from: z.string().nullable(),
  /** …and end here (now, less a short settling margin). */
  to: z.string(),
  items: z.array(claimableRebate),
  total: money,
  /** true when the site pays rebates itself each day (MANPLAYREB3 off): nothing to claim by hand. */
  automatic: z.boolean(),
});
export type RebateAnswer = z.infer<typeof rebateAnswer>;

/** ODSFE2_rebateDisburse: the claim's receipt. */
export const rebateClaimAnswer = z.object({
  claimId: z.number(),
  from: z.string().nullable(),
  to: z.string(),
  items: z.array(claimableRebate),
  total: money,
  balance: money,
});
export type RebateClaimAnswer = z.infer<typeof rebateClaimAnswer>;

export const rebateRecord = z.object({
  claimId: z.number(),
  mode: z.enum(['manual', 'automatic']),
  from: z.string().nullable(),
  to: z.string(),
  validBet: money,
  total: money,
  createdAt: z.string(),
});
export type RebateRecord = z.infer<typeof rebateRecord>;
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export const rebateRecordsAnswer = z.object({ list: z.array(rebateRecord), totalPages: z.number(), page: z.number() });
export type RebateRecordsAnswer = z.infer<typeof rebateRecordsAnswer>;

/** Operator: one series' setting. */
export const rebateSettingInput = z.object({
  series: z.enum(REBATE_SERIES),
  rate: rate.regex(/^\d{1,2}(\.\d{1,2})?$/),
  turnoverMultiple: z.number().int().min(0).max(100).default(0),
  enabled: z.boolean().default(true),
});
export type RebateSettingInput = z.infer<typeof rebateSettingInput>;

// ── VIP ─────────────────────────────────────────────────────────────────────────────────────────

export const turnoverProgress = z.object({ actual: money, expected: money });

/** MCSFE_getPlayerRankProgress. */
export const rankProgressAnswer = z.object({
  playerRank: z.number(),
  playerRankName: z.string(),
  nextRank: z.number().nullable(),
  nextRankName: z.string().nullable(),
  monthlyTurnover: turnoverProgress,
  totalTurnover: turnoverProgress,
  /** 0–100: the lower of the two progresses toward the next level (100 at the top level). */
  percent: z.number(),
  /** Levels reached by this call (each with its upgrade reward paid once). */
  upgraded: z.array(z.object({ level: z.number(), name: z.string(), reward: money })),
});
export type RankProgressAnswer = z.infer<typeof rankProgressAnswer>;

export const vipLevel = z.object({
  level: z.number().int().min(0).max(99),
  name: z.string().trim().min(1).max(40),
  /** Turnover needed in one calendar month (site time) to reach and keep the level. */
  monthlyTurnover: money,
  /** Turnover needed since the account opened. */
  totalTurnover: money,
  /** Credited once, the first time the member reaches the level. */
  upgradeReward: money,
  /** Turnover multiple of the upgrade reward. */
  turnoverMultiple: z.number().int().min(0).max(100),
  /** Added to every rebate rate of the member (percent). */
  rebateBoost: rate,
});
export type VipLevel = z.infer<typeof vipLevel>;
/** getPlayerRankRule: every level, lowest first. */
export const vipLevelsAnswer = z.object({ levels: z.array(vipLevel), current: z.number() });
export type VipLevelsAnswer = z.infer<typeof vipLevelsAnswer>;

const moneyInput = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/);
export const vipLevelInput = vipLevel.extend({
  monthlyTurnover: moneyInput,
  totalTurnover: moneyInput,
  upgradeReward: moneyInput,
  rebateBoost: z.string().regex(/^\d{1,2}(\.\d{1,2})?$/),
});
export type VipLevelInput = z.infer<typeof vipLevelInput>;
/** Operator: the whole ladder; level 0 with zero thresholds must be there, levels strictly rising. */
export const vipLevelsInput = z.object({ levels: z.array(vipLevelInput).min(1).max(30) });

// ── Missions ────────────────────────────────────────────────────────────────────────────────────

/** What a mission measures over the member's rounds in its period. */
export const MISSION_METRICS = ['turnover', 'rounds'] as const;
export type MissionMetric = (typeof MISSION_METRICS)[number];
/** O open (running), U upcoming, E ended. */
export const MISSION_STATUSES = ['O', 'U', 'E'] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];

export const milestone = z.object({
  index: z.number().int(),
  /** A money string for turnover missions, a count for rounds. */
  target: z.string(),
  reward: money,
  reached: z.boolean(),
  claimed: z.boolean(),
});
export type Milestone = z.infer<typeof milestone>;

export const missionSummary = z.object({
  missionId: z.number(),
  title: z.string(),
  description: z.string(),
  metric: z.enum(MISSION_METRICS),
  /** 'ALL' or a product series. */
  series: z.string(),
  status: z.enum(MISSION_STATUSES),
  startTime: z.string(),
  endTime: z.string(),
  progress: z.string(),
  claimable: z.number(),
});
export type MissionSummary = z.infer<typeof missionSummary>;
export const missionSummaryQuery = pageQuery.extend({ status: z.enum(MISSION_STATUSES).default('O') });
export const missionSummaryAnswer = z.object({ list: z.array(missionSummary), totalPages: z.number(), page: z.number() });
export type MissionSummaryAnswer = z.infer<typeof missionSummaryAnswer>;

export const missionIdQuery = z.object({ missionId: recordIdParam });
export const missionMilestonesAnswer = z.object({ mission: missionSummary, milestones: z.array(milestone) });
export type MissionMilestonesAnswer = z.infer<typeof missionMilestonesAnswer>;

export const leaderboardRow = z.object({ rank: z.number(), account: z.string(), value: z.string() });
export type LeaderboardRow = z.infer<typeof leaderboardRow>;
export const missionLeaderboardAnswer = z.object({
  list: z.array(leaderboardRow),
  /** The caller's own place: rank null when the caller has not played in the mission yet. */
  footer: z.object({ rank: z.number().nullable(), account: z.string(), value: z.string() }),
});
export type MissionLeaderboardAnswer = z.infer<typeof missionLeaderboardAnswer>;

export const missionClaimBody = z.object({ missionId: recordId, milestone: z.number().int().min(0).max(99) });
export const missionClaimAnswer = z.object({ missionId: z.number(), milestone: z.number(), reward: money, balance: money });
export type MissionClaimAnswer = z.infer<typeof missionClaimAnswer>;

/** The red badge of the missions page: missions with a reached milestone not yet claimed. */
export const missionCountAnswer = z.object({ count: z.number() });

const localizedText = z.record(z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/), z.string().trim().min(1).max(200));
export const missionInput = z.object({
  title: localizedText,
  description: z.record(z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/), z.string().trim().max(1000)).default({}),
  metric: z.enum(MISSION_METRICS),
  series: z.union([z.literal('ALL'), z.enum(REBATE_SERIES)]).default('ALL'),
  startTime: z.iso.datetime({ offset: true }),
  endTime: z.iso.datetime({ offset: true }),
  milestones: z
    .array(z.object({ target: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/), reward: moneyInput }))
    .min(1)
    .max(10),
  turnoverMultiple: z.number().int().min(0).max(100).default(0),
});
export type MissionInput = z.infer<typeof missionInput>;
