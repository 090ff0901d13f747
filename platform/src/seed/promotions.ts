// Demo promotions (one of each kind a player meets: two deposit promotions, a daily check-in, a
// rescue bonus by application, a raffle, a VIP reward, a promo code, one coming soon and one over)
// and player01's reward history: a claimed check-in, a claimable VIP reward (the red badge), an
// expired rescue bonus, a raffle sign-up, and last week's raffle, drawn by the draw itself (player01
// and two other members signed up; two of the three won). The credits post through the ledger like
// live ones.
import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { ledgerAccount } from '../modules/ledger';
import type { Executor } from '../core/database/client';
import { LedgerWriter } from '../modules/ledger';
import type { NewPromotion } from '../modules/rewards';
import { members } from '../modules/accounts';
import { turnoverRequirements } from '../modules/cashier';
import { promotionClaims, promotions } from '../modules/rewards';
import { drawRaffle, pickWinners } from '../modules/rewards';
import { HISTORY_MEMBER } from './cashier-history';

const DAY = 86_400_000;
const t = (en: string, th: string, zh: string) => ({ en, th, zh });

export function demoPromotions(now: Date): NewPromotion[] {
  const from = new Date(now.getTime() - 30 * DAY);
  const to = new Date(now.getTime() + 90 * DAY);
  const base = { startsAt: from, endsAt: to, eligibility: 'ALL', applyRequired: false, claimDays: 7 };
  return [
    {
      ...base,
      promotionId: 'FIRST10',
      type: 'DEPOSIT',
      eligibility: 'FIRST_DEPOSIT',
      title: t('First deposit bonus 10%', 'โบนัสฝากแรก 10%', '首存奖金10%'),
      description: t(
        'Choose this promotion on your first deposit of 300 or more: 10% bonus up to 1,000, turnover 5× the bonus.',
        'เลือกโปรโมชั่นนี้เมื่อฝากครั้งแรก 300 ขึ้นไป รับโบนัส 10% สูงสุด 1,000 ทำยอดเทิร์น 5 เท่าของโบนัส',
        '首次存款300及以上时选择此优惠：10%奖金，最高1,000，流水为奖金的5倍。',
      ),
      percentBp: 1000,
      maxBonus: 1_000_00n,
      minDeposit: 300_00n,
      turnoverMultiple: 5,
    },
    {
      ...base,
      promotionId: 'DAILY5',
      type: 'DEPOSIT',
      title: t('Daily deposit bonus 5%', 'โบนัสเงินฝากรายวัน 5%', '每日存款奖金5%'),
      description: t(
        'Every deposit of 1,000 or more: 5% bonus up to 500, turnover 3× the bonus.',
        'ทุกยอดฝาก 1,000 ขึ้นไป รับโบนัส 5% สูงสุด 500 ทำยอดเทิร์น 3 เท่าของโบนัส',
        '每笔1,000及以上的存款：5%奖金，最高500，流水为奖金的3倍。',
      ),
      percentBp: 500,
      maxBonus: 500_00n,
      minDeposit: 1_000_00n,
      turnoverMultiple: 3,
    },
    {
      ...base,
      promotionId: 'CHECKIN',
      type: 'LOGIN',
      title: t('Check-in reward', 'รางวัลเช็คอิน', '签到奖励'),
      description: t('Join once and claim 20 free, turnover 1×.', 'เข้าร่วมครั้งเดียว รับฟรี 20 ทำยอดเทิร์น 1 เท่า', '参加一次即可领取20，流水1倍。'),
      fixedAmount: 20_00n,
      turnoverMultiple: 1,
    },
    {
      ...base,
      promotionId: 'RESCUE',
      type: 'SAVIOR',
      applyRequired: true,
      title: t('Rescue bonus', 'โบนัสช่วยเหลือ', '救援金'),
      description: t(
        'Lost this week? Apply with a remark and up to 3 screenshots; once approved, claim up to 300, turnover 3×.',
        'เสียในสัปดาห์นี้? สมัครพร้อมหมายเหตุและภาพหน้าจอได้สูงสุด 3 ภาพ เมื่ออนุมัติแล้วรับได้สูงสุด 300 ทำยอดเทิร์น 3 เท่า',
        '本周亏损？附上备注和最多3张截图申请；审核通过后最高可领300，流水3倍。',
      ),
      fixedAmount: 100_00n,
      turnoverMultiple: 3,
    },
    {
      ...base,
      promotionId: 'LUCKYDRAW',
      type: 'LUCKYBET',
      title: t('Weekly lucky draw', 'ลุ้นโชครายสัปดาห์', '每周幸运抽奖'),
      description: t(
        'Sign up for the weekly draw: three winners get 500 each, turnover 1×.',
        'ลงทะเบียนร่วมลุ้นรายสัปดาห์ ผู้โชคดี 3 ท่านรับท่านละ 500 ทำยอดเทิร์น 1 เท่า',
        '报名参加每周抽奖：三位中奖者各得500，流水1倍。',
      ),
      fixedAmount: 500_00n,
      turnoverMultiple: 1,
      drawAt: new Date(now.getTime() + 5 * DAY),
      winners: 3,
    },
    {
      ...base,
      promotionId: 'LUCKYLAST',
      type: 'LUCKYBET',
      title: t("Last week's lucky draw", 'ลุ้นโชคสัปดาห์ที่แล้ว', '上周幸运抽奖'),
      description: t(
        'Drawn: two of the entries won 300 each, paid to their balance, turnover 1×.',
        'จับรางวัลแล้ว: ผู้ร่วมลุ้น 2 ท่านได้รับท่านละ 300 เข้ายอดเงิน ทำยอดเทิร์น 1 เท่า',
        '已开奖：两位参与者各得300，已存入余额，流水1倍。',
      ),
      fixedAmount: 300_00n,
      turnoverMultiple: 1,
      drawAt: new Date(now.getTime() - 3 * DAY),
      winners: 2,
    },
    {
      ...base,
      promotionId: 'VIPUP',
      type: 'MEMBERLEVEL',
      applyRequired: true,
      title: t('VIP level-up reward', 'รางวัลเลื่อนขั้น VIP', 'VIP晋级奖励'),
      description: t('A cash reward for every new VIP level, issued by our team.', 'รางวัลเงินสดทุกการเลื่อนขั้น VIP มอบโดยทีมงาน', '每升一级VIP即获现金奖励，由我们团队发放。'),
      fixedAmount: 188_00n,
      turnoverMultiple: 1,
    },
    {
      ...base,
      promotionId: 'WELCOME88',
      type: 'PROMOCODE',
      promoCode: 'WELCOME88',
      title: t('Promo code WELCOME88', 'โค้ดโปรโมชั่น WELCOME88', '优惠码 WELCOME88'),
      description: t('Enter the code WELCOME88 in the reward center: 88 free, turnover 2×.', 'กรอกโค้ด WELCOME88 ในศูนย์รางวัล รับฟรี 88 ทำยอดเทิร์น 2 เท่า', '在奖励中心输入优惠码WELCOME88：免费88，流水2倍。'),
      fixedAmount: 88_00n,
      turnoverMultiple: 2,
    },
    {
      ...base,
      promotionId: 'NEWYEAR',
      type: 'REGISTER',
      startsAt: new Date(now.getTime() + 10 * DAY),
      title: t('New year welcome gift', 'ของขวัญต้อนรับปีใหม่', '新年见面礼'),
      description: t('Coming soon: a welcome gift of 50 for every member.', 'เร็วๆ นี้: ของขวัญต้อนรับ 50 สำหรับสมาชิกทุกคน', '即将推出：每位会员50的见面礼。'),
      fixedAmount: 50_00n,
      turnoverMultiple: 1,
    },
    {
      ...base,
      promotionId: 'FRIENDS',
      type: 'REFERRAL',
      startsAt: new Date(now.getTime() - 60 * DAY),
      endsAt: new Date(now.getTime() - 5 * DAY),
      title: t('Invite-a-friend week', 'สัปดาห์ชวนเพื่อน', '邀请好友周'),
      description: t('Ended: 100 for every friend who joined during the week.', 'สิ้นสุดแล้ว: รับ 100 ต่อเพื่อนที่สมัครในสัปดาห์นั้น', '已结束：活动周内每邀请一位好友得100。'),
      fixedAmount: 100_00n,
      turnoverMultiple: 1,
    },
  ];
}

