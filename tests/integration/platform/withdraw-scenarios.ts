// Withdrawals end to end (money-and-agents §3, portal spec §4), run on PGlite and on PostgreSQL by
// the two platform-withdraw-*.test.ts files: card binding rules, the funds password's lock, the
// withdrawal's hold, review, confirmation and auto-confirm, replays, races and bad input. The
// ledger must reconcile after every test.
import { randomInt, randomUUID } from 'node:crypto';
import type { CashierHarness } from './cashier-harness';

/** A 1×1 PNG. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const FP = 'fund1234';
let serial = 0;
const key = () => `k-${randomUUID()}`;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++serial}`;
/** A unique account number of `length` digits. */
const accountNumber = (length = 10) => Array.from({ length }, () => randomInt(10)).join('');

export function withdrawScenarios(start: () => Promise<CashierHarness>) {
  let h: CashierHarness;

  beforeAll(async () => {
    h = await start();
  }, 120_000);
  afterAll(async () => {
    await h?.stop();
  });
  afterEach(async () => {
    const report = await h.hook<{ ok: boolean }>('GET', '/reconcile');
    expect(report).toMatchObject({ ok: true });
  });

  const bind = (token: string, body: Record<string, unknown>) => h.call('/wps/member/bankCard', { token, method: 'PUT', body, encrypt: true });
  const withdraw = (token: string, body: Record<string, unknown>, k = key()) =>
    h.call('/wps/v2/transaction/withdraw', { token, method: 'POST', body, encrypt: true, key: k });
  const balances = async (memberId: number) => {
    const b = await h.hook<{ main: string; hold: string }>('GET', `/balances/${memberId}`);
    return { main: BigInt(b.main), hold: BigInt(b.hold) };
  };
  /** A member with a real name, a balance and one bound card (the funds password FP set by it). */
  async function memberWithCard(balance: string) {
    const m = await h.member(unique('wd'), { payeeName: 'Somchai Jaidee', balance });
    const card = await bind(m.token, { bankCode: 'KBANK', accountNumber: accountNumber(), fundsPassword: FP, confirmFundsPassword: FP });
    expect(card.status).toBe(200);
    return { ...m, cardId: card.body.value.id as number };
  }

  it('binds cards only in the real name, up to the maximum, never a card bound before (even deleted)', async () => {
    const m = await h.member(unique('wdb'), { payeeName: 'Somchai Jaidee' });
    const list = await h.call('/wps/member/bankCard', { token: m.token });
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    expect(list.body.value).toMatchObject({ cards: [], maxCardCount: 3, hasFundsPassword: false, accountName: 'Somchai Jaidee' });

    const none = await h.member(unique('wdn'), { payeeName: null });
    expect((await bind(none.token, { bankCode: 'SCB', accountNumber: accountNumber(), fundsPassword: FP, confirmFundsPassword: FP })).body.code).toBe('payee_name_missing');
    const number = accountNumber();
    expect((await bind(m.token, { bankCode: 'KBANK', accountNumber: number, accountName: 'Someone Else', fundsPassword: FP, confirmFundsPassword: FP })).body.code).toBe(
      'account_name_mismatch',
    );
    expect((await bind(m.token, { bankCode: 'KBANK', accountNumber: number, fundsPassword: FP, confirmFundsPassword: 'other123' })).body.code).toBe('inconsistent_twice');
    expect((await bind(m.token, { bankCode: 'KBANK', accountNumber: number, fundsPassword: '123', confirmFundsPassword: '123' })).body.code).toBe('payment.pw.too_short');
    expect((await bind(m.token, { bankCode: 'KBANK', accountNumber: '123456789', fundsPassword: FP, confirmFundsPassword: FP })).body.code).toBe('account_number_invalid');
    expect((await bind(m.token, { bankCode: 'NOPE', accountNumber: number, fundsPassword: FP })).status).toBe(400);

    const first = await bind(m.token, { bankCode: 'KBANK', accountNumber: `${number.slice(0, 3)}-${number.slice(3)}`, accountName: ' somchai  jaidee ', fundsPassword: FP, confirmFundsPassword: FP });
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ bankCode: 'KBANK', accountNumber: `******${number.slice(-4)}`, accountName: 'Somchai Jaidee' });

    const wrong = await bind(m.token, { bankCode: 'GSB', accountNumber: accountNumber(12), fundsPassword: 'wrong-pw' });
    expect(wrong.body).toMatchObject({ code: 'invalid.payment.pw', value: { remainingAttempts: 4 } });
    const other = await h.member(unique('wdo'), { payeeName: 'Other Person' });
    expect((await bind(other.token, { bankCode: 'KBANK', accountNumber: number, fundsPassword: FP, confirmFundsPassword: FP })).body.code).toBe('bank_card_taken');

    const second = await bind(m.token, { bankCode: 'GSB', accountNumber: accountNumber(12), fundsPassword: FP });
    const third = await bind(m.token, { bankCode: 'KKP', accountNumber: accountNumber(14), fundsPassword: FP });
    expect([second.status, third.status]).toEqual([200, 200]);
    expect((await bind(m.token, { bankCode: 'SCB', accountNumber: accountNumber(), fundsPassword: FP })).body.code).toBe('bank_card_limit');

    const cardId = first.body.value.id;
    const foreign = await h.call(`/wps/member/bankCard/${cardId}`, { token: other.token, method: 'DELETE', body: { fundsPassword: FP }, encrypt: true });
    expect(foreign.status).toBe(404);
    expect((await h.call('/wps/member/bankCard', { token: m.token })).body.value.cards).toHaveLength(3);
    const badPw = await h.call(`/wps/member/bankCard/${cardId}`, { token: m.token, method: 'DELETE', body: { fundsPassword: 'nope-nope' }, encrypt: true });
    expect(badPw.body.code).toBe('invalid.payment.pw');
    const deleted = await h.call(`/wps/member/bankCard/${cardId}`, { token: m.token, method: 'DELETE', body: { fundsPassword: FP }, encrypt: true });
    expect(deleted.status).toBe(200);
    expect((await h.call('/wps/member/bankCard', { token: m.token })).body.value.cards).toHaveLength(2);
    expect((await bind(m.token, { bankCode: 'KBANK', accountNumber: number, fundsPassword: FP })).body.code).toBe('bank_card_taken');
  });

  it('locks the funds password after five failures, counting failures of refused withdrawals too', async () => {
    const m = await memberWithCard('1000.00');
    const set = await h.call('/wps/member/paymentPassword', { token: m.token, method: 'PUT', body: { password: 'another1', confirmPassword: 'another1' }, encrypt: true });
    expect(set.body.code).toBe('payment.pw.exists');
    const fresh = await h.member(unique('wdf'), { payeeName: 'Fresh Person' });
    const notSet = await withdraw(fresh.token, { amount: '100', bankCardId: m.cardId, password: FP });
    expect(notSet.body.code).toBe('not.exists.payment.password');

    // Two wrong passwords on withdrawals (refused: nothing is booked), then wrong old passwords.
    for (const remaining of [4, 3]) {
      const answer = await withdraw(m.token, { amount: '100', bankCardId: m.cardId, password: 'wrong-one' });
      expect(answer.body).toMatchObject({ code: 'invalid.payment.pw', value: { remainingAttempts: remaining } });
    }
    const change = (oldPassword: string) =>
      h.call('/wps/member/paymentPassword', { token: m.token, method: 'POST', body: { oldPassword, newPassword: 'newfund1', confirmPassword: 'newfund1' }, encrypt: true });
    expect((await change('wrong-two')).body.value).toEqual({ remainingAttempts: 2 });
    expect((await change('wrong-three')).body.value).toEqual({ remainingAttempts: 1 });
    const locked = await change('wrong-four');
    expect(locked.status).toBe(423);
    expect(locked.body.code).toBe('payment.pw.locked');
    expect(locked.body.value.retryAfterSeconds).toBeGreaterThan(14 * 60);
    // The right password is refused while locked, by every call that checks it.
    expect((await change(FP)).body.code).toBe('payment.pw.locked');
    expect((await withdraw(m.token, { amount: '100', bankCardId: m.cardId, password: FP })).body.code).toBe('payment.pw.locked');
    expect(await balances(m.memberId)).toEqual({ main: 100000n, hold: 0n });
  });

  it('books a withdrawal as a hold, replays it by key, approves it to house cash, rejects another back to main', async () => {
    const m = await memberWithCard('5000.00');
    const info = await h.call('/wps/relay/MCSFE_getWithdrawAccountInfo', { token: m.token });
    expect(info.body.value).toMatchObject({ mainWalletBalance: '5000.00', withdrawableAmount: '5000.00', remainingTransactionTimes: 5, maxTransactionTimes: 5 });
    expect((await h.call('/wps/relay/MCSFE_getWithdrawSettings', { token: m.token })).body.value).toMatchObject({ minWithdrawal: '100.00', allDay: true });
    expect((await h.call('/wps/relay/getCalculatedWithdrawCharges?withdrawAmount=1000', { token: m.token })).body.value).toEqual({ withdrawAmount: '1000.00', value: '0.00', free: true });
    expect((await h.call('/wps/relay/getTurnoverInfo', { token: m.token })).body.value).toMatchObject({ status: 'A' });

    const k = key();
    const first = await withdraw(m.token, { amount: '1000', bankCardId: m.cardId, password: FP }, k);
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ state: 1, amount: '1000.00', fee: '0.00', balance: '4000.00' });
    const replay = await withdraw(m.token, { amount: '1000', bankCardId: m.cardId, password: FP }, k);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await withdraw(m.token, { amount: '1001', bankCardId: m.cardId, password: FP }, k)).body.code).toBe('idempotency_key_reused');
    expect(await balances(m.memberId)).toEqual({ main: 400000n, hold: 100000n });

    const second = await withdraw(m.token, { amount: '2000.50', bankCardId: m.cardId, password: FP });
    expect(second.body.value).toMatchObject({ amount: '2000.50', fee: '20.00', balance: '1999.50' });
    expect((await h.call('/wps/relay/getCalculatedWithdrawCharges?withdrawAmount=50000', { token: m.token })).body.value.value).toBe('100.00');

    const queue = await h.operator('GET', '/withdrawals?state=1');
    const order = queue.body.value.find((row: { withdrawalId: string }) => row.withdrawalId === first.body.value.withdrawalId);
    expect(order).toMatchObject({ state: 1, amount: '1000.00', payout: '1000.00' });
    const approve = await h.operator('POST', `/withdrawals/${order.id}/approve`, { remark: 'paid by KBANK' });
    expect(approve.body.value).toMatchObject({ state: 2, decidedBy: 'key:operator', remark: 'paid by KBANK' });
    expect((await h.operator('POST', `/withdrawals/${order.id}/approve`, { remark: 'paid by KBANK' })).body).toEqual(approve.body);
    const lateReject = await h.operator('POST', `/withdrawals/${order.id}/reject`, { remark: 'too late' });
    expect(lateReject.status).toBe(409);
    expect(lateReject.body.code).toBe('order_state_changed');
    expect(await balances(m.memberId)).toEqual({ main: 199950n, hold: 200050n });

    const secondId = (await h.hook<{ id: number }>('GET', `/order/${second.body.value.withdrawalId}`)).id;
    const reject = await h.operator('POST', `/withdrawals/${secondId}/reject`, { remark: 'name check' });
    expect(reject.body.value.state).toBe(3);
    expect(await balances(m.memberId)).toEqual({ main: 400000n, hold: 0n });
    expect((await h.operator('POST', `/withdrawals/${secondId}/fail`, {})).body.code).toBe('order_state_changed');

    const report = await h.call('/wps/relay/getWithdrawTransactionReport?page=1&size=10', { token: m.token });
    expect(report.body.value.records.map((r: { status: number }) => r.status)).toEqual([3, 2]);
    expect(report.body.value.records[1].autoConfirmAt).toBeGreaterThan(Date.now());
    expect((await h.call('/wps/relay/getWithdrawTransactionReport?status=2', { token: m.token })).body.value.total).toBe(1);
  });

  it('gives everything back, fee included, when a paid withdrawal fails', async () => {
    const m = await memberWithCard('3000.00');
    await withdraw(m.token, { amount: '500', bankCardId: m.cardId, password: FP });
    const paid = await withdraw(m.token, { amount: '1000', bankCardId: m.cardId, password: FP });
    expect(paid.body.value.fee).toBe('10.00');
    const { id } = await h.hook<{ id: number }>('GET', `/order/${paid.body.value.withdrawalId}`);
    expect((await h.operator('POST', `/withdrawals/${id}/approve`, {})).body.value.state).toBe(2);
    expect((await h.operator('POST', `/withdrawals/${id}/fail`, { remark: 'bounced' })).body.value.state).toBe(5);
    expect(await balances(m.memberId)).toEqual({ main: 250000n, hold: 50000n });
  });

  it('takes the member’s receipt: partial with proof stays for the operator, received closes, auto-confirm only the silent ones', async () => {
    const m = await memberWithCard('5000.00');
    const ids: Record<string, { withdrawalId: string; id: number }> = {};
    for (const name of ['received', 'partial', 'silent', 'forced']) {
      const answer = await withdraw(m.token, { amount: '1000', bankCardId: m.cardId, password: FP });
      const withdrawalId = answer.body.value.withdrawalId;
      ids[name] = { withdrawalId, id: (await h.hook<{ id: number }>('GET', `/order/${withdrawalId}`)).id };
    }
    const confirm = (body: Record<string, unknown>, token = m.token, k = key()) => h.call('/wps/relay/withdrawConfirm', { token, method: 'POST', body, key: k });
    expect((await confirm({ withdrawalId: ids.partial.withdrawalId, result: 'received' })).body.code).toBe('order_state_changed');
    for (const name of Object.keys(ids)) await h.operator('POST', `/withdrawals/${ids[name].id}/approve`, {});

    const partial = ids.partial.withdrawalId;
    expect((await confirm({ withdrawalId: partial, result: 'partial', receivedAmount: '500' })).body.code).toBe('proof_required');
    expect((await confirm({ withdrawalId: partial, result: 'partial', receivedAmount: '990', proofImage: PNG })).body.code).toBe('received_amount_invalid');
    expect((await confirm({ withdrawalId: partial, result: 'partial', receivedAmount: '1.001', proofImage: PNG })).body.code).toBe('amount_invalid');
    expect((await confirm({ withdrawalId: partial, result: 'not_received', proofImage: 'data:image/png;base64,bm90IGFuIGltYWdl' })).body.code).toBe('proof_invalid');
    const other = await h.member(unique('wdx'), { payeeName: 'Someone Else' });
    expect((await confirm({ withdrawalId: partial, result: 'received' }, other.token)).status).toBe(404);
    const k = key();
    const claimed = await confirm({ withdrawalId: partial, result: 'partial', receivedAmount: '500', proofImage: PNG }, m.token, k);
    expect(claimed.body.value).toEqual({ withdrawalId: partial, state: 2, confirmation: 'partial' });
    expect((await confirm({ withdrawalId: partial, result: 'partial', receivedAmount: '500', proofImage: PNG }, m.token, k)).body).toEqual(claimed.body);
    const stored = await h.hook<{ proofImageId: number; receivedAmount: string; state: number }>('GET', `/order/${partial}`);
    expect(stored).toMatchObject({ state: 2, receivedAmount: '50000' });
    expect(stored.proofImageId).toBeGreaterThan(0);

    expect((await confirm({ withdrawalId: ids.received.withdrawalId, result: 'received' })).body.value).toMatchObject({ state: 4, confirmation: 'received' });
    expect((await h.operator('POST', `/withdrawals/${ids.forced.id}/force`, { remark: 'bank statement' })).body.value).toMatchObject({ state: 4, confirmation: 'forced' });

    expect((await h.hook<{ confirmed: number }>('POST', '/auto-confirm', { now: Date.now() + 29 * 60_000 })).confirmed).toBe(0);
    const later = Date.now() + 31 * 60_000;
    const [a, b] = await Promise.all([h.hook<{ confirmed: number }>('POST', '/auto-confirm', { now: later }), h.hook<{ confirmed: number }>('POST', '/auto-confirm', { now: later })]);
    expect(a.confirmed + b.confirmed).toBeGreaterThanOrEqual(1);
    expect(await h.hook('GET', `/order/${ids.silent.withdrawalId}`)).toMatchObject({ state: 4, confirmation: 'auto' });
    expect(await h.hook('GET', `/order/${partial}`)).toMatchObject({ state: 2, confirmation: 'partial' });
    const records = (await h.call('/wps/relay/getWithdrawTransactionReport', { token: m.token })).body.value.records;
    expect(records.find((r: { withdrawalId: string }) => r.withdrawalId === partial)).toMatchObject({ remainderAmount: '490.00', receivedAmount: '500.00', payout: '990.00' });
    expect(await balances(m.memberId)).toEqual({ main: 100000n, hold: 0n });
  });

  it('lets exactly the covered withdrawals through when 20 race, never below zero', async () => {
    const m = await memberWithCard('2500.00');
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(m.token, { amount: '1000', bankCardId: m.cardId, password: FP })));
    const succeeded = answers.filter((a) => a.status === 200);
    expect(succeeded).toHaveLength(2);
    expect(new Set(answers.filter((a) => a.status !== 200).map((a) => a.body.code))).toEqual(new Set(['insufficient_balance']));
    expect(await balances(m.memberId)).toEqual({ main: 50000n, hold: 200000n });
  });

  it('refuses bad amounts, foreign cards, missing keys, closed windows, unmet turnover and trial accounts', async () => {
    const m = await memberWithCard('1000.00');
    const cases: [unknown, string][] = [
      ['-1', 'amount_invalid'],
      ['0', 'amount_zero'],
      ['100.001', 'amount_invalid'],
      ['999999999999', 'amount_too_large'],
      ['abc', 'amount_invalid'],
      ['1e3', 'amount_invalid'],
      [100, 'validation_failed'],
      ['50', 'withdraw_below_min'],
      ['60000', 'withdraw_above_max'],
    ];
    for (const [amount, code] of cases) {
      const answer = await withdraw(m.token, { amount, bankCardId: m.cardId, password: FP });
      expect([amount, answer.body.code]).toEqual([amount, code]);
    }
    const other = await memberWithCard('1000.00');
    expect((await withdraw(m.token, { amount: '100', bankCardId: other.cardId, password: FP })).body.code).toBe('bank_card_not_found');
    const noKey = await h.call('/wps/v2/transaction/withdraw', { token: m.token, method: 'POST', body: { amount: '100', bankCardId: m.cardId, password: FP }, encrypt: true });
    expect(noKey.body.code).toBe('idempotency_key_required');
    expect((await h.call('/wps/relay/getCalculatedWithdrawCharges?withdrawAmount=-5', { token: m.token })).body.code).toBe('amount_invalid');

    const hour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', hour: '2-digit', hourCycle: 'h23' }).format(new Date());
    const closedFrom = `${String((Number(hour) + 2) % 24).padStart(2, '0')}:00`;
    const closedTo = `${String((Number(hour) + 3) % 24).padStart(2, '0')}:00`;
    await h.hook('POST', '/settings', { withdraw: { windowFrom: closedFrom, windowTo: closedTo } });
    try {
      expect((await withdraw(m.token, { amount: '100', bankCardId: m.cardId, password: FP })).body.code).toBe('withdraw_outside_window');
    } finally {
      await h.hook('POST', '/settings', { withdraw: { windowFrom: '00:00', windowTo: '00:00' } });
    }

    await h.hook('POST', '/turnover', { memberId: m.memberId, required: '300.00' });
    expect((await h.call('/wps/relay/getTurnoverInfo', { token: m.token })).body.value).toMatchObject({
      status: 'I',
      details: [{ gameType: 'ALL', requiredTurnover: '300.00', actualTurnover: '0.00', remainingTurnover: '300.00' }],
    });
    await h.hook('POST', '/settings', { turnoverBlocksWithdrawal: true });
    try {
      expect((await h.call('/wps/relay/getTurnoverInfo', { token: m.token })).body.value.status).toBe('N');
      expect((await withdraw(m.token, { amount: '100', bankCardId: m.cardId, password: FP })).body.code).toBe('withdraw_turnover');
    } finally {
      await h.hook('POST', '/settings', { turnoverBlocksWithdrawal: false });
    }

    const trial = await h.member(unique('wdt'), { payeeName: 'Trial Person', type: 4, balance: '2000.00' });
    for (const answer of [
      await withdraw(trial.token, { amount: '100', bankCardId: m.cardId, password: FP }),
      await h.call('/wps/member/bankCard', { token: trial.token }),
      await bind(trial.token, { bankCode: 'KBANK', accountNumber: accountNumber(), fundsPassword: FP, confirmFundsPassword: FP }),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('in_need_true_account');
    }
    expect((await h.call('/wps/member/bankCard')).body.code).toBe('CUSTOMER_NOT_LOGIN');
    expect(await balances(m.memberId)).toEqual({ main: 100000n, hold: 0n });
  });

  describe('bonus money before its turnover is met (WELCOME88: 88.00, turnover 2×)', () => {
    const upline = (token: string, amount: string) =>
      h.call('/wps/relay/transferUpline', { token, method: 'POST', body: { amount, password: FP }, encrypt: true, key: key() });
    /** A member under an agent, with 1,000.00 of cash, a card, and the promo code's 88.00 bonus. */
    async function memberWithBonus() {
      const agent = unique('wdag');
      await h.member(agent, { type: 1 });
      const m = await h.member(unique('wdbn'), { payeeName: 'Somchai Jaidee', balance: '1000.00', parent: agent });
      const card = await bind(m.token, { bankCode: 'KBANK', accountNumber: accountNumber(), fundsPassword: FP, confirmFundsPassword: FP });
      const bonus = await h.call('/wps/relay/PROMOFE_claimPromoCode', { token: m.token, method: 'POST', key: key(), body: { promoCode: 'WELCOME88' } });
      expect(bonus.body).toMatchObject({ success: true, value: { balance: '1088.00' } });
      return { ...m, cardId: card.body.value.id as number };
    }
    const operatorRow = async (withdrawalId: string) =>
      ((await h.operator('GET', '/withdrawals')).body.value as { withdrawalId: string; bonusHeld: string; unmetTurnover: string }[]).find((row) => row.withdrawalId === withdrawalId);

    it('takes cash only: more is refused, the operator sees bonus and turnover, and after the turnover the bonus is cash', async () => {
      const m = await memberWithBonus();
      const refused = await withdraw(m.token, { amount: '1088', bankCardId: m.cardId, password: FP });
      expect(refused).toMatchObject({ status: 409, body: { code: 'bonus_turnover_unmet', value: { bonusHeld: '88.00', withdrawable: '1000.00', unmetTurnover: '176.00' } } });
      expect((await upline(m.token, '1000.01')).body.code).toBe('bonus_turnover_unmet');
      // Racing for the bonus does not help: of five withdrawals of 600.00 at once, one fits in the cash.
      const raced = await Promise.all(Array.from({ length: 5 }, () => withdraw(m.token, { amount: '600', bankCardId: m.cardId, password: FP })));
      expect(raced.filter((a) => a.body.success)).toHaveLength(1);
      expect(raced.filter((a) => !a.body.success).every((a) => a.body.code === 'bonus_turnover_unmet')).toBe(true);
      expect((await upline(m.token, '300')).body.success).toBe(true);
      expect(await balances(m.memberId)).toEqual({ main: 18800n, hold: 60000n });
      expect((await h.call('/wps/relay/MCSFE_getWithdrawAccountInfo', { token: m.token })).body.value).toMatchObject({ bonusHeld: '88.00', withdrawableAmount: '100.00' });
      const paid = raced.find((a) => a.body.success)!.body.value.withdrawalId as string;
      expect(await operatorRow(paid)).toMatchObject({ bonusHeld: '88.00', unmetTurnover: '176.00' });

      await h.hook('POST', '/rounds', { memberId: m.memberId, rounds: [{ bet: '88.00', win: '88.00', at: Date.now() }, { bet: '88.00', win: '88.00', at: Date.now() }] });
      expect(await operatorRow(paid)).toMatchObject({ bonusHeld: '0.00', unmetTurnover: '0.00' });
      const released = await withdraw(m.token, { amount: '188', bankCardId: m.cardId, password: FP });
      expect(released.body.success).toBe(true);
      expect(await balances(m.memberId)).toEqual({ main: 0n, hold: 78800n });
    });

    it('forfeits the held bonus on an early withdrawal when the operator says so', async () => {
      const m = await memberWithBonus();
      await h.hook('POST', '/settings', { bonusEarlyWithdrawal: 'forfeit' });
      try {
        const early = await withdraw(m.token, { amount: '500', bankCardId: m.cardId, password: FP });
        expect(early.body.success).toBe(true);
        expect(await balances(m.memberId)).toEqual({ main: 50000n, hold: 50000n });
        expect(await operatorRow(early.body.value.withdrawalId)).toMatchObject({ bonusHeld: '0.00', unmetTurnover: '176.00' });
        expect((await upline(m.token, '500')).body.success).toBe(true);
      } finally {
        await h.hook('POST', '/settings', { bonusEarlyWithdrawal: 'refuse' });
      }
    });
  });

  describe('four-eyes', () => {
    /** A machine key of its own name: a second "person" for the platform (the approver must differ from the requester). */
    async function staffKey(name: string) {
      const created = await h.operator('POST', '/keys', { name: `${name}-${Date.now().toString(36)}${++serial}`, permissions: ['withdrawals:approve', 'withdrawals:read', 'members:adjust', 'members:read'] });
      const secret = created.body.value.key as string;
      return async (method: string, route: string, body?: unknown, idempotencyKey?: string) => {
        const response = await fetch(`${h.url}/admin${route}`, {
          method,
          headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json', ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
          body: JSON.stringify(body ?? {}),
        });
        return { status: response.status, body: await response.json() };
      };
    }

    afterEach(async () => {
      await h.operator('PUT', '/four-eyes/settings', { adjustmentAbove: '1000.00', withdrawalAbove: '50000.00' });
    });

    it('holds a withdrawal above the threshold for a second approver; its requester cannot approve it; racing approvers pay once', async () => {
      await h.operator('PUT', '/four-eyes/settings', { withdrawalAbove: '1000.00' });
      const [first, second, third, fourth, fifth] = [await staffKey('fe-first'), await staffKey('fe-second'), await staffKey('fe-third'), await staffKey('fe-fourth'), await staffKey('fe-fifth')];
      const m = await memberWithCard('5000');
      const small = await withdraw(m.token, { amount: '500', bankCardId: m.cardId, password: FP });
      const big = await withdraw(m.token, { amount: '2000', bankCardId: m.cardId, password: FP });
      const queue = (await h.operator('GET', '/withdrawals?state=1')).body.value as { id: number; withdrawalId: string }[];
      const idOf = (w: typeof small) => queue.find((row) => row.withdrawalId === w.body.value.withdrawalId)!.id;

      // at or under the threshold: one approval pays
      expect((await first('POST', `/withdrawals/${idOf(small)}/approve`, {})).body.value).toMatchObject({ state: 2 });
      // above it: the first approval only files the request, the money stays held
      const filed = await first('POST', `/withdrawals/${idOf(big)}/approve`, { remark: 'checked the slip' });
      expect(filed.status).toBe(202);
      expect(filed.body.value).toMatchObject({ state: 1, approvalState: 'pending' });
      expect(await balances(m.memberId)).toEqual({ main: 250000n, hold: 200000n });
      const own = await first('POST', `/withdrawals/${idOf(big)}/approve`, {});
      expect([own.status, own.body.code]).toEqual([409, 'four_eyes_same_person']);
      // four other approvers race: one pays, the others get the first answer or a refusal; paid once,
      // and none of them files a new request for the order paid under it
      const raced = await Promise.all([second, third, fourth, fifth].map((approver) => approver('POST', `/withdrawals/${idOf(big)}/approve`, {})));
      expect(raced.filter((answer) => answer.status === 200 && answer.body.value?.state === 2)).toHaveLength(1);
      expect(await balances(m.memberId)).toEqual({ main: 250000n, hold: 0n });
      const approvals = (await h.operator('GET', '/approvals?kind=withdrawal')).body.value as { subject: string; state: string; requestedBy: string; decidedBy: string }[];
      const requests = approvals.filter((row) => row.subject === String(idOf(big)));
      expect(requests.map((row) => row.state)).toEqual(['approved']);
      const [decided] = requests;
      expect(decided.decidedBy).not.toBe(decided.requestedBy);
    });

    it('shows the risk hints staff check before paying: account age, withdrawals in 24 h, recent bonuses and card, accounts sharing the real name', async () => {
      const m = await memberWithCard('3000');
      const other = await memberWithCard('10');
      void other;
      await withdraw(m.token, { amount: '300', bankCardId: m.cardId, password: FP });
      const second = await withdraw(m.token, { amount: '400', bankCardId: m.cardId, password: FP });
      const queue = (await h.operator('GET', '/withdrawals?state=1')).body.value as { withdrawalId: string; risk: Record<string, unknown> }[];
      const row = queue.find((r) => r.withdrawalId === second.body.value.withdrawalId)!;
      expect(row.risk).toMatchObject({ accountAgeDays: 0, withdrawals24h: 2, bonusesRecent: '0.00', bankCardAddedRecently: true });
      // every member made here is "Somchai Jaidee": the others show as sharing the real name
      expect((row.risk.sharedRealName as string[]).length).toBeGreaterThan(0);
    });

    it('holds a manual adjustment above the threshold until a second staff member approves it, once', async () => {
      const [requester, approver] = [await staffKey('fe-req'), await staffKey('fe-appr')];
      const account = unique('fea');
      const m = await h.member(account, { payeeName: 'Somchai Jaidee', balance: '100' });
      const small = await requester('POST', `/members/${account}/adjust`, { amount: '50', remark: 'goodwill' }, key());
      expect(small.status).toBe(200);
      const k = key();
      const filed = await requester('POST', `/members/${account}/adjust`, { amount: '5000', remark: 'lost deposit found' }, k);
      expect([filed.status, filed.body.value.state]).toEqual([202, 'pending']);
      // the same key again answers the same request; with another amount it is refused
      expect((await requester('POST', `/members/${account}/adjust`, { amount: '5000', remark: 'lost deposit found' }, k)).body.value.approvalId).toBe(filed.body.value.approvalId);
      expect((await requester('POST', `/members/${account}/adjust`, { amount: '6000', remark: 'lost deposit found' }, k)).body.code).toBe('idempotency_key_reused');
      expect(await balances(m.memberId)).toEqual({ main: 15000n, hold: 0n });
      const id = filed.body.value.approvalId;
      expect((await requester('POST', `/approvals/adjustments/${id}/approve`, {})).body.code).toBe('four_eyes_same_person');
      const approved = await approver('POST', `/approvals/adjustments/${id}/approve`, { reason: 'matches the bank statement' });
      expect(approved.body.value).toMatchObject({ state: 'approved', balance: '5150.00' });
      expect((await approver('POST', `/approvals/adjustments/${id}/approve`, {})).body.code).toBe('approval_not_pending');
      expect(await balances(m.memberId)).toEqual({ main: 515000n, hold: 0n });
    });
  });
}
