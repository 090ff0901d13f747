/** @jest-environment node */
// A promotion's budget cap and kill switch (issue #28) against a real platform process, on PGlite and
// on PostgreSQL: forty members claiming a budget for ten at once are paid exactly ten times, the rest
// refused with promotion_budget_exhausted, replays pay nothing more; a deposit bonus the budget cannot
// pay closes while the deposit stands; the kill switch raced against claims — nothing is credited
// after it answers; bad input is refused with nothing stored; every change is in the audit trail. The
// ledger reconciles after each test.
import { randomUUID } from 'node:crypto';
import { startCashierPlatform, type Answer, type CashierHarness } from './cashier-harness';
import { postgresReachable, testDatabase } from './postgres-test-db';

jest.setTimeout(300_000);

const DAY = 86_400_000;

function definition(promotionId: string, extra: Record<string, unknown>) {
  return {
    promotionId,
    type: 'LOGIN',
    title: { en: `Budget ${promotionId}`, th: `งบ ${promotionId}` },
    description: { en: 'A promotion with a budget', th: 'โปรโมชั่นที่มีงบประมาณ' },
    startsAt: new Date(Date.now() - DAY).toISOString(),
    endsAt: new Date(Date.now() + 30 * DAY).toISOString(),
    turnoverMultiple: 1,
    ...extra,
  };
}

interface AdminRow {
  promotionId: string;
  state: string;
  budget: string | null;
  spent: string;
  remaining: string | null;
  claims: { applying: number; issued: number; credited: number };
  stoppedBy: string | null;
  stopReason: string | null;
}

