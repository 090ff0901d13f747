// A member with a real cashier history (player01), so that every cashier page, record and report
// shows something on a fresh start: a bank card and funds password, deposits in every state, rounds
// played over the last week, withdrawals paid, waiting and refused, a vendor-wallet transfer. Every
// movement posts through the ledger exactly as the live calls do, so the seed reconciles.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, lte } from 'drizzle-orm';
import { DEPOSIT_STATE, WITHDRAWAL_STATE } from '../../../contract/cashier-states';
import { DEMO_CASHIER_SETTINGS, DEMO_USDT_RATE } from './cashier-details';
import { ledgerAccount } from '../modules/ledger';
import { fromCents } from '../core/money';
import { hashPassword } from '../modules/accounts';
import { promptPayPayload } from '../modules/cashier';
import { multiplierOf, spinReels } from '../modules/games';
import type { Executor } from '../core/database/client';
import { LedgerWriter, type PostingInput } from '../modules/ledger';
import { games } from '../modules/games';
import { members } from '../modules/accounts';
import { bankCards, depositOrders, orderEvents, turnoverRequirements, withdrawalOrders } from '../modules/cashier';
import { fundsPasswords } from '../modules/accounts';
import { gameRounds, gameSessions } from '../modules/games';

export const HISTORY_MEMBER = { account: 'player01', password: 'Demo@2026', fundsPassword: 'Fund@2026' };

const DAY = 24 * 60 * 60 * 1000;
const satang = (baht: number) => BigInt(Math.round(baht * 100));

