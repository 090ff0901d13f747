import 'server-only';
import { z } from 'zod';
import {
  missionClaimAnswer,
  missionCountAnswer,
  missionLeaderboardAnswer,
  missionMilestonesAnswer,
  missionSummaryAnswer,
  rankProgressAnswer,
  rebateAnswer,
  rebateClaimAnswer,
  rebateRecordsAnswer,
  rebateSettingsAnswer,
  vipLevelsAnswer,
  type MissionClaimAnswer,
  type MissionLeaderboardAnswer,
  type MissionMilestonesAnswer,
  type MissionStatus,
  type MissionSummaryAnswer,
  type RankProgressAnswer,
  type RebateAnswer,
  type RebateClaimAnswer,
  type RebateRecordsAnswer,
  type RebateSettingsAnswer,
  type VipLevelsAnswer,
} from '@/contract/loyalty';
import { wpsFetch, type WpsCaller } from './client';

/** MCSFE_getCustomerRebateSettingByProductType (token): the rate per product series. */
export function rebateSettings(caller: WpsCaller): Promise<RebateSettingsAnswer> {
  return wpsFetch('/wps/relay/MCSFE_getCustomerRebateSettingByProductType', { schema: rebateSettingsAnswer, caller });
}

/** ODSFE2_getRebate (token): what a claim now would pay, per series. */
export function claimableRebate(caller: WpsCaller): Promise<RebateAnswer> {
  return wpsFetch('/wps/relay/ODSFE2_getRebate', { schema: rebateAnswer, caller });
}

/** ODSFE2_rebateDisburse (token, Idempotency-Key): claims it. */
export function claimRebate(caller: WpsCaller, idempotencyKey: string): Promise<RebateClaimAnswer> {
  return wpsFetch('/wps/relay/ODSFE2_rebateDisburse', { schema: rebateClaimAnswer, caller, method: 'POST', body: {}, idempotencyKey });
}

/** getRebateRecord (token). */
export function rebateRecords(caller: WpsCaller, query: { page: number; size: number }): Promise<RebateRecordsAnswer> {
  return wpsFetch('/wps/relay/getRebateRecord', { schema: rebateRecordsAnswer, caller, query });
}

/** MCSFE_getPlayerRankProgress (token): upgrades when due, then the progress toward the next level. */
export function rankProgress(caller: WpsCaller): Promise<RankProgressAnswer> {
  return wpsFetch('/wps/relay/MCSFE_getPlayerRankProgress', { schema: rankProgressAnswer, caller });
}

/** getPlayerRankRule (token): the ladder and the member's level. */
export function vipLevels(caller: WpsCaller): Promise<VipLevelsAnswer> {
  return wpsFetch('/wps/relay/getPlayerRankRule', { schema: vipLevelsAnswer, caller });
}

/** MCSFE_getMissionSummaryDetails (token). */
export function missionSummaries(caller: WpsCaller, query: { status: MissionStatus; page: number; size: number }): Promise<MissionSummaryAnswer> {
  return wpsFetch('/wps/relay/MCSFE_getMissionSummaryDetails', { schema: missionSummaryAnswer, caller, query });
}

/** MCSFE_getMissionMilestones (token). */
export function missionMilestones(caller: WpsCaller, missionId: number): Promise<MissionMilestonesAnswer> {
  return wpsFetch('/wps/relay/MCSFE_getMissionMilestones', { schema: missionMilestonesAnswer, caller, query: { missionId } });
}

/** MCSFE_getMissionLeaderboard (token): footer.rank is the caller's own. */
export function missionLeaderboard(caller: WpsCaller, missionId: number): Promise<MissionLeaderboardAnswer> {
  return wpsFetch('/wps/relay/MCSFE_getMissionLeaderboard', { schema: missionLeaderboardAnswer, caller, query: { missionId } });
}

/** The red badge count of /missionLeaderboard (token). */
export function missionClaimableCount(caller: WpsCaller): Promise<z.infer<typeof missionCountAnswer>> {
  return wpsFetch('/wps/relay/MCSFE_getMissionClaimableCount', { schema: missionCountAnswer, caller });
}

/** claimMissionRewards (token, Idempotency-Key). */
export function claimMission(caller: WpsCaller, body: { missionId: number; milestone: number }, idempotencyKey: string): Promise<MissionClaimAnswer> {
  return wpsFetch('/wps/relay/claimMissionRewards', { schema: missionClaimAnswer, caller, method: 'POST', body, idempotencyKey });
}