function defineBudgetSuite(databaseUrl: () => Promise<string | undefined>) {
  let platform: CashierHarness;
  const prefix = `b${Date.now().toString(36).slice(-5)}`;

  const balance = async (token: string) => (await platform.call('/wps/v2/wallets/balance', { token })).body.value.balance as string;
  const adminRow = async (promotionId: string) => ((await platform.operator<AdminRow[]>('GET', '/promotions')).body.value ?? []).find((row) => row.promotionId === promotionId)!;
  const claim = (token: string, claimId: string, key = randomUUID()) => platform.call('/wps/relay/MCSFE_claimIssuedPromotion', { method: 'POST', token, key, body: { claimId } });
  async function define(promotionId: string, extra: Record<string, unknown>) {
    const answer = await platform.operator('PUT', '/promotions', definition(`${prefix}${promotionId}`, extra));
    expect(answer.body).toMatchObject({ success: true });
    return `${prefix}${promotionId}`;
  }
  /** `count` members, each joined to the promotion: an issued reward each, waiting for its claim. */
  async function membersWithRewards(promotionId: string, tag: string, count: number) {
    const members = [];
    for (let n = 0; n < count; n += 1) {
      const member = await platform.member(`${prefix}${tag}${n}`, { balance: '0' });
      const joined = await platform.call('/wps/relay/MCSFE_signUpPromotionJoin', { method: 'POST', token: member.token, body: { promotionId } });
      expect(joined.body).toMatchObject({ success: true, value: { status: 'CLAIM' } });
      members.push({ ...member, claimId: joined.body.value.claimId as string });
    }
    return members;
  }

  beforeAll(async () => {
    platform = await startCashierPlatform(await databaseUrl());
  });
  afterAll(() => platform?.stop());
  afterEach(async () => {
    expect(await platform.hook('GET', '/reconcile')).toMatchObject({ ok: true });
  });

  it('pays forty simultaneous claims on a budget for ten exactly ten times; the rest are refused and replays pay nothing more', async () => {
    const promotionId = await define('CAP', { fixedAmount: '5.00', budget: '50.00' });
    const members = await membersWithRewards(promotionId, 'cap', 40);
    const keys = members.map(() => randomUUID());

    const answers = await Promise.all(members.map((member, n) => claim(member.token, member.claimId, keys[n])));
    const paid = answers.filter((answer) => answer.status === 200);
    expect(paid).toHaveLength(10);
    for (const refused of answers.filter((answer) => answer.status !== 200)) expect([refused.status, refused.body.code]).toEqual([409, 'promotion_budget_exhausted']);
    const balances = await Promise.all(members.map((member) => balance(member.token)));
    expect(balances.filter((b) => b === '5.00')).toHaveLength(10);
    expect(balances.filter((b) => b === '0.00')).toHaveLength(30);
    expect(await adminRow(promotionId)).toMatchObject({ state: 'exhausted', budget: '50.00', spent: '50.00', remaining: '0.00', claims: { credited: 10, issued: 30 } });

    // Every claim again with its own key (the stored answers), and the refused with new keys.
    const replays = await Promise.all(members.map((member, n) => claim(member.token, member.claimId, keys[n])));
    replays.forEach((replay, n) => {
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.body).toEqual(answers[n].body);
    });
    const refusedMembers = members.filter((_, n) => answers[n].status !== 200);
    const fresh = await Promise.all(refusedMembers.map((member) => claim(member.token, member.claimId)));
    for (const answer of fresh) expect(answer.body.code).toBe('promotion_budget_exhausted');
    expect(await Promise.all(members.map((member) => balance(member.token)))).toEqual(balances);
    expect((await adminRow(promotionId)).spent).toBe('50.00');

    // The member sees the promotion exhausted, not a claim button; a new member cannot join it.
    const center = (await platform.call('/wps/relay/rewardsSummary?language=th', { token: refusedMembers[0].token })).body.value;
    expect(center.available.find((p: { promotionId: string }) => p.promotionId === promotionId)).toMatchObject({ status: 'EXHAUSTED' });
    expect(center.claimableCount).toBe(0);
    const late = await platform.member(`${prefix}caplate`, { balance: '0' });
    const listed = (await platform.call('/wps/relay/MCSFE_getAvailablePromotions?language=en', { token: late.token })).body.value;
    expect(listed.find((p: { promotionId: string }) => p.promotionId === promotionId)).toMatchObject({ status: 'EXHAUSTED' });
    const join = await platform.call('/wps/relay/MCSFE_signUpPromotionJoin', { method: 'POST', token: late.token, body: { promotionId } });
    expect([join.status, join.body.code]).toEqual([409, 'promotion_budget_exhausted']);
  });

  it('closes a deposit bonus its budget cannot pay, while the deposit itself is approved', async () => {
    const promotionId = await define('DEPCAP', { type: 'DEPOSIT', percent: '10', maxBonus: '50.00', budget: '60.00' });
    const member = await platform.member(`${prefix}depcap`, { balance: '0' });
    const deposit = async () => {
      const created = await platform.call('/wps/relay/MCSFE_depositByQRImageUrl', { method: 'POST', token: member.token, key: randomUUID(), body: { amount: '1000.00', vendorId: 'TBQR', promotionId } });
      expect(created.body).toMatchObject({ success: true });
      const approved = await platform.operator('POST', `/deposits/${created.body.value.depositId}/approve`, {});
      expect(approved.body.success).toBe(true);
      return approved;
    };
    await deposit();
    expect(await balance(member.token)).toBe('1050.00');
    await deposit();
    expect(await balance(member.token)).toBe('2050.00');
    // 10.00 left can still pay a smaller bonus (a percentage): the promotion runs on.
    expect(await adminRow(promotionId)).toMatchObject({ spent: '50.00', remaining: '10.00', state: 'running', claims: { credited: 1 } });
  });

  it('stops a promotion with its kill switch: nothing is credited after the stop answers, even claims racing it', async () => {
    const promotionId = await define('KILL', { fixedAmount: '3.00' });
    const members = await membersWithRewards(promotionId, 'kill', 30);
    const claims = members.map((member) => claim(member.token, member.claimId));
    // The stop goes out among the claims; what it answers is the promotion as it stood once stopped.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const stop = await platform.operator<AdminRow>('POST', `/promotions/${promotionId}/stop`, { reason: 'Abuse by a ring of new accounts' });
    expect(stop.body).toMatchObject({ success: true, value: { state: 'stopped', stopReason: 'Abuse by a ring of new accounts', stoppedBy: 'key:operator' } });
    const spentWhenStopped = stop.body.value!.spent;
    const answers: Answer[] = await Promise.all(claims);
    const paid = answers.filter((answer) => answer.status === 200).length;
    for (const refused of answers.filter((answer) => answer.status !== 200)) expect(refused.body.code).toBe('promotion_stopped');
    // Every credit committed before the stop answered: what it reported is all there ever was.
    expect((await adminRow(promotionId)).spent).toBe(spentWhenStopped);
    expect(Number(spentWhenStopped)).toBe(paid * 3);
    const after = await Promise.all(members.map((member) => claim(member.token, member.claimId)));
    expect(after.filter((answer) => answer.status === 200)).toHaveLength(0);
    expect((await adminRow(promotionId)).spent).toBe(spentWhenStopped);

    // Gone from the member's list; an issued reward reads as closed; stopping again is refused.
    const listed = (await platform.call('/wps/relay/MCSFE_getAvailablePromotions', { token: members[0].token })).body.value;
    expect(listed.map((p: { promotionId: string }) => p.promotionId)).not.toContain(promotionId);
    const again = await platform.operator('POST', `/promotions/${promotionId}/stop`, { reason: 'Second time' });
    expect([again.status, again.body.code]).toEqual([409, 'promotion_stopped']);
    const issue = await platform.operator('POST', `/promotions/${promotionId}/issue`, { account: `${prefix}kill0` });
    expect(issue.body.code).toBe('promotion_stopped');

    // One audit record of the stop, with who, why, before and after.
    const audit = (await platform.operator<{ action: string; actor: string; reason: string; before: AdminRow; after: AdminRow; status: number }[]>('GET', `/audit?objectType=promotion&objectId=${promotionId}`)).body.value!;
    const stops = audit.filter((record) => record.action === 'POST /admin/promotions/:promotionId/stop' && record.status === 200);
    expect(stops).toHaveLength(1);
    expect(stops[0]).toMatchObject({ actor: 'key:operator', reason: 'Abuse by a ring of new accounts', before: { state: 'running', stoppedBy: null }, after: { state: 'stopped' } });
  });

  it('refuses a bad budget, a budget below what was paid and a stop without a reason, storing nothing', async () => {
    const promotionId = await define('BAD', { fixedAmount: '10.00', budget: '100.00' });
    const member = (await membersWithRewards(promotionId, 'bad', 1))[0];
    expect((await claim(member.token, member.claimId)).status).toBe(200);
    const before = await adminRow(promotionId);
    for (const budget of ['-5.00', 'abc', '0', '5.00', '1.234']) {
      const answer = await platform.operator('PUT', '/promotions', definition(promotionId, { fixedAmount: '10.00', budget }));
      expect([answer.status, answer.body.code]).toEqual([400, 'validation_failed']);
    }
    // Lowered to 20.00, still above the 10.00 paid: accepted. Under what was paid (with a smaller
    // reward, so the contract lets it through): the write refuses it.
    const lowered = await platform.operator('PUT', '/promotions', definition(promotionId, { fixedAmount: '10.00', budget: '20.00' }));
    expect(lowered.body.success).toBe(true);
    const cut = await platform.operator('PUT', '/promotions', definition(promotionId, { fixedAmount: '1.00', budget: '5.00' }));
    expect([cut.status, cut.body.code]).toEqual([409, 'promotion_budget_below_spent']);
    expect(await adminRow(promotionId)).toMatchObject({ budget: '20.00', spent: '10.00' });
    for (const body of [{}, { reason: '' }, { reason: 'x'.repeat(501) }]) {
      const answer = await platform.operator('POST', `/promotions/${promotionId}/stop`, body);
      expect([answer.status, answer.body.code]).toEqual([400, 'validation_failed']);
    }
    const unknown = await platform.operator('POST', `/promotions/${prefix}NONE/stop`, { reason: 'No such promotion' });
    expect(unknown.body.code).toBe('promotion_not_found');
    expect(await adminRow(promotionId)).toMatchObject({ state: 'running', stoppedBy: null, spent: '10.00' });
    expect(before.spent).toBe('10.00');
  });
}

describe('promotion budget and kill switch on PGlite', () => {
  defineBudgetSuite(async () => undefined);
});

const reachable = postgresReachable();
(reachable ? describe : describe.skip)('promotion budget and kill switch on PostgreSQL', () => {
  const database = testDatabase();
  defineBudgetSuite(() => database.create());
  afterAll(() => database.drop());
});
