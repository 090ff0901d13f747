// Loyalty seed (contract/loyalty.ts): rebate rates per series, a VIP ladder, two running missions.
// player01's seeded rounds (cashier-history.ts) then give it a rebate to claim, progress toward
// VIP1 and a reached mission milestone on a fresh start.
import type { Executor } from '../core/database/client';
import { missions, rebateSettings, vipLevels } from '../modules/rewards';

const DAY = 86_400_000;
const baht = (n: number) => BigInt(n * 100);

export const SEED_REBATE_RATES_BP: Record<string, number> = { LOTT: 30, ELOTT: 30, RNG: 80, LIVE: 50, SPORTS: 50, FISH: 60, PVP: 50, COCKFIGHT: 40 };

export const SEED_VIP_LEVELS = [
  { level: 0, name: 'VIP0', monthly: 0, total: 0, reward: 0, boostBp: 0 },
  { level: 1, name: 'VIP1', monthly: 500, total: 500, reward: 18, boostBp: 0 },
  { level: 2, name: 'VIP2', monthly: 3_000, total: 5_000, reward: 58, boostBp: 10 },
  { level: 3, name: 'VIP3', monthly: 10_000, total: 30_000, reward: 188, boostBp: 20 },
  { level: 4, name: 'VIP4', monthly: 50_000, total: 150_000, reward: 588, boostBp: 30 },
  { level: 5, name: 'VIP5', monthly: 200_000, total: 800_000, reward: 1_888, boostBp: 50 },
];

export async function seedLoyalty(ex: Executor, now = new Date()): Promise<void> {
  await ex.insert(rebateSettings).values(Object.entries(SEED_REBATE_RATES_BP).map(([series, rateBp]) => ({ series, rateBp, turnoverMultiple: 0, enabled: 1 }))).onConflictDoNothing();
  await ex
    .insert(vipLevels)
    .values(
      SEED_VIP_LEVELS.map((l) => ({
        level: l.level,
        name: l.name,
        monthlyTurnover: baht(l.monthly),
        totalTurnover: baht(l.total),
        upgradeReward: baht(l.reward),
        turnoverMultiple: l.reward ? 1 : 0,
        rebateBoostBp: l.boostBp,
      })),
    )
    .onConflictDoNothing();
  await ex.insert(missions).values([
    {
      title: { en: 'Slot turnover challenge', th: 'ภารกิจยอดเดิมพันสล็อต' },
      description: { en: 'Bet on slot games during the mission and claim a reward at each milestone.', th: 'เดิมพันเกมสล็อตระหว่างภารกิจ แล้วรับรางวัลเมื่อถึงแต่ละขั้น' },
      metric: 'turnover',
      series: 'RNG',
      startAt: new Date(now.getTime() - 3 * DAY - 3_600_000),
      endAt: new Date(now.getTime() + 28 * DAY),
      milestones: [
        { target: baht(100).toString(), rewardMinor: baht(5).toString() },
        { target: baht(500).toString(), rewardMinor: baht(20).toString() },
        { target: baht(2_000).toString(), rewardMinor: baht(60).toString() },
      ],
    },
    {
      title: { en: 'Play 100 rounds', th: 'เล่นครบ 100 รอบ' },
      description: { en: 'Any game counts: every settled round moves you up the leaderboard.', th: 'ทุกเกมนับรวม ทุกรอบที่เล่นจบช่วยให้อันดับของคุณสูงขึ้น' },
      metric: 'rounds',
      series: 'ALL',
      startAt: new Date(now.getTime() - DAY),
      endAt: new Date(now.getTime() + 14 * DAY),
      milestones: [
        { target: '20', rewardMinor: baht(2).toString() },
        { target: '100', rewardMinor: baht(10).toString() },
      ],
    },
  ]);
}