/** Seeds the promotions when there are none, and player01's reward history when player01 exists. */
export async function seedPromotionsIfEmpty(ex: Executor, now = new Date()): Promise<void> {
  const [{ count }] = await ex.select({ count: sql<number>`count(*)::int` }).from(promotions);
  if (count > 0) return;
  const rows = await ex.insert(promotions).values(demoPromotions(now)).returning();
  const id = (promotionId: string) => rows.find((r) => r.promotionId === promotionId)!.id;
  const [member] = await ex.select({ id: members.id }).from(members).where(eq(members.account, HISTORY_MEMBER.account));
  if (!member) return;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const claim = (n: number, promotionId: string, state: string, bonus: bigint, multiple: number, at: Date, extra: Partial<typeof promotionClaims.$inferInsert> = {}) => ({
    claimId: `CL${at.toISOString().slice(2, 10).replaceAll('-', '')}${String(9_000_000_000 + n)}`,
    promotionId: id(promotionId),
    memberId: member.id,
    reference: 'once',
    state,
    bonus,
    turnoverRequired: bonus * BigInt(multiple),
    createdAt: at,
    updatedAt: at,
    ...extra,
  });
  const [checkin] = await ex
    .insert(promotionClaims)
    .values([
      claim(1, 'CHECKIN', 'C', 20_00n, 1, ago(4), { claimedAt: ago(4), expiresAt: new Date(ago(4).getTime() + 7 * DAY) }),
      claim(2, 'VIPUP', 'I', 188_00n, 1, ago(1), { decidedBy: 'operator', expiresAt: new Date(now.getTime() + 6 * DAY) }),
      claim(3, 'RESCUE', 'I', 150_00n, 3, ago(12), { remark: 'Lost on slots last week', decidedBy: 'operator', expiresAt: ago(5) }),
      claim(4, 'LUCKYDRAW', 'S', 0n, 1, ago(2)),
    ])
    .returning();
  // The claimed check-in moved money: its entry, like a live claim (turnover 20 × 1).
  const writer = new LedgerWriter(ex);
  await seedDrawnRaffle(writer, id('LUCKYLAST'), member.id, now);
  await writer.post({
    key: `promotion:${checkin.claimId}`,
    kind: 'promotion',
    memberId: member.id,
    reference: checkin.claimId,
    actor: `member:${member.id}`,
    at: ago(4),
    postings: [
      { account: ledgerAccount.houseBonusExpense, amount: -checkin.bonus, txType: 'dividend' },
      { account: ledgerAccount.main(member.id), amount: checkin.bonus, txType: 'dividend' },
    ],
  });
  await ex.insert(turnoverRequirements).values({ memberId: member.id, source: 'promotion', reference: checkin.claimId, required: checkin.turnoverRequired, createdAt: ago(4) });
  // What the promotion has paid, as a live claim's charge counts it (promotion-budget.ts).
  await ex.update(promotions).set({ spent: sql`${promotions.spent} + ${checkin.bonus}` }).where(eq(promotions.id, checkin.promotionId));
}

