/** @jest-environment node */
// Agent transfers against a real platform process, on PGlite and PostgreSQL: a transfer to a
// downline (anywhere in the subtree) moves exactly the amount in one entry, replays answer the
// first receipt, concurrent submits move once and never below zero; the funds password, the
// amounts an attacker sends, payees outside the subtree, a member's token and the limits are all
// refused without moving money. The red envelope pays many in one all-or-nothing entry with an
// explicit split rule. Agent announcements and messages are the agent's own. Reconcile after each.
import { randomUUID } from 'node:crypto';
import { startCashierPlatform, type CashierHarness } from './cashier-harness';
import { postgresReachable, testDatabase } from './postgres-test-db';

jest.setTimeout(180_000);

const FUNDS = 'Fund@2026';
const DAY = 24 * 60 * 60 * 1000;
const cents = (money: string) => Math.round(Number(money) * 100);

function defineAgentTransferSuite(databaseUrl: () => Promise<string | undefined>) {
  let platform: CashierHarness;
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  let prefix = '';

  // boss ─ top ─ mid ─ leaf;  top ─ p1;  boss ─ sib (top's sibling);  other (another tree)
  const TREE = [
    ['boss', 1, undefined, '1000'],
    ['top', 1, 'boss', '100000'],
    ['mid', 1, 'top', '0'],
    ['leaf', 0, 'mid', '0'],
    ['p1', 0, 'top', '0'],
    ['sib', 1, 'boss', '0'],
    ['other', 1, undefined, '0'],
  ] as const;

  /** A fresh agent with its own downlines (limits and the day's total are per agent). */
  async function agentWithTeam(name: string, balance: string, downlines: number) {
    const agent = await platform.member(`${prefix}${name}`, { type: 1, balance });
    await setFundsPassword(agent.token);
    const accounts: string[] = [];
    for (let i = 0; i < downlines; i++) {
      const account = `${prefix}${name}_d${i}`;
      accounts.push(account);
      await platform.member(account, { parent: `${prefix}${name}` });
    }
    return { ...agent, accounts };
  }

  async function setFundsPassword(token: string) {
    const set = await platform.call('/wps/member/paymentPassword', { method: 'PUT', token, body: { password: FUNDS, confirmPassword: FUNDS }, encrypt: true });
    expect(set.body.success).toBe(true);
  }

  beforeAll(async () => {
    platform = await startCashierPlatform(await databaseUrl());
    prefix = `x${Date.now().toString(36).slice(-5)}_`;
    for (const [name, type, parent, balance] of TREE) {
      const created = await platform.member(`${prefix}${name}`, { type, parent: parent && `${prefix}${parent}`, balance });
      ids[name] = created.memberId;
      tokens[name] = created.token;
    }
    await setFundsPassword(tokens.top);
  });
  afterAll(() => platform?.stop());

  const acc = (name: string) => `${prefix}${name}`;
  const balance = async (id: number) => BigInt((await platform.hook<{ main: string }>('GET', `/balances/${id}`)).main);
  const transfer = (body: Record<string, unknown>, { token = tokens.top, key = randomUUID() } = {}) =>
    platform.call('/wps/agent/transferDownline', { method: 'PUT', token, key, body: { password: FUNDS, ...body }, encrypt: true });
  const envelope = (body: Record<string, unknown>, { token = tokens.top, key = randomUUID() } = {}) =>
    platform.call('/wps/agent/redEnvelope', { method: 'POST', token, key, body: { password: FUNDS, ...body }, encrypt: true });
  const history = (token: string) =>
    platform.call(`/wps/relay/ODSFE2_MemTransDet?codeTypes=transfer&startTime=${Date.now() - DAY}&endTime=${Date.now() + 60_000}`, { token });
  async function reconciles() {
    const report = await platform.hook<{ ok: boolean }>('GET', '/reconcile');
    expect(report).toMatchObject({ ok: true });
  }

  describe('transfer to a downline (PUT /wps/agent/transferDownline)', () => {
    it('tells the form the limits, the balance and whether a funds password exists', async () => {
      const answer = await platform.call('/wps/agent/transferEnabled', { token: tokens.top });
      expect(answer.body.value).toMatchObject({
        enabled: true,
        hasFundsPassword: true,
        balance: '100000.00',
        minPerTransfer: '1.00',
        maxPerTransfer: '50000.00',
        maxPerDay: '500000.00',
        remainingToday: '500000.00',
        maxPayees: 1000,
      });
    });

    it('moves exactly the amount to a downline two levels down, in one entry, and a replay answers the first receipt', async () => {
      const [topBefore, leafBefore] = [await balance(ids.top), await balance(ids.leaf)];
      const key = randomUUID();
      const first = await transfer({ payee: acc('leaf'), amount: '123.45', remark: 'bonus' }, { key });
      expect(first.status).toBe(200);
      expect(first.body.value).toMatchObject({ total: '123.45', payees: [{ account: acc('leaf'), amount: '123.45' }] });
      expect(await balance(ids.top)).toBe(topBefore - 12345n);
      expect(await balance(ids.leaf)).toBe(leafBefore + 12345n);
      expect(BigInt(cents(first.body.value.balance))).toBe(topBefore - 12345n);

      const replay = await transfer({ payee: acc('leaf'), amount: '123.45', remark: 'bonus' }, { key });
      expect(replay.body).toEqual(first.body);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      const other = await transfer({ payee: acc('leaf'), amount: '1.00', remark: 'bonus' }, { key });
      expect([other.status, other.body.code]).toEqual([422, 'idempotency_key_reused']);
      expect(await balance(ids.leaf)).toBe(leafBefore + 12345n);

      // One entry: the agent's row and the payee's row carry the same order number.
      const [topRows, leafRows] = [(await history(tokens.top)).body.value.list, (await history(tokens.leaf)).body.value.list];
      expect(topRows[0]).toMatchObject({ amount: '-123.45', txTypeId: 'transfer', remark: 'bonus' });
      expect(leafRows).toHaveLength(1);
      expect(leafRows[0]).toMatchObject({ amount: '123.45', orderNo: topRows[0].orderNo });
      await reconciles();
    });

    it('20 identical submits at once move once', async () => {
      const before = await balance(ids.p1);
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 20 }, () => transfer({ payee: acc('p1'), amount: '7.00' }, { key })));
      expect(answers.every((a) => a.status === 200)).toBe(true);
      expect(new Set(answers.map((a) => a.body.value.orderNo)).size).toBe(1);
      expect(await balance(ids.p1)).toBe(before + 700n);
      await reconciles();
    });

    it('different transfers at once that together exceed the balance never take it below zero', async () => {
      const agent = await agentWithTeam('race', '100.00', 2);
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => transfer({ payee: agent.accounts[i % 2], amount: '10.00' }, { token: agent.token })),
      );
      const paid = answers.filter((a) => a.status === 200).length;
      expect(paid).toBe(10);
      expect(answers.filter((a) => a.status !== 200).every((a) => a.body.code === 'insufficient_balance')).toBe(true);
      expect(await balance(agent.memberId)).toBe(0n);
      await reconciles();
    });

    it('refuses odd amounts with their own codes and moves nothing', async () => {
      const before = await balance(ids.top);
      const cases: [unknown, string][] = [
        ['0', 'amount_zero'],
        ['-1', 'amount_invalid'],
        ['1e3', 'amount_invalid'],
        ['0.001', 'amount_invalid'],
        ['99999999999999999999', 'amount_invalid'],
        ['abc', 'amount_invalid'],
        [12.5, 'amount_invalid'],
        [null, 'amount_invalid'],
      ];
      for (const [amount, code] of cases) {
        const answer = await transfer({ payee: acc('leaf'), amount });
        expect([answer.status, answer.body.code, String(amount)]).toEqual([400, code, String(amount)]);
      }
      expect((await transfer({ payee: acc('leaf'), amount: '1000000001' })).body.code).toBe('amount_too_large');
      expect((await transfer({ payee: acc('leaf'), amount: '999999' })).body.code).toBe('transfer_above_max');
      expect(await balance(ids.top)).toBe(before);
    });

    it('answers downline_not_found for the caller itself, its upline, a sibling, another tree and an unknown account', async () => {
      const before = await Promise.all(['top', 'boss', 'sib', 'other'].map((n) => balance(ids[n])));
      for (const payee of [acc('top'), acc('boss'), acc('sib'), acc('other'), `${prefix}nobody`]) {
        const answer = await transfer({ payee, amount: '1.00' });
        expect([answer.status, answer.body.code]).toEqual([404, 'downline_not_found']);
      }
      // The lower agent cannot pay the one above or beside it either.
      await setFundsPassword(tokens.mid);
      const up = await transfer({ payee: acc('p1'), amount: '1.00' }, { token: tokens.mid });
      expect(up.body.code).toBe('downline_not_found');
      expect(await Promise.all(['top', 'boss', 'sib', 'other'].map((n) => balance(ids[n])))).toEqual(before);
      await reconciles();
    });

    it('refuses a member token (403 non_agent), no session (401), no key and a plaintext body', async () => {
      const member = await transfer({ payee: acc('leaf'), amount: '1.00' }, { token: tokens.p1 });
      expect([member.status, member.body.code]).toEqual([403, 'non_agent']);
      expect((await platform.call('/wps/agent/transferEnabled', { token: tokens.leaf })).status).toBe(403);
      expect((await platform.call('/wps/agent/transferEnabled')).status).toBe(401);
      const noKey = await platform.call('/wps/agent/transferDownline', { method: 'PUT', token: tokens.top, body: { payee: acc('leaf'), amount: '1', password: FUNDS }, encrypt: true });
      expect(noKey.body.code).toBe('idempotency_key_required');
      const plain = await platform.call('/wps/agent/transferDownline', { method: 'PUT', token: tokens.top, key: randomUUID(), body: { payee: acc('leaf'), amount: '1', password: FUNDS } });
      expect(plain.body.code).toBe('request_body_required');
    });

    it('counts wrong funds passwords and locks after the fifth, moving nothing', async () => {
      const agent = await agentWithTeam('pw', '100.00', 1);
      const wrong = () => transfer({ payee: agent.accounts[0], amount: '1.00', password: 'wrong-one' }, { token: agent.token });
      const first = await wrong();
      expect([first.status, first.body.code, first.body.value]).toEqual([403, 'invalid.payment.pw', { remainingAttempts: 4 }]);
      for (let i = 0; i < 3; i++) await wrong();
      expect((await wrong()).body.code).toBe('payment.pw.locked');
      const right = await transfer({ payee: agent.accounts[0], amount: '1.00' }, { token: agent.token });
      expect(right.body.code).toBe('payment.pw.locked');
      expect(await balance(agent.memberId)).toBe(10000n);
      const none = await platform.member(`${prefix}nopw`, { type: 1, balance: '10' });
      expect((await transfer({ payee: acc('leaf'), amount: '1.00' }, { token: none.token })).body.code).toBe('not.exists.payment.password');
    });

    it('keeps each transfer within the minimum and maximum and the day within its maximum; operators change them', async () => {
      const agent = await agentWithTeam('lim', '10000.00', 2);
      const set = (patch: object) => platform.operator('PUT', '/agent-transfers/settings', patch);
      try {
        expect((await set({ minPerTransfer: 500, maxPerTransfer: 100_000, maxPerDay: 250_000 })).body.success).toBe(true);
        expect((await set({ minPerTransfer: 200_000 })).status).toBe(400);
        const send = (amount: string, i = 0) => transfer({ payee: agent.accounts[i], amount }, { token: agent.token });
        expect((await send('4.99')).body).toMatchObject({ code: 'transfer_below_min', value: { min: '5.00' } });
        expect((await send('1000.01')).body).toMatchObject({ code: 'transfer_above_max', value: { max: '1000.00' } });
        expect((await send('1000.00')).status).toBe(200);
        expect((await send('1000.00', 1)).status).toBe(200);
        expect((await send('500.01')).body).toMatchObject({ code: 'transfer_daily_limit', value: { remaining: '500.00' } });
        // The red envelope counts toward the same day.
        const over = await envelope({ payees: agent.accounts, amountEach: '250.01' }, { token: agent.token });
        expect(over.body.code).toBe('transfer_daily_limit');
        expect((await send('500.00')).status).toBe(200);
        expect((await platform.call('/wps/agent/transferEnabled', { token: agent.token })).body.value.remainingToday).toBe('0.00');
        expect(await balance(agent.memberId)).toBe(1_000_000n - 250_000n);
        expect((await set({ enabled: false })).body.success).toBe(true);
        expect((await send('5.00')).body.code).toBe('transfer_disabled');
      } finally {
        await set({ enabled: true, minPerTransfer: 100, maxPerTransfer: 5_000_000, maxPerDay: 50_000_000 });
      }
      await reconciles();
    });
  });

  describe('red envelope (POST /wps/agent/redEnvelope)', () => {
    it('splits a total to the satang: the first payees in the order sent get the remainder', async () => {
      const agent = await agentWithTeam('env', '1000.00', 3);
      const answer = await envelope({ payees: agent.accounts, total: '100.00', remark: 'Songkran' }, { token: agent.token });
      expect(answer.status).toBe(200);
      expect(answer.body.value).toMatchObject({
        total: '100.00',
        balance: '900.00',
        payees: [
          { account: agent.accounts[0], amount: '33.34' },
          { account: agent.accounts[1], amount: '33.33' },
          { account: agent.accounts[2], amount: '33.33' },
        ],
      });
      const each = await envelope({ payees: agent.accounts.slice(0, 2), amountEach: '10.05' }, { token: agent.token });
      expect(each.body.value).toMatchObject({ total: '20.10', balance: '879.90' });
      // One entry: every payee's row has the envelope's order number.
      const rows = (await history(agent.token)).body.value.list;
      expect(rows[1]).toMatchObject({ amount: '-100.00', orderNo: answer.body.value.orderNo });
      await reconciles();
    });

    it('moves nothing when the balance does not cover the total, or when one payee is outside the team', async () => {
      const agent = await agentWithTeam('aon', '50.00', 3);
      const short = await envelope({ payees: agent.accounts, amountEach: '16.67' }, { token: agent.token });
      expect(short.body.code).toBe('insufficient_balance');
      const outside = await envelope({ payees: [...agent.accounts, acc('other')], amountEach: '1.00' }, { token: agent.token });
      expect([outside.status, outside.body.code, outside.body.value]).toEqual([404, 'downline_not_found', undefined]);
      expect(await balance(agent.memberId)).toBe(5000n);
      for (const account of agent.accounts) {
        const { memberId } = await platform.member(account);
        expect(await balance(memberId)).toBe(0n);
      }
      expect((await envelope({ payees: agent.accounts, total: '0.02' }, { token: agent.token })).body.code).toBe('transfer_below_min');
    });

    it('refuses an empty list, a payee named twice, both or neither amount, and more than the maximum of payees', async () => {
      const agent = await agentWithTeam('bad', '100.00', 2);
      const send = (body: Record<string, unknown>) => envelope(body, { token: agent.token });
      expect((await send({ payees: [], amountEach: '1' })).body.code).toBe('payees_empty');
      expect((await send({ payees: [agent.accounts[0], agent.accounts[1], agent.accounts[0]], amountEach: '1' })).body).toMatchObject({
        code: 'payee_duplicate',
        value: { accounts: [agent.accounts[0]] },
      });
      expect((await send({ payees: agent.accounts, amountEach: '1', total: '2' })).body.code).toBe('amount_mode');
      expect((await send({ payees: agent.accounts })).body.code).toBe('amount_mode');
      const many = Array.from({ length: 1001 }, (_, i) => `${prefix}many_${i}`);
      expect((await send({ payees: many, amountEach: '1' })).body).toMatchObject({ code: 'payees_too_many', value: { max: 1000 } });
      expect(await balance(agent.memberId)).toBe(10000n);
    });

    it('pays 1,000 payees in one entry, and a replay pays nobody twice', async () => {
      const agentAccount = `${prefix}thousand`;
      const agent = await platform.member(agentAccount, { type: 1, balance: '20000.00' });
      await setFundsPassword(agent.token);
      const payees = Array.from({ length: 1000 }, (_, i) => `${prefix}k${i}`);
      const created = await platform.hook<Record<string, number>>('POST', '/members/bulk', { rows: payees.map((account) => ({ account, type: 0, parent: agentAccount })) });
      const key = randomUUID();
      const started = Date.now();
      const answer = await envelope({ payees, total: '10000.07' }, { token: agent.token, key });
      expect(answer.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(20_000);
      expect(answer.body.value.payees).toHaveLength(1000);
      expect(answer.body.value.payees.slice(0, 7).every((p: { amount: string }) => p.amount === '10.01')).toBe(true);
      expect(answer.body.value.payees[7].amount).toBe('10.00');
      const again = await envelope({ payees, total: '10000.07' }, { token: agent.token, key });
      expect(again.body).toEqual(answer.body);
      expect(await balance(agent.memberId)).toBe(2_000_000n - 1_000_007n);
      expect(await balance(created[payees[0]])).toBe(1001n);
      expect(await balance(created[payees[999]])).toBe(1000n);
      await reconciles();
    });
  });

  describe('payees, announcements and messages', () => {
    it('lists the whole subtree below the caller as payees, searchable, and nothing else', async () => {
      const all = (await platform.call('/wps/agent/transferPayees?size=100', { token: tokens.top })).body.value;
      expect(all.list.map((r: { account: string }) => r.account).sort()).toEqual([acc('leaf'), acc('mid'), acc('p1')].sort());
      expect(all.list.find((r: { account: string }) => r.account === acc('leaf')).depth).toBe(2);
      const found = (await platform.call(`/wps/agent/transferPayees?search=${encodeURIComponent('leaf')}`, { token: tokens.top })).body.value;
      expect(found).toMatchObject({ total: 1, list: [{ account: acc('leaf') }] });
      const wild = (await platform.call(`/wps/agent/transferPayees?search=${encodeURIComponent('%')}`, { token: tokens.top })).body.value;
      expect(wild.total).toBe(0);
    });

    it('shows agent announcements to agents only, in the caller language', async () => {
      const en = await platform.call('/wps/agent/announcements?lang=en', { token: tokens.top });
      expect(en.body.value.length).toBeGreaterThanOrEqual(3);
      const th = await platform.call('/wps/agent/announcements?lang=th', { token: tokens.top });
      expect(th.body.value[0].title).not.toBe(en.body.value[0].title);
      expect((await platform.call('/wps/agent/announcements', { token: tokens.p1 })).status).toBe(403);
      const publicList = await platform.call('/wps/announcements');
      expect(publicList.body.value.some((a: { id: number }) => en.body.value.some((b: { id: number }) => b.id === a.id))).toBe(false);
      expect((await platform.call('/wps/announcements?types=A')).status).toBe(400);
    });

    it('seeds the demo agent: a funds password, downlines to pay, and messages with two unread', async () => {
      const agent01 = await platform.member('agent01');
      const demo02 = await platform.member('demo02');
      const before = await balance(demo02.memberId);
      const paid = await transfer({ payee: 'demo02', amount: '10.00' }, { token: agent01.token });
      expect(paid.status).toBe(200);
      expect(await balance(demo02.memberId)).toBe(before + 1000n);
      const inbox = (await platform.call('/wps/agent/messages?lang=th', { token: agent01.token })).body.value;
      expect(inbox).toMatchObject({ total: 3, unread: 2 });
      expect(inbox.list[0].title).toBe('ปิดปรับปรุงวันอังคาร');
      await reconciles();
    });

    it('keeps each agent inbox its own: list, unread count, mark read', async () => {
      const mine = await platform.hook<{ id: number }>('POST', '/agent-message', { recipientId: ids.top, title: 'for top' });
      const theirs = await platform.hook<{ id: number }>('POST', '/agent-message', { recipientId: ids.other, title: 'for other' });
      const page = (await platform.call('/wps/agent/messages', { token: tokens.top })).body.value;
      expect(page.list.map((m: { id: number }) => m.id)).toEqual([mine.id]);
      expect(page).toMatchObject({ total: 1, unread: 1 });
      const read = await platform.call('/wps/agent/messages/read', { method: 'PUT', token: tokens.top, body: { ids: [mine.id, theirs.id] } });
      expect(read.body.value).toEqual({ unread: 0 });
      expect((await platform.call('/wps/agent/messages/unreadCount', { token: tokens.other })).body.value).toEqual({ unread: 1 });
      expect((await platform.call('/wps/agent/messages/read', { method: 'PUT', token: tokens.top, body: { ids: [] } })).status).toBe(400);
    });
  });
}

describe('agent transfers on PGlite', () => {
  defineAgentTransferSuite(async () => undefined);
});

const reachable = postgresReachable();
(reachable ? describe : describe.skip)('agent transfers on PostgreSQL', () => {
  const database = testDatabase();
  defineAgentTransferSuite(() => database.create());
  afterAll(() => database.drop());
});
