/** @jest-environment node */
// Issue #28 "Agents": the admin API behind the back office's agents screen, on PGlite and
// PostgreSQL. The tree is read a page at a time (top-level agents, one agent's direct downline
// agents, a search by account) with levels, counts and live contracts; an agent's contracts come
// with their history; a settled period shows in the runs; re-running a period pays only what was
// not paid — three staff at the same moment pay it once in total — the ledger reconciles, every
// re-run is audited with the period's records before and after, and bad input changes nothing.
import { startCashierPlatform, type CashierHarness } from './cashier-harness';
import { postgresReachable, testDatabase } from './postgres-test-db';

jest.setTimeout(240_000);

/** A business day (Asia/Bangkok) `n` days before today. */
const dayBefore = (n: number) => new Date(Date.now() + 7 * 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);
const at = (day: string, time: string) => Date.parse(`${day}T${time}:00+07:00`);
const DOWNLINE_AGENTS = 12;
const downline = (n: number) => `xt_d${String(n).padStart(2, '0')}`;

interface Node {
  account: string;
  level: number;
  path: string[];
  downlineAgents: number;
  members: number;
  contracts: { kind: string; status: string }[];
}
interface Totals {
  records: number;
  paid: number;
  unpaid: number;
  failed: number;
  paidAmount: string;
}

