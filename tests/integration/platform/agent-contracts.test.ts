/** @jest-environment node */
// Agent contracts against a real platform process, on PGlite and PostgreSQL: who may offer to whom,
// the tier rules and their error codes, every flow of money-and-agents §5.6 (offer, accept, reject,
// modify, terminate, terminate while pending, auto-termination) with its history, and each
// transition's compare-and-set under a race.
import { startCashierPlatform, type CashierHarness } from './cashier-harness';
import { postgresReachable, testDatabase } from './postgres-test-db';

jest.setTimeout(180_000);

const daily = (...tiers: [string, number, string][]) => ({ tiers: tiers.map(([betVolume, activeMember, rate]) => ({ betVolume, activeMember, rateType: 'P', rate })) });
const hourly = { frequency: 'H', tiers: [{ minimumBet: '100.00', activeMember: 1, rateType: 'F', rate: '10.00' }] };
const dividend = { period: 'W', tiers: [{ minimumBet: '0', netLoss: '0', activeMember: 0, contractRate: '10' }] };
const realtime = { games: [{ gameCode: '*', tiers: [{ betVolume: '10', profitRate: '0.5', lossRate: '0.3' }] }] };

function defineContractSuite(databaseUrl: () => Promise<string | undefined>) {
  let platform: CashierHarness;
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    platform = await startCashierPlatform(await databaseUrl());
    // top ─ mid ─ low ─ p3;  mid ─ p2;  top ─ mid2;  top ─ p1;  other (another tree)
    for (const [account, type, parent] of [
      ['k_top', 1, undefined],
      ['k_mid', 1, 'k_top'],
      ['k_low', 1, 'k_mid'],
      ['k_p3', 0, 'k_low'],
      ['k_p2', 0, 'k_mid'],
      ['k_mid2', 1, 'k_top'],
      ['k_p1', 0, 'k_top'],
      ['k_other', 1, undefined],
    ] as const) {
      const created = await platform.member(account, { type, parent });
      ids[account] = created.memberId;
      tokens[account] = created.token;
    }
  });
  afterAll(() => platform?.stop());

  const as = (account: string) => ({
    get: (route: string) => platform.call(route, { token: tokens[account] }),
    post: (route: string, body: unknown = {}) => platform.call(route, { token: tokens[account], method: 'POST', body }),
  });
  const offer = (from: string, to: string, kind: string, terms: unknown) => as(from).post('/wps/agent/contracts', { kind, downlineId: ids[to], terms });
  const decide = (account: string, kind: string, id: number, status: string) =>
    as(account).post(
      { dividend: '/wps/relay/MCSFE_processContractDividend', daily: '/wps/relay/MCSFE_processDailySalaryContract', hourly: '/wps/relay/MCSFE_processContractHourSalary', realtime: '/wps/relay/MCSFE_processRealTimeSalaryContract' }[kind]!,
      { id, status },
    );
  const history = async (account: string, id: number) => (await as(account).get(`/wps/agent/contracts/${id}/history`)).body.value;

  it('answers a member with 403 non_agent at every contract route, a guest with 401', async () => {
    for (const [method, route] of [
      ['GET', '/wps/agent/contracts?kind=daily'],
      ['POST', '/wps/agent/contracts'],
      ['POST', '/wps/relay/MCSFE_processDailySalaryContract'],
      ['POST', '/wps/agent/contracts/1/terminate'],
      ['GET', '/wps/agent/settlements?kind=daily'],
    ]) {
      const answer = await platform.call(route, { token: tokens.k_p1, method, body: method === 'POST' ? {} : undefined });
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('non_agent');
      expect((await platform.call(route, { method, body: method === 'POST' ? {} : undefined })).status).toBe(401);
    }
    // The popup's read is any session's: a member simply has nothing to decide.
    const popup = await platform.call('/wps/member/info/funds/consolidated', { token: tokens.k_p1 });
    expect(popup.body.value).toMatchObject({ items: [], dailysalreqtype: false });
  });

  it('offers only to a direct downline agent: others are not found, a member is refused', async () => {
    for (const target of ['k_low', 'k_p3', 'k_other', 'k_top']) {
      const answer = await offer('k_top', target, 'daily', daily(['100', 1, '1']));
      expect([answer.status, answer.body.code]).toEqual([404, 'downline_not_found']);
    }
    const unknown = await as('k_top').post('/wps/agent/contracts', { kind: 'daily', downlineId: 2_000_000_000, terms: daily(['100', 1, '1']) });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'downline_not_found']);
    const member = await offer('k_top', 'k_p1', 'daily', daily(['100', 1, '1']));
    expect([member.status, member.body.code]).toEqual([409, 'downline_not_agent']);
    const odd = await as('k_top').post('/wps/agent/contracts', { kind: 'daily', downlineId: -1, terms: { tiers: [] } });
    expect([odd.status, odd.body.code]).toEqual([400, 'validation_failed']);
  });

  it('refuses tiers that do not rise, a rate above the cap, mixed rate types, and an offer without an own contract', async () => {
    const cases: [unknown, string, unknown][] = [
      [daily(['1000', 1, '0.5'], ['1000', 2, '0.8']), 'betVolume_lessthanlast', { tier: 2 }],
      [daily(['1000', 3, '0.5'], ['2000', 2, '0.8']), 'activeMember_lessthanlast', { tier: 2 }],
      [daily(['1000', 1, '0.8'], ['2000', 2, '0.8']), 'rate_lessthanlast', { tier: 2 }],
      // The operator's cap of a top agent: 2.00 %.
      [daily(['1000', 1, '1'], ['2000', 2, '2.01']), 'rate_outofrange_higher', { tier: 2, max: '2.00' }],
      [{ tiers: [{ betVolume: '1', activeMember: 1, rateType: 'P', rate: '1' }, { betVolume: '2', activeMember: 1, rateType: 'F', rate: '5' }] }, 'rate_type_mixed', undefined],
    ];
    for (const [terms, code, value] of cases) {
      const answer = await offer('k_top', 'k_mid', 'daily', terms);
      expect([answer.status, answer.body.code]).toEqual([400, code]);
      if (value) expect(answer.body.value).toEqual(value);
    }
    const realtimeDown = await offer('k_top', 'k_mid', 'realtime', { games: [{ gameCode: '*', tiers: [{ betVolume: '10', profitRate: '0.5', lossRate: '0.5' }, { betVolume: '20', profitRate: '0.4', lossRate: '0.6' }] }] });
    expect(realtimeDown.body.code).toBe('profitRate_lessthanlast');
    const notLottery = await offer('k_top', 'k_mid', 'realtime', { games: [{ gameCode: 'NO_SUCH_GAME', tiers: [{ betVolume: '10', profitRate: '0.5', lossRate: '0.5' }] }] });
    expect(notLottery.body.code).toBe('game_not_lottery');
    const noOwn = await offer('k_mid', 'k_low', 'daily', daily(['100', 1, '1']));
    expect([noOwn.status, noOwn.body.code]).toEqual([409, 'no_own_contract']);
    expect((await as('k_mid').get('/wps/agent/contracts?kind=daily')).body.value).toMatchObject({ mine: null, canOffer: false });
  });

  let topMid: number;
  let midLow: number;

  it('signs an offer in the popup, caps the downline by it, and keeps the history', async () => {
    const offered = await offer('k_top', 'k_mid', 'daily', daily(['1000', 1, '0.8'], ['5000', 3, '1.8']));
    expect(offered.status).toBe(200);
    expect(offered.body.value).toMatchObject({ status: 'P', version: 0, downlineHigherRate: 'N', upline: { account: 'k_top' }, downline: { account: 'k_mid' } });
    topMid = offered.body.value.id;
    const again = await offer('k_top', 'k_mid', 'daily', daily(['1000', 1, '0.8']));
    expect([again.status, again.body.code]).toEqual([409, 'contract_exists']);

    const popup = (await as('k_mid').get('/wps/member/info/funds/consolidated')).body.value;
    expect(popup).toMatchObject({ dailysalreqtype: true, divtypereq: false, items: [{ id: topMid, status: 'P', kind: 'daily' }] });
    // The offerer cannot sign its own offer.
    expect((await decide('k_top', 'daily', topMid, 'A')).body.code).toBe('contract_action_not_allowed');
    // Another kind's call does not find it.
    expect((await decide('k_mid', 'hourly', topMid, 'A')).body.code).toBe('contract_not_found');
    const signed = await decide('k_mid', 'daily', topMid, 'A');
    expect(signed.body.value).toMatchObject({ status: 'A', version: 1 });
    expect((await as('k_mid').get('/wps/member/info/funds/consolidated')).body.value.items).toEqual([]);

    // mid is capped by its own contract (1.80 %).
    const over = await offer('k_mid', 'k_low', 'daily', daily(['1000', 1, '1.9']));
    expect([over.body.code, over.body.value]).toEqual(['rate_outofrange_higher', { tier: 1, max: '1.80' }]);
    const ok = await offer('k_mid', 'k_low', 'daily', daily(['1000', 1, '0.5'], ['6000', 3, '1.5']));
    expect(ok.status).toBe(200);
    midLow = ok.body.value.id;
    expect((await decide('k_low', 'daily', midLow, 'A')).body.value.status).toBe('A');

    const events = (await history('k_mid', topMid)).events.map((e: { action: string; fromStatus: string | null; toStatus: string }) => [e.action, e.fromStatus, e.toStatus]);
    expect(events).toEqual([
      ['offer', null, 'P'],
      ['accept_offer', 'P', 'A'],
    ]);
    const overview = (await as('k_mid').get('/wps/agent/contracts?kind=daily')).body.value;
    expect(overview).toMatchObject({ mine: { id: topMid, status: 'A' }, canOffer: true, downlines: [{ account: 'k_low', contract: { id: midLow, status: 'A' } }] });
  });

  it('reads a contract only for its two parties', async () => {
    for (const outsider of ['k_other', 'k_mid2', 'k_low']) {
      const answer = await as(outsider).get(`/wps/agent/contracts/${topMid}/history`);
      expect([answer.status, answer.body.code]).toEqual([404, 'contract_not_found']);
      expect((await decide(outsider, 'daily', topMid, 'A')).body.code).toBe('contract_not_found');
      expect((await as(outsider).post(`/wps/agent/contracts/${topMid}/terminate`)).body.code).toBe('contract_not_found');
    }
  });

  it('rejects a modify request (old terms stay), then auto-terminates the downline above an accepted lower contract', async () => {
    const lower = daily(['1000', 1, '0.5'], ['5000', 3, '1.0']);
    const modified = await as('k_top').post(`/wps/agent/contracts/${topMid}/modify`, { terms: lower });
    expect(modified.body.value).toMatchObject({ status: 'E', requestedBy: 'upline', downlineHigherRate: 'Y', pendingTerms: lower });
    // The downline cannot modify; the popup shows the request with the warning.
    expect((await as('k_mid').post(`/wps/agent/contracts/${topMid}/modify`, { terms: lower })).body.code).toBe('contract_action_not_allowed');
    expect((await as('k_mid').get('/wps/member/info/funds/consolidated')).body.value.items).toMatchObject([{ id: topMid, status: 'E', downlineHigherRate: 'Y' }]);

    const refused = await decide('k_mid', 'daily', topMid, 'R');
    expect(refused.body.value).toMatchObject({ status: 'A', pendingTerms: null, terms: { tiers: [{ rate: '0.8' }, { rate: '1.8' }] } });
    expect((await as('k_low').get('/wps/agent/contracts?kind=daily')).body.value.mine.status).toBe('A');

    await as('k_top').post(`/wps/agent/contracts/${topMid}/modify`, { terms: lower });
    const accepted = await decide('k_mid', 'daily', topMid, 'A');
    expect(accepted.body.value).toMatchObject({ status: 'A', terms: lower, pendingTerms: null });
    const below = await history('k_low', midLow);
    expect(below.contract).toMatchObject({ status: 'C' });
    expect(below.events.at(-1)).toMatchObject({ action: 'auto_terminate', fromStatus: 'A', toStatus: 'C', actor: 'system' });
  });

  it('terminates by request: rejected (stays signed), then agreed (cancelled); the downline may ask too', async () => {
    const asked = await as('k_top').post(`/wps/agent/contracts/${topMid}/terminate`);
    expect(asked.body.value).toMatchObject({ status: 'V', requestedBy: 'upline' });
    // For V the popup's buttons send C (terminate) or A (reject).
    expect((await decide('k_mid', 'daily', topMid, 'A')).body.value).toMatchObject({ status: 'A', requestedBy: null });
    await as('k_mid').post(`/wps/agent/contracts/${topMid}/request-terminate`);
    // The downline asked: the upline decides; the downline cannot.
    expect((await decide('k_mid', 'daily', topMid, 'C')).body.code).toBe('contract_action_not_allowed');
    expect((await as('k_top').get('/wps/member/info/funds/consolidated')).body.value.items).toMatchObject([{ id: topMid, status: 'V', requestedBy: 'downline' }]);
    const ended = await decide('k_top', 'daily', topMid, 'C');
    expect(ended.body.value).toMatchObject({ status: 'C' });
    expect(ended.body.value.endedAt).toEqual(expect.any(Number));
    expect((await decide('k_mid', 'daily', topMid, 'A')).body.code).toBe('contract_action_not_allowed');
  });

  it('withdraws an offer terminated while pending, and records a rejection', async () => {
    const pending = await offer('k_top', 'k_mid2', 'dividend', dividend);
    const withdrawn = await as('k_top').post(`/wps/agent/contracts/${pending.body.value.id}/terminate`);
    expect(withdrawn.body.value).toMatchObject({ status: 'C' });
    expect((await as('k_mid2').get('/wps/member/info/funds/consolidated')).body.value.items).toEqual([]);
    expect((await decide('k_mid2', 'dividend', pending.body.value.id, 'A')).body.code).toBe('contract_action_not_allowed');
    expect((await history('k_mid2', pending.body.value.id)).events.map((e: { action: string }) => e.action)).toEqual(['offer', 'withdraw']);

    const hourOffer = await offer('k_top', 'k_mid2', 'hourly', hourly);
    expect((await decide('k_mid2', 'hourly', hourOffer.body.value.id, 'R')).body.value).toMatchObject({ status: 'R' });
    // A refused contract is final; a new offer may follow.
    expect((await decide('k_mid2', 'hourly', hourOffer.body.value.id, 'A')).body.code).toBe('contract_action_not_allowed');
    expect((await offer('k_top', 'k_mid2', 'hourly', hourly)).body.value).toMatchObject({ status: 'P' });
  });

  it('lets one of two racing moves win: two accepts, accept against withdraw, two offers', async () => {
    const racing = await offer('k_top', 'k_mid2', 'realtime', realtime);
    const id = racing.body.value.id;
    const both = await Promise.all([decide('k_mid2', 'realtime', id, 'A'), decide('k_mid2', 'realtime', id, 'A')]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(['contract_state_changed', 'contract_action_not_allowed']).toContain(both.find((a) => a.status === 409)!.body.code);
    expect((await history('k_mid2', id)).events.map((e: { action: string }) => e.action)).toEqual(['offer', 'accept_offer']);

    const daily2 = await offer('k_top', 'k_mid2', 'daily', daily(['100', 1, '1']));
    const [accept, withdraw] = await Promise.all([
      decide('k_mid2', 'daily', daily2.body.value.id, 'A'),
      as('k_top').post(`/wps/agent/contracts/${daily2.body.value.id}/terminate`),
    ]);
    const final = (await history('k_top', daily2.body.value.id)).contract.status;
    // Signed first (then the termination is a request: V, or — when the signing lands between the
    // termination's read and its compare-and-set — the termination is refused and nothing changes),
    // or withdrawn first (C, and the accept finds nothing to sign).
    if (accept.status === 200) {
      if (withdraw.status === 200) expect(final).toBe('V');
      else expect([withdraw.status, withdraw.body.code, final]).toEqual([409, 'contract_state_changed', 'A']);
    }
    else expect([accept.body.code, withdraw.status, final]).toEqual([expect.stringMatching(/^contract_(state_changed|action_not_allowed)$/), 200, 'C']);

    const twice = await Promise.all([offer('k_mid2', 'k_other', 'realtime', realtime), offer('k_top', 'k_mid', 'dividend', dividend), offer('k_top', 'k_mid', 'dividend', dividend)]);
    expect(twice[0].body.code).toBe('downline_not_found');
    expect(twice.slice(1).map((a) => a.body.code ?? 'ok').sort()).toEqual(['contract_exists', 'ok']);
  });
}

describe('agent contracts on PGlite', () => {
  defineContractSuite(async () => undefined);
});

const reachable = postgresReachable();
(reachable ? describe : describe.skip)('agent contracts on PostgreSQL', () => {
  const database = testDatabase();
  defineContractSuite(() => database.create());
  afterAll(() => database.drop());
});
