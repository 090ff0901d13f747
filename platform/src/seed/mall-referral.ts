// The points mall and referral on a fresh start (PTSYS3, REFERRAL3): a catalogue of goods and bonus
// credits; player01 with points earned from play and deposits, one redeem approved and one in
// process; player01's referral code with two invitees (demo04, demo05) and the income they brought,
// posted through the ledger as the live pass does, so the seed reconciles.
import { eq } from 'drizzle-orm';
import { ledgerAccount } from '../modules/ledger';
import { movePoints } from '../modules/rewards';
import type { Executor } from '../core/database/client';
import { LedgerWriter } from '../modules/ledger';
import { members } from '../modules/accounts';
import { mallItems, mallOrders, referralCodes, referralIncome, referralInvitations } from '../modules/rewards';

export const SEED_REFERRAL_CODE = 'RBPLAY01';
const DAY = 24 * 60 * 60 * 1000;

export const SEED_MALL_ITEMS = [
  { name: 'Bonus credit ฿100', description: 'Credited to your balance once approved (turnover 1×).', kind: 'bonus', bonusAmount: 10_000n, turnoverMultiple: 1, pointsPrice: 1000, stock: 500, maxPerOrder: 5, sort: 1 },
  { name: 'Bonus credit ฿500', description: 'Credited to your balance once approved (turnover 1×).', kind: 'bonus', bonusAmount: 50_000n, turnoverMultiple: 1, pointsPrice: 4800, stock: 100, maxPerOrder: 2, sort: 2 },
  { name: 'RoyalBet T-shirt', description: 'Cotton T-shirt, size L. Shipped within Thailand.', kind: 'goods', bonusAmount: 0n, turnoverMultiple: 0, pointsPrice: 800, stock: 40, maxPerOrder: 3, sort: 3 },
  { name: 'Wireless earbuds', description: 'Bluetooth 5.3 earbuds with charging case. Shipped within Thailand.', kind: 'goods', bonusAmount: 0n, turnoverMultiple: 0, pointsPrice: 6000, stock: 8, maxPerOrder: 1, sort: 4 },
  { name: 'Smartphone', description: 'A 128 GB smartphone. Shipped within Thailand.', kind: 'goods', bonusAmount: 0n, turnoverMultiple: 0, pointsPrice: 60_000, stock: 1, maxPerOrder: 1, sort: 5 },
] as const;

export async function seedMallAndReferral(ex: Executor, now = new Date()): Promise<void> {
  const idOf = async (account: string) => (await ex.select({ id: members.id }).from(members).where(eq(members.account, account)))[0]?.id;
  const items = await ex.insert(mallItems).values(SEED_MALL_ITEMS.map((item) => ({ ...item }))).returning();
  const player = await idOf('player01');
  if (!player) return;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);

  // Points: earned from play and deposits, spent on two redeems.
  const earned: [string, 'rng' | 'deposit' | 'live' | 'sports', number][] = [
    ['seed:earn:1', 'deposit', 30],
    ['seed:earn:2', 'rng', 2400],
    ['seed:earn:3', 'live', 1650],
    ['seed:earn:4', 'deposit', 15],
    ['seed:earn:5', 'sports', 905],
  ];
  for (const [key, type, change] of earned) await movePoints(ex, { memberId: player, key, type, change, reference: 'seed' });
  const tshirt = items.find((i) => i.kind === 'goods' && i.pointsPrice === 800)!;
  const bonus = items.find((i) => i.kind === 'bonus' && i.pointsPrice === 1000)!;
  const orders = [
    { orderNo: 'PMSEED0001', item: bonus, state: 1, at: ago(4) },
    { orderNo: 'PMSEED0002', item: tshirt, state: 0, at: ago(1) },
  ];
  for (const order of orders) {
    await movePoints(ex, { memberId: player, key: `seed:redeem:${order.orderNo}`, type: 'redeem', change: -order.item.pointsPrice, reference: order.orderNo });
    await ex.update(mallItems).set({ stock: order.item.stock - 1 }).where(eq(mallItems.id, order.item.id));
    const goods = order.item.kind === 'goods';
    await ex.insert(mallOrders).values({
      orderNo: order.orderNo,
      memberId: player,
      itemId: order.item.id,
      itemName: order.item.name,
      kind: order.item.kind,
      quantity: 1,
      points: order.item.pointsPrice,
      bonusAmount: order.item.bonusAmount,
      state: order.state,
      recipient: goods ? 'สมชาย ใจดี' : null,
      address: goods ? '99/1 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพฯ 10110' : null,
      phone: goods ? '0812345683' : null,
      decidedBy: order.state ? 'operator:seed' : null,
      createdAt: order.at,
      updatedAt: order.at,
    });
  }
  const writer = new LedgerWriter(ex);
  await writer.post({
    key: 'mall:PMSEED0001:credit',
    kind: 'mall_bonus',
    memberId: player,
    reference: 'PMSEED0001',
    actor: 'operator:seed',
    at: ago(4),
    postings: [
      { account: ledgerAccount.main(player), amount: bonus.bonusAmount, txType: 'dividend' },
      { account: ledgerAccount.houseBonusExpense, amount: -bonus.bonusAmount, txType: 'dividend' },
    ],
  });

  // Referral: two invitees and what they brought.
  await ex.insert(referralCodes).values({ memberId: player, code: SEED_REFERRAL_CODE, createdAt: ago(10) });
  const incomes: { account: string; basis: 'first_deposit' | 'bets'; base: bigint; amount: bigint; days: number }[] = [
    { account: 'demo04', basis: 'first_deposit', base: 100_000n, amount: 10_000n, days: 5 },
    { account: 'demo04', basis: 'bets', base: 250_000n, amount: 1_250n, days: 3 },
    { account: 'demo05', basis: 'bets', base: 80_000n, amount: 400n, days: 2 },
  ];
  for (const account of ['demo04', 'demo05']) {
    const invitee = await idOf(account);
    if (invitee) await ex.insert(referralInvitations).values({ inviteeId: invitee, referrerId: player, code: SEED_REFERRAL_CODE, createdAt: ago(account === 'demo04' ? 6 : 3) });
  }
  for (const [i, income] of incomes.entries()) {
    const invitee = await idOf(income.account);
    if (!invitee) continue;
    const entryKey = `referral:seed:${i + 1}`;
    await ex.insert(referralIncome).values({ entryKey, referrerId: player, inviteeId: invitee, basis: income.basis, baseAmount: income.base, amount: income.amount, createdAt: ago(income.days) });
    await writer.post({
      key: entryKey,
      kind: 'referral_income',
      memberId: player,
      reference: String(invitee),
      actor: 'job:referral',
      at: ago(income.days),
      postings: [
        { account: ledgerAccount.main(player), amount: income.amount, txType: 'referral_rebate' },
        { account: ledgerAccount.houseBonusExpense, amount: -income.amount, txType: 'referral_rebate' },
      ],
    });
  }
}