function defineAgentAdminSuite(databaseUrl: () => Promise<string | undefined>) {
  let platform: CashierHarness;
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    platform = await startCashierPlatform(await databaseUrl());
    const team: [string, number, string | undefined, string][] = [
      ['xt_top', 1, undefined, '100000.00'],
      ...Array.from({ length: DOWNLINE_AGENTS }, (_, i) => [downline(i + 1), 1, 'xt_top', '0.00'] as [string, number, string, string]),
      ['xt_sub', 1, downline(1), '0.00'],
      ['xt_p1', 0, downline(1), '50000.00'],
      ['xt_p2', 0, 'xt_sub', '50000.00'],
      ['xt_p3', 0, 'xt_top', '1000.00'],
    ];
    for (const [account, type, parent, balance] of team) {
      const created = await platform.member(account, { type, parent, balance });
      ids[account] = created.memberId;
      tokens[account] = created.token;
    }
    await platform.hook('POST', '/active-member-rule', { minDeposit: '0.00', minValidBet: '100.00', minBettingDays: 1 });
    // xt_top offers xt_d01 a daily salary; xt_d01 signs; backdated so past days are in force.
    const offered = await platform.call('/wps/agent/contracts', {
      token: tokens.xt_top,
      method: 'POST',
      body: { kind: 'daily', downlineId: ids[downline(1)], terms: { tiers: [{ betVolume: '1000.00', activeMember: 1, rateType: 'P', rate: '0.50' }] } },
    });
    expect(offered.status).toBe(200);
    const signed = await platform.call('/wps/relay/MCSFE_processDailySalaryContract', { token: tokens[downline(1)], method: 'POST', body: { id: offered.body.value.id, status: 'A' } });
    expect(signed.body.value.status).toBe('A');
    await platform.hook('POST', '/contract-signed', { contractId: offered.body.value.id, at: Date.now() - 30 * 86_400_000 });
  });
  afterAll(() => platform?.stop());

  const tree = async (query: Record<string, string | number>) => platform.operator<{ rows: Node[]; total: number; page: number; size: number }>('GET', `/agents?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);
  const rerun = (body: unknown) => platform.operator('POST', '/agents/settlement-runs', body);
  const balance = async (account: string) => BigInt((await platform.hook<{ main: string }>('GET', `/balances/${ids[account]}`)).main);
  const reconciled = async () => expect((await platform.operator('GET', '/ledger/reconcile')).body.value).toMatchObject({ ok: true });
  const runs = async (kind: string) => (await platform.operator('GET', `/agents/settlement-runs?kind=${kind}&size=100`)).body.value;

  it('pages through one agent’s direct downline agents in account order, with levels, counts and contracts', async () => {
    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push((await tree({ parent: 'xt_top', page, size: 5 })).body.value!);
    expect(pages.map((p) => p.rows.length)).toEqual([5, 5, DOWNLINE_AGENTS - 10]);
    expect(pages.every((p) => p.total === DOWNLINE_AGENTS)).toBe(true);
    const accounts = pages.flatMap((p) => p.rows.map((row) => row.account));
    expect(accounts).toEqual(Array.from({ length: DOWNLINE_AGENTS }, (_, i) => downline(i + 1)));
    // Players are counted, never listed as tree nodes.
    expect(accounts).not.toContain('xt_p3');
    expect(pages[0].rows[0]).toEqual(
      expect.objectContaining({ account: downline(1), level: 2, path: ['xt_top'], downlineAgents: 1, members: 3, contracts: [expect.objectContaining({ kind: 'daily', status: 'A' })] }),
    );
    expect(pages[0].rows[1]).toMatchObject({ account: downline(2), level: 2, downlineAgents: 0, members: 0, contracts: [] });
    const opened = (await tree({ parent: downline(1) })).body.value!;
    expect(opened.rows).toEqual([expect.objectContaining({ account: 'xt_sub', level: 3, path: ['xt_top', downline(1)], members: 1 })]);
  });

  it('lists the top-level agent among the top level and finds agents by a fragment of their account', async () => {
    let found: Node | undefined;
    for (let page = 1; !found; page++) {
      const answer = (await tree({ page, size: 50 })).body.value!;
      found = answer.rows.find((row) => row.account === 'xt_top');
      if (answer.rows.length < 50) break;
    }
    expect(found).toMatchObject({ level: 1, path: [], downlineAgents: DOWNLINE_AGENTS, members: DOWNLINE_AGENTS + 4 });
    const search = (await tree({ q: 'XT_SU' })).body.value!;
    expect(search.rows.map((row) => row.account)).toEqual(['xt_sub']);
    expect(search.rows[0]).toMatchObject({ level: 3, path: ['xt_top', downline(1)] });
    // `_` is a letter in a search, not a wildcard: "xt_d1" is d10, d11, d12 only.
    expect((await tree({ q: 'xt_d1' })).body.value!.rows.map((row) => row.account)).toEqual([downline(10), downline(11), downline(12)]);
    expect((await tree({ q: 'xtxd' })).body.value!.total).toBe(0);
  });

  it('shows an agent’s contracts with their history', async () => {
    const answer = await platform.operator('GET', `/agents/${downline(1)}/contracts`);
    expect(answer.status).toBe(200);
    const [held] = answer.body.value.contracts;
    expect(held.contract).toMatchObject({ kind: 'daily', status: 'A', upline: { account: 'xt_top' }, downline: { account: downline(1) } });
    expect(held.events.map((e: { toStatus: string }) => e.toStatus)).toEqual(['P', 'A']);
    expect((await platform.operator('GET', `/agents/${downline(2)}/contracts`)).body.value.contracts).toEqual([]);
    expect((await platform.operator('GET', '/agents/xt_p1/contracts')).body).toMatchObject({ success: false, code: 'agent_not_found' });
  });

  it('pays a re-run period once when three staff re-run it at the same moment, then lists the run', async () => {
    const day = dayBefore(2);
    await platform.hook('POST', '/rounds', { memberId: ids.xt_p1, rounds: [{ bet: '2000.00', win: '0.00', at: at(day, '10:00') }] });
    await platform.hook('POST', '/rounds', { memberId: ids.xt_p2, rounds: [{ bet: '1000.00', win: '300.00', at: at(day, '22:00') }] });
    const [top, paid] = [await balance('xt_top'), await balance(downline(1))];
    const answers = await Promise.all([0, 1, 2].map(() => rerun({ run: 'daily-salary', day })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const values = answers.map((a) => a.body.value);
    expect(values.reduce((n, v) => n + v.report.created, 0)).toBe(1);
    expect(values.reduce((n, v) => n + v.report.paid, 0)).toBe(1);
    // 3000.00 of team volume at 0.50 %: 15.00, upline to downline, once.
    expect([await balance('xt_top'), await balance(downline(1))]).toEqual([top - 1500n, paid + 1500n]);
    for (const value of values) expect(value.after).toMatchObject({ records: 1, paid: 1, unpaid: 0, failed: 0, paidAmount: '15.00' });
    await reconciled();

    const again = (await rerun({ run: 'daily-salary', day })).body.value;
    expect(again.report).toMatchObject({ created: 0, paid: 0 });
    expect(again.before).toEqual(again.after);
    expect(again.before).toMatchObject({ paid: 1, paidAmount: '15.00' });
    expect(await balance(downline(1))).toBe(paid + 1500n);
    await reconciled();

    const listed = (await runs('daily')).rows.find((row: { periodKey: string }) => row.periodKey === day);
    expect(listed).toMatchObject({ kind: 'daily', run: 'daily-salary', records: 1, paid: 1, unpaid: 0, failed: 0, paidAmount: '15.00' });
    expect(listed.ranAt).toBeGreaterThan(Date.now() - 600_000);
    expect(listed.lastPaidAt).not.toBeNull();
  });

  it('audits every re-run with the period’s records before and after', async () => {
    const day = dayBefore(2);
    const audit = await platform.operator('GET', `/audit?objectType=settlement&objectId=daily-salary:${day}`);
    const records = audit.body.value as { action: string; permission: string; status: number; before: Totals; after: Totals & { paidNow: number } }[];
    expect(records).toHaveLength(4);
    expect(records.every((r) => r.action === 'POST /admin/agents/settlement-runs' && r.permission === 'agents:settle' && r.status === 200)).toBe(true);
    expect(records.reduce((n, r) => n + r.after.paidNow, 0)).toBe(1);
    // Newest first: the last re-run found the period paid and paid nothing.
    expect(records[0].before).toMatchObject({ paid: 1, paidAmount: '15.00' });
    expect(records[0].after).toMatchObject({ paid: 1, paidAmount: '15.00', paidNow: 0 });
  });

  it('refuses bad input with the field at fault, and settles nothing', async () => {
    const before = await runs('daily');
    const [top, paid] = [await balance('xt_top'), await balance(downline(1))];
    const tomorrow = dayBefore(-2);
    for (const [body, code] of [
      [{ run: 'weekly-salary', day: dayBefore(1) }, 'validation_failed'],
      [{ run: 'daily-salary', day: '2026-02-30' }, 'validation_failed'],
      [{ run: 'daily-salary', day: dayBefore(1), hour: 3 }, 'validation_failed'],
      [{ run: 'hourly-salary', day: dayBefore(1), hour: 24 }, 'validation_failed'],
      [{ run: 'daily-salary' }, 'validation_failed'],
      [{ run: 'daily-salary', day: tomorrow }, 'day_in_future'],
    ] as const) {
      const answer = await rerun(body);
      expect([answer.status, answer.body.code]).toEqual([400, code]);
    }
    for (const query of [{ q: 'x' }, { q: 'a%b' }, { parent: 'xt_top', q: 'xt' }, { size: 500 }] as Record<string, string | number>[]) expect((await tree(query)).status).toBe(400);
    expect((await tree({ parent: 'nobody_here' })).body).toMatchObject({ success: false, code: 'agent_not_found' });
    expect((await platform.operator('GET', '/agents/settlement-runs?kind=weekly')).status).toBe(400);
    expect(await runs('daily')).toEqual(before);
    expect([await balance('xt_top'), await balance(downline(1))]).toEqual([top, paid]);
    await reconciled();
  });
}

describe('agents admin on PGlite', () => {
  defineAgentAdminSuite(async () => undefined);
});

const reachable = postgresReachable();
(reachable ? describe : describe.skip)('agents admin on PostgreSQL', () => {
  const database = testDatabase();
  defineAgentAdminSuite(() => database.create());
  afterAll(() => database.drop());
});
