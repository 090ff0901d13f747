// The points mall and referral end to end (PTSYS3, REFERRAL3), run on PGlite and on PostgreSQL by
// the two mall-referral-*.test.ts files: redeem behind the funds password (wrong password changes
// nothing and locks after repeated failures), fifty redeems at once of an item in stock once, replays,
// trial accounts, other members' orders, the operator's decisions, conversion to balance, points
// earned from bets and deposits, and a registration through a referral link with its income. The
// ledger and the points journal must reconcile after every test.
import { randomUUID } from 'node:crypto';
import type { CashierHarness } from './cashier-harness';

const FP = 'fund1234';
let serial = 0;
const key = () => `k-${randomUUID()}`;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++serial}`;

export function mallScenarios(start: () => Promise<CashierHarness>) {
  let h: CashierHarness;

  beforeAll(async () => {
    h = await start();
  }, 120_000);
  afterAll(async () => {
    await h?.stop();
  });
  afterEach(async () => {
    expect(await h.hook<{ ok: boolean }>('GET', '/reconcile')).toMatchObject({ ok: true });
    expect((await h.operator('GET', '/points/reconcile')).body.value).toEqual({ mismatches: [] });
  });

  const redeem = (token: string, body: Record<string, unknown>, k = key()) =>
    h.call('/wps/relay/passwordCheck/MCSFE_redeemPointReward', { token, method: 'POST', body, encrypt: true, key: k });
  const convert = (token: string, body: Record<string, unknown>, k = key()) =>
    h.call('/wps/relay/passwordCheck/MCSFE_convertPoint', { token, method: 'POST', body, encrypt: true, key: k });
  const points = async (token: string) => (await h.call('/wps/relay/MCSFE_getPointBalance', { token })).body.value.balance as number;
  const stockOf = async (itemId: number) => ((await h.operator('GET', '/mall/items')).body.value as { id: number; stock: number }[]).find((i) => i.id === itemId)!.stock;
  const main = async (memberId: number) => BigInt((await h.hook<{ main: string }>('GET', `/balances/${memberId}`)).main);

  async function givePoints(account: string, pts: number) {
    const given = await h.operator('POST', '/points/adjust', { account, points: pts, reference: unique('adj') });
    expect(given.status).toBe(200);
  }
  async function item(body: Record<string, unknown>) {
    const created = await h.operator('POST', '/mall/items', { description: 'test', ...body });
    expect(created.status).toBe(200);
    return created.body.value as { id: number; pointsPrice: number; stock: number };
  }

  it('fifty redeems at once of an item in stock once: exactly one wins; replays answer the same; nothing else moves', async () => {
    const account = unique('pmr');
    const m = await h.member(account, { payeeName: 'Somchai Jaidee' });
    await h.call('/wps/member/paymentPassword', { token: m.token, method: 'PUT', body: { password: FP, confirmPassword: FP }, encrypt: true });
    const goods = await item({ name: 'Phone', kind: 'goods', pointsPrice: 500, stock: 1 });
    await givePoints(account, 500);
    const shipping = { recipient: 'Somchai Jaidee', address: '99 Sukhumvit Rd, Bangkok 10110', phone: '0812345678' };
    const keys = Array.from({ length: 50 }, key);
    const answers = await Promise.all(keys.map((k) => redeem(m.token, { itemId: goods.id, quantity: 1, password: FP, ...shipping }, k)));
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect(['mall.out_of_stock', 'mall.points_insufficient']).toContain(a.body.code);
    expect(await points(m.token)).toBe(0);
    expect(await stockOf(goods.id)).toBe(0);
    const winner = keys[answers.findIndex((a) => a.status === 200)];
    const replay = await redeem(m.token, { itemId: goods.id, quantity: 1, password: FP, ...shipping }, winner);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.value).toEqual(won[0].body.value);
    const list = await h.call('/wps/relay/MCSFE_getRedeemPointList', { token: m.token });
    expect(list.body.value.total).toBe(1);
    expect(list.body.value.records[0]).toMatchObject({ state: 0, quantity: 1, points: 500, address: shipping.address });
    const details = await h.call('/wps/relay/MCSFE_getPointDetails?direction=spent', { token: m.token });
    expect(details.body.value.records).toEqual([expect.objectContaining({ type: 'redeem', change: -500, balanceAfter: 0 })]);
  });

  it('a wrong funds password changes nothing, and repeated failures lock it', async () => {
    const account = unique('pmw');
    const m = await h.member(account, { payeeName: 'Somchai Jaidee' });
    await h.call('/wps/member/paymentPassword', { token: m.token, method: 'PUT', body: { password: FP, confirmPassword: FP }, encrypt: true });
    const bonus = await item({ name: '100 THB bonus', kind: 'bonus', bonusAmount: '100.00', pointsPrice: 1000, stock: 10 });
    await givePoints(account, 3000);
    const wrong = await redeem(m.token, { itemId: bonus.id, quantity: 1, password: 'nope-1234' });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ code: 'invalid.payment.pw', value: { remainingAttempts: 4 } });
    expect(await points(m.token)).toBe(3000);
    expect(await stockOf(bonus.id)).toBe(10);
    for (let i = 0; i < 3; i += 1) expect((await redeem(m.token, { itemId: bonus.id, quantity: 1, password: 'nope-1234' })).body.code).toBe('invalid.payment.pw');
    const locked = await redeem(m.token, { itemId: bonus.id, quantity: 1, password: 'nope-1234' });
    expect(locked.status).toBe(423);
    expect(locked.body.code).toBe('payment.pw.locked');
    // Locked: even the right password is refused for now.
    expect((await redeem(m.token, { itemId: bonus.id, quantity: 1, password: FP })).body.code).toBe('payment.pw.locked');
    expect((await convert(m.token, { points: 1000, password: FP })).body.code).toBe('payment.pw.locked');
    expect(await points(m.token)).toBe(3000);
    expect((await h.call('/wps/relay/MCSFE_getRedeemPointList', { token: m.token })).body.value.total).toBe(0);
  });

  it('bonus item: approve credits once; goods need shipping; reject refunds points and stock; orders are the member’s own', async () => {
    const account = unique('pmb');
    const m = await h.member(account, { payeeName: 'Somchai Jaidee' });
    await h.call('/wps/member/paymentPassword', { token: m.token, method: 'PUT', body: { password: FP, confirmPassword: FP }, encrypt: true });
    const bonus = await item({ name: '50 THB bonus', kind: 'bonus', bonusAmount: '50.00', turnoverMultiple: 2, pointsPrice: 200, stock: 5, maxPerOrder: 2 });
    const goods = await item({ name: 'T-shirt', kind: 'goods', pointsPrice: 300, stock: 3 });
    await givePoints(account, 1000);
    expect((await redeem(m.token, { itemId: bonus.id, quantity: 3, password: FP })).body.code).toBe('mall.quantity_too_large');
    expect((await redeem(m.token, { itemId: goods.id, quantity: 1, password: FP })).body.code).toBe('mall.shipping_required');
    expect((await redeem(m.token, { itemId: goods.id, quantity: 1, password: FP, recipient: 'A B', address: 'x', phone: '12ab' })).body.code).toBe('phone_invalid');
    expect((await redeem(m.token, { itemId: 999_999, quantity: 1, password: FP })).body.code).toBe('mall.item_not_found');
    expect((await redeem(m.token, { itemId: bonus.id, quantity: 0, password: FP })).status).toBe(400);
    expect((await redeem(m.token, { itemId: goods.id, quantity: 4, password: FP, recipient: 'A B', address: 'addr', phone: '0812345678' })).body.code).toBe('mall.out_of_stock');
    expect(await points(m.token)).toBe(1000);

    const b = await redeem(m.token, { itemId: bonus.id, quantity: 2, password: FP });
    expect(b.status).toBe(200);
    expect(b.body.value).toMatchObject({ balance: 600, order: { state: 0, points: 400, bonusAmount: '100.00' } });
    const g = await redeem(m.token, { itemId: goods.id, quantity: 1, password: FP, recipient: 'Somchai Jaidee', address: '1 Silom Rd', phone: '+66812345678' });
    expect(g.status).toBe(200);
    expect(await points(m.token)).toBe(300);

    // Another member cannot see these orders.
    const other = await h.member(unique('pmo'), { payeeName: 'Other Person' });
    expect((await h.call(`/wps/relay/MCSFE_getRedeemPoint/${b.body.value.order.orderNo}`, { token: other.token })).status).toBe(404);
    expect((await h.call(`/wps/relay/MCSFE_getRedeemPoint/${b.body.value.order.orderNo}`, { token: m.token })).body.value.orderNo).toBe(b.body.value.order.orderNo);
    expect((await h.call('/wps/relay/MCSFE_getRedeemPointList', { token: other.token })).body.value.total).toBe(0);

    const before = await main(m.memberId);
    const approve = await h.operator('POST', `/mall/orders/${b.body.value.order.orderNo}/approve`, {});
    expect(approve.body.value).toMatchObject({ state: 1 });
    expect(await main(m.memberId)).toBe(before + 10_000n);
    // Once: a second decision is the stored answer, a reject after approve moves nothing.
    expect((await h.operator('POST', `/mall/orders/${b.body.value.order.orderNo}/approve`, {})).headers.get('idempotent-replayed')).toBe('true');
    expect((await h.operator('POST', `/mall/orders/${b.body.value.order.orderNo}/reject`, {})).body.code).toBe('mall.order_decided');
    expect(await main(m.memberId)).toBe(before + 10_000n);

    const reject = await h.operator('POST', `/mall/orders/${g.body.value.order.orderNo}/reject`, { remark: 'address unreachable' });
    expect(reject.body.value).toMatchObject({ state: 2, remark: 'address unreachable' });
    expect(await points(m.token)).toBe(600);
    expect(await stockOf(goods.id)).toBe(3);
    const earned = await h.call('/wps/relay/MCSFE_getPointDetails?direction=earned', { token: m.token });
    expect(earned.body.value.records[0]).toMatchObject({ type: 'refund', change: 300 });
  });

  it('converts points to balance once per key; too few points refused', async () => {
    const account = unique('pmc');
    const m = await h.member(account, { payeeName: 'Somchai Jaidee' });
    await h.call('/wps/member/paymentPassword', { token: m.token, method: 'PUT', body: { password: FP, confirmPassword: FP }, encrypt: true });
    await givePoints(account, 1005);
    expect((await convert(m.token, { points: 50, password: FP })).body.code).toBe('mall.convert_too_small');
    const k = key();
    const answers = await Promise.all(Array.from({ length: 10 }, () => convert(m.token, { points: 1005, password: FP }, k)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    // 10 points per baht: 1005 points → 100.50 baht, all used.
    expect(answers[0].body.value).toEqual({ points: 1005, amount: '100.50', balance: 0 });
    expect(await main(m.memberId)).toBe(10_050n);
    expect((await convert(m.token, { points: 100, password: FP })).body.code).toBe('mall.points_insufficient');
  });

  it('trial accounts and sites without the flag are refused; guests need a session', async () => {
    const trial = await h.member(unique('pmt'), { type: 4 });
    for (const path of ['/wps/relay/MCSFE_getPointBalance', '/wps/relay/MCSFE_getPointReward', '/wps/relay/MCSFE_getReferralDetails'])
      expect((await h.call(path, { token: trial.token })).body.code).toBe('in_need_true_account');
    expect((await redeem(trial.token, { itemId: 1, quantity: 1, password: FP })).body.code).toBe('in_need_true_account');
    expect((await h.call('/wps/relay/MCSFE_getPointBalance')).status).toBe(401);
  });

  it('points are earned from valid bets per product, remainders adding up across passes, once', async () => {
    const account = unique('pme');
    const m = await h.member(account, { payeeName: 'Somchai Jaidee', balance: '1000.00' });
    await h.operator('POST', '/points/settings', { betPerPoint: { RNG: 1000 } }); // 10 baht per point
    await h.hook('POST', '/rounds', { memberId: m.memberId, gameType: 'RNG', rounds: [{ bet: '25.00', win: '0', at: Date.now() - 60_000 }, { bet: '7.50', win: '3.00', at: Date.now() - 60_000 }] });
    await h.operator('POST', '/rewards/accrue');
    expect(await points(m.token)).toBe(3); // 32.50 baht
    await h.hook('POST', '/rounds', { memberId: m.memberId, gameType: 'RNG', rounds: [{ bet: '7.50', win: '0', at: Date.now() - 60_000 }] });
    await h.operator('POST', '/rewards/accrue');
    await h.operator('POST', '/rewards/accrue');
    expect(await points(m.token)).toBe(4); // 40.00 baht: the remainders add up
    const details = await h.call('/wps/relay/MCSFE_getPointDetails', { token: m.token });
    expect(details.body.value.records.map((r: { type: string }) => r.type)).toEqual(['rng', 'rng']);
  });

  it('a player registering through a referral link becomes an invitee; the referrer earns income from their bets once', async () => {
    const referrer = await h.member(unique('pmf'), { payeeName: 'Somchai Jaidee' });
    const details = await h.call('/wps/relay/MCSFE_getReferralDetails?autoGenerate=true', { token: referrer.token });
    expect(details.body.value).toMatchObject({ totalInvitations: 0, totalIncome: '0.00' });
    const code = details.body.value.referralCode as string;
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    expect((await h.call('/wps/relay/MCSFE_getReferralDetails', { token: referrer.token })).body.value.referralCode).toBe(code);

    const username = unique('inv').slice(0, 14);
    const reg = await h.call('/wps/member/register', { method: 'PUT', body: { username, password: 'abc123', confirmPassword: 'abc123', referralCode: code.toLowerCase(), ...(await h.solvedCaptcha()) }, encrypt: true });
    expect(reg.status).toBe(200);
    const stranger = await h.call('/wps/member/register', { method: 'PUT', body: { username: `${username.slice(0, 12)}zz`, password: 'abc123', confirmPassword: 'abc123', referralCode: 'NOSUCH99', ...(await h.solvedCaptcha()) }, encrypt: true });
    expect(stranger.status).toBe(200);

    const invites = await h.call('/wps/relay/getInviteList', { token: referrer.token });
    expect(invites.body.value.total).toBe(1);
    expect(invites.body.value.records[0]).toMatchObject({ account: `${username.slice(0, 2)}***${username.slice(-2)}`, firstDeposit: false, income: '0.00' });

    const invitee = await h.member(username, { balance: '500.00' });
    await h.operator('POST', '/referral/settings', { betShareBps: 100, turnoverMultiple: 1 });
    await h.hook('POST', '/rounds', { memberId: invitee.memberId, gameType: 'RNG', rounds: [{ bet: '200.00', win: '0', at: Date.now() - 60_000 }] });
    const before = await main(referrer.memberId);
    await Promise.all([h.operator('POST', '/rewards/accrue'), h.operator('POST', '/rewards/accrue')]);
    await h.operator('POST', '/rewards/accrue');
    expect(await main(referrer.memberId)).toBe(before + 200n); // 1 % of 200.00
    const income = await h.call('/wps/relay/getReferralMyIncome', { token: referrer.token });
    expect(income.body.value).toMatchObject({ total: 1, totalIncome: '2.00', records: [{ basis: 'bets', baseAmount: '200.00', amount: '2.00' }] });
    expect((await h.call('/wps/relay/getReferralRules', { token: referrer.token })).body.value).toMatchObject({ betShareBps: 100 });
    expect((await h.call('/wps/relay/MCSFE_getReferralDetails', { token: referrer.token })).body.value).toMatchObject({ totalInvitations: 1, totalIncome: '2.00' });
  });
  it('a first approved deposit earns the invitee points and the referrer a capped share, once', async () => {
    const referrer = await h.member(unique('pmd'), { payeeName: 'Somchai Jaidee' });
    const code = (await h.call('/wps/relay/MCSFE_getReferralDetails?autoGenerate=true', { token: referrer.token })).body.value.referralCode as string;
    const username = unique('dep').slice(0, 14);
    expect((await h.call('/wps/member/register', { method: 'PUT', body: { username, password: 'abc123', confirmPassword: 'abc123', referralCode: code, ...(await h.solvedCaptcha()) }, encrypt: true })).status).toBe(200);
    const invitee = await h.member(username, { payeeName: 'Somchai Demo' });
    await h.operator('POST', '/referral/settings', { firstDepositBps: 1000, firstDepositCap: 5000, turnoverMultiple: 1 });
    await h.operator('POST', '/points/settings', { depositPerPoint: 10_000 });
    const order = await h.call('/wps/relay/MCSFE_manualTransferByAccountName', { token: invitee.token, method: 'POST', key: key(), body: { vendorId: 'BANKTH', payeeName: 'Somchai Demo', amount: '1000.00' } });
    expect(order.status).toBe(200);
    expect((await h.operator('POST', `/deposits/${order.body.value.depositId}/approve`, { remark: 'checked' })).status).toBe(200);
    const before = await main(referrer.memberId);
    await h.operator('POST', '/rewards/accrue');
    await h.operator('POST', '/rewards/accrue');
    // 10 % of 1,000.00 is 100.00, capped at 50.00; 1,000.00 at 100.00 per point is 10 points.
    expect(await main(referrer.memberId)).toBe(before + 5_000n);
    expect(await points(invitee.token)).toBe(10);
    const invites = await h.call('/wps/relay/getInviteList', { token: referrer.token });
    expect(invites.body.value.records[0]).toMatchObject({ firstDeposit: true, income: '50.00' });
  });
}