/**
 * Three entries in last week's raffle (signed up 20 days ago), drawn as the job draws it. The demo's
 * draw seed is the first of a fixed series whose winners leave demo04 out: the records tests read
 * demo04's bonus history and expect it empty (a random seed paid it 300.00 two runs in three).
 */
async function seedDrawnRaffle(writer: LedgerWriter, promotionId: number, playerId: number, now: Date): Promise<void> {
  const others = await writer.tx.select({ id: members.id, account: members.account }).from(members).where(inArray(members.account, ['demo04', 'demo05']));
  const signedUp = new Date(now.getTime() - 20 * DAY);
  const entries = [{ id: playerId, account: 'player01' }, ...others].map((member, n) => ({
    claimId: `CL${signedUp.toISOString().slice(2, 10).replaceAll('-', '')}${String(9_100_000_000 + n)}`,
    account: member.account,
    memberId: member.id,
  }));
  await writer.tx.insert(promotionClaims).values(
    entries.map(({ claimId, memberId }) => ({ claimId, promotionId, memberId, reference: 'once', state: 'S', createdAt: signedUp, updatedAt: signedUp })),
  );
  const [raffle] = await writer.tx.select({ promotionId: promotions.promotionId, winners: promotions.winners }).from(promotions).where(eq(promotions.id, promotionId));
  const kept = entries.filter((entry) => entry.account === 'demo04').map((entry) => entry.claimId);
  const ids = entries.map((entry) => entry.claimId);
  let seed = '';
  for (let n = 0; ; n += 1) {
    seed = createHash('sha256').update(`${raffle.promotionId}:demo:${n}`).digest('hex');
    const winners = pickWinners(seed, ids, raffle.winners ?? 1);
    if (!kept.some((claimId) => winners.has(claimId))) break;
  }
  await drawRaffle(writer, raffle.promotionId, new Date(now.getTime() - 3 * DAY), seed);
}
