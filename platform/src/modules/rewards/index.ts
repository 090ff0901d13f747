// The rewards module as other parts of the platform see it: what they may import from it.
// Files that reach no other module first: a load-time use from inside an import cycle finds them ready.
export { renderMallItemPng, type MallArtKind } from './rules/mall-art';
export { memberPointsSubject, missionSubject } from './queries/audit-subjects';
export { missions, rebateSettings, vipLevels } from './schema-loyalty';
export { mallItems, mallOrders, referralCodes, referralIncome, referralInvitations } from './schema-mall';
export { promotionClaims, promotions } from './schema-rewards';
export { scheduleLoyalty } from './jobs/loyalty';
export { scheduleMemberRewards } from './jobs/points-accrual';
export { scheduleRaffleDraws } from './jobs/raffle-draws';
export { listPromotions, type NewPromotion } from './queries/promotions';
export { grantSessionRewards } from './rules/auto-rewards';
export { createMission, endMission, listMissions } from './rules/loyalty-missions';
export { rebateSettingsFor, writeRebateSetting } from './rules/loyalty-rebate';
export { clubLabelOf, publicLevel, readVipLevels, reviewVipMonth, writeVipLevels } from './rules/loyalty-vip';
export { movePoints, pointBalanceOf } from './rules/points';
export { drawRaffle, pickWinners, type DrawReport } from './rules/raffle-draw';
export { readReferralSettings, recordInvitation, referralRulesView, writeReferralSettings } from './rules/referral';
export { creditDepositBonus, depositPromotionOpen, localizedText } from './rules/rewards';