export async function seedCashierHistory(ex: Executor, now = new Date()): Promise<void> {
  const [member] = await ex.select({ id: members.id, account: members.account, payeeName: members.payeeName }).from(members).where(eq(members.account, HISTORY_MEMBER.account));
  if (!member) return;
  const writer = new LedgerWriter(ex);
  const main = ledgerAccount.main(member.id);
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * 60 * 60 * 1000);
  const event = (orderType: string, orderId: number, fromState: number | null, toState: number, action: string, actor: string, at: Date) =>
    ex.insert(orderEvents).values({ orderType, orderId, fromState, toState, action, actor, createdAt: at });

  await ex.insert(fundsPasswords).values({ memberId: member.id, hash: await hashPassword(HISTORY_MEMBER.fundsPassword) });
  const [card] = await ex
    .insert(bankCards)
    .values({ memberId: member.id, bankCode: 'KBANK', accountNumber: '0481112233', accountName: member.payeeName ?? '', createdAt: ago(7) })
    .returning({ id: bankCards.id });

  // Deposits: approved ones move money (and add turnover); the others never did.
  const settings = DEMO_CASHIER_SETTINGS;
  const deposits: { days: number; method: 'BANK' | 'QR' | 'USDT'; baht: number; state: number }[] = [
    { days: 6, method: 'BANK', baht: 3000, state: DEPOSIT_STATE.approved },
    { days: 3, method: 'QR', baht: 1500, state: DEPOSIT_STATE.approved },
    { days: 2, method: 'BANK', baht: 800, state: DEPOSIT_STATE.rejected },
    { days: 1, method: 'USDT', baht: 2000, state: DEPOSIT_STATE.expired },
    { days: 0, method: 'QR', baht: 500, state: DEPOSIT_STATE.approved },
    { days: 0, method: 'BANK', baht: 1000, state: DEPOSIT_STATE.pending },
  ];
  for (const [i, deposit] of deposits.entries()) {
    const at = ago(deposit.days, 2);
    const amount = satang(deposit.baht);
    const channel = settings.channels.find((c) => c.method === deposit.method)!;
    const instructions =
      deposit.method === 'BANK'
        ? { method: 'BANK', ...settings.receivingAccounts[i % settings.receivingAccounts.length], payeeName: member.payeeName ?? '' }
        : deposit.method === 'QR'
          ? { method: 'QR', payload: promptPayPayload(settings.promptPayId, amount) }
          : { method: 'USDT', network: settings.usdt.network, address: settings.usdt.addresses[0], usdtAmount: '54.794521', rate: fromCents(DEMO_USDT_RATE) };
    const depositId = `DP${at.toISOString().slice(2, 10).replaceAll('-', '')}${String(10_000_000 + i).slice(-8)}`;
    const [order] = await ex
      .insert(depositOrders)
      .values({
        depositId,
        memberId: member.id,
        method: deposit.method,
        channelId: channel.vendorId,
        amount,
        fee: 0n,
        state: deposit.state,
        version: deposit.state === DEPOSIT_STATE.new ? 0 : 1,
        payerName: deposit.method === 'BANK' ? member.payeeName : null,
        instructions,
        expiresAt: new Date(at.getTime() + settings.depositExpiryMinutes * 60_000),
        decidedBy: deposit.state === DEPOSIT_STATE.approved || deposit.state === DEPOSIT_STATE.rejected ? 'operator:seed' : null,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: depositOrders.id });
    await event('deposit', order.id, null, DEPOSIT_STATE.new, 'create', `member:${member.id}`, at);
    if (deposit.state !== DEPOSIT_STATE.new) await event('deposit', order.id, DEPOSIT_STATE.new, deposit.state, 'seed', 'operator:seed', at);
    if (deposit.state === DEPOSIT_STATE.approved) {
      await writer.post({
        key: `deposit:${depositId}:approve`,
        kind: 'deposit',
        memberId: member.id,
        reference: depositId,
        actor: 'operator:seed',
        at,
        postings: [
          { account: ledgerAccount.houseCash, amount: -amount, txType: 'deposit' },
          { account: main, amount, txType: 'deposit' },
        ],
      });
      await ex.insert(turnoverRequirements).values({ memberId: member.id, source: 'deposit', reference: depositId, required: (amount * BigInt(settings.depositTurnoverPercent)) / 100n, createdAt: at });
    }
  }

  // Rounds on the local vendor's slots over the week (the betting record and P&L have rows).
  const slots = await ex
    .select({ id: games.id, vendorCode: games.vendorCode })
    .from(games)
    .where(and(eq(games.gameType, 'RNG'), eq(games.vendorCode, 'PG'), lte(games.minBet, '1')))
    .orderBy(asc(games.id))
    .limit(3);
  for (const [s, slot] of slots.entries()) {
    const sessionId = `seed-${member.id}-${s}`;
    await ex.insert(gameSessions).values({
      id: sessionId,
      memberId: member.id,
      gameId: slot.id,
      vendor: 'local',
      tokenHash: randomBytes(32).toString('hex'),
      language: 'th',
      createdAt: ago(6 - s * 3),
      expiresAt: ago(6 - s * 3, -4),
    });
    for (let r = 0; r < 12; r++) {
      const at = new Date(ago(6 - s * 3).getTime() + r * 60_000);
      const reels = spinReels();
      const bet = satang([5, 10, 20][r % 3]);
      const win = bet * BigInt(multiplierOf(reels));
      const spinId = `seed${s}r${r}`;
      const postings: PostingInput[] = [
        { account: main, amount: -bet, txType: 'betting' },
        { account: ledgerAccount.houseGame(slot.vendorCode), amount: bet, txType: 'betting' },
        { account: main, amount: win, txType: 'winning' },
        { account: ledgerAccount.houseGame(slot.vendorCode), amount: -win, txType: 'winning' },
      ].filter((p) => p.amount !== 0n) as PostingInput[];
      const posted = await writer.post({ key: `spin:${member.id}:${spinId}`, kind: 'spin', memberId: member.id, reference: spinId, actor: `vendor:${slot.vendorCode}`, at, postings });
      await ex.insert(gameRounds).values({
        memberId: member.id,
        gameId: slot.id,
        sessionId,
        spinId,
        bet: fromCents(bet),
        win: fromCents(win),
        balanceAfter: fromCents(posted.balances.get(main)!),
        reels,
        createdAt: at,
      });
    }
  }

  // Withdrawals: one paid and received, one refused (money back), one waiting for review (held).
  const withdrawals: { days: number; baht: number; state: number }[] = [
    { days: 4, baht: 1000, state: WITHDRAWAL_STATE.success },
    { days: 1, baht: 500, state: WITHDRAWAL_STATE.auditFailure },
    { days: 0, baht: 300, state: WITHDRAWAL_STATE.processing },
  ];
  for (const [i, withdrawal] of withdrawals.entries()) {
    const at = ago(withdrawal.days, 1);
    const amount = satang(withdrawal.baht);
    const withdrawalId = `WSEED${String(i + 1).padStart(4, '0')}`;
    const paid = withdrawal.state === WITHDRAWAL_STATE.success;
    const [order] = await ex
      .insert(withdrawalOrders)
      .values({
        withdrawalId,
        memberId: member.id,
        bankCardId: card.id,
        amount,
        fee: 0n,
        state: withdrawal.state,
        version: withdrawal.state === WITHDRAWAL_STATE.processing ? 0 : paid ? 2 : 1,
        confirmation: paid ? 'received' : null,
        decidedBy: withdrawal.state === WITHDRAWAL_STATE.processing ? null : 'operator:seed',
        approvedAt: paid ? at : null,
        confirmedAt: paid ? at : null,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: withdrawalOrders.id });
    const post = (action: string, postings: PostingInput[]) =>
      writer.post({ key: `withdrawal:${order.id}:${action}`, kind: 'withdrawal', memberId: member.id, reference: withdrawalId, actor: 'operator:seed', at, postings });
    await post('request', [
      { account: main, amount: -amount, txType: 'withdraw' },
      { account: ledgerAccount.hold(member.id), amount, txType: 'withdraw' },
    ]);
    await event('withdrawal', order.id, null, WITHDRAWAL_STATE.processing, 'request', `member:${member.id}`, at);
    if (paid) {
      await post('approve', [
        { account: ledgerAccount.hold(member.id), amount: -amount, txType: 'withdraw' },
        { account: ledgerAccount.houseCash, amount, txType: 'withdraw' },
      ]);
      await event('withdrawal', order.id, WITHDRAWAL_STATE.processing, WITHDRAWAL_STATE.transferring, 'approve', 'operator:seed', at);
      await event('withdrawal', order.id, WITHDRAWAL_STATE.transferring, WITHDRAWAL_STATE.success, 'confirm', `member:${member.id}`, at);
    } else if (withdrawal.state === WITHDRAWAL_STATE.auditFailure) {
      await post('reject', [
        { account: ledgerAccount.hold(member.id), amount: -amount, txType: 'withdraw' },
        { account: main, amount, txType: 'withdraw' },
      ]);
      await event('withdrawal', order.id, WITHDRAWAL_STATE.processing, WITHDRAWAL_STATE.auditFailure, 'reject', 'operator:seed', at);
    }
  }

  // A vendor-wallet transfer and part of it back (transferFund).
  const vendor = ledgerAccount.vendor(member.id, 'PP');
  await writer.post({ key: `seed:transfer:${member.id}:1`, kind: 'transfer', memberId: member.id, actor: `member:${member.id}`, at: ago(2), postings: [
    { account: main, amount: -satang(200), txType: 'transfer' },
    { account: vendor, amount: satang(200), txType: 'transfer' },
  ] });
  await writer.post({ key: `seed:transfer:${member.id}:2`, kind: 'transfer', memberId: member.id, actor: `member:${member.id}`, at: ago(1), postings: [
    { account: vendor, amount: -satang(50), txType: 'transfer' },
    { account: main, amount: satang(50), txType: 'transfer' },
  ] });
}
