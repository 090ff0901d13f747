/** @jest-environment node */
// The agent tree's foundation against a real platform process, on PGlite and PostgreSQL: the
// closure table follows members.parent_id (new members, a moved subtree, no cycles), and the agent
// routes answer members with 403 `non_agent` and agents with their menu.
import { startCashierPlatform, type CashierHarness } from './cashier-harness';
import { postgresReachable, testDatabase } from './postgres-test-db';

jest.setTimeout(120_000);

function defineAgentTreeSuite(databaseUrl: () => Promise<string | undefined>) {
  let platform: CashierHarness;
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    platform = await startCashierPlatform(await databaseUrl());
    // top ─ mid ─ low ─ player;  top ─ p1;  other (a separate tree)
    for (const [account, type, parent] of [
      ['t_top', 1, undefined],
      ['t_mid', 1, 't_top'],
      ['t_low', 1, 't_mid'],
      ['t_player', 0, 't_low'],
      ['t_p1', 0, 't_top'],
      ['t_other', 1, undefined],
    ] as const) {
      const created = await platform.member(account, { type, parent });
      ids[account] = created.memberId;
      tokens[account] = created.token;
    }
  });
  afterAll(() => platform?.stop());

  const subtree = (account: string) => platform.hook<{ id: number; depth: number }[]>('GET', `/subtree/${ids[account]}`);
  const byId = (rows: { id: number; depth: number }[]) => Object.fromEntries(rows.map((r) => [r.id, r.depth]));

  it('holds every descendant with its depth, the member itself at 0', async () => {
    expect(byId(await subtree('t_top'))).toEqual({ [ids.t_top]: 0, [ids.t_mid]: 1, [ids.t_low]: 2, [ids.t_player]: 3, [ids.t_p1]: 1 });
    expect(byId(await subtree('t_low'))).toEqual({ [ids.t_low]: 0, [ids.t_player]: 1 });
    expect(byId(await subtree('t_other'))).toEqual({ [ids.t_other]: 0 });
  });

  it('moves a whole subtree with its member, and refuses a cycle', async () => {
    await platform.hook('POST', '/move', { memberId: ids.t_low, parentId: ids.t_other });
    expect(byId(await subtree('t_other'))).toEqual({ [ids.t_other]: 0, [ids.t_low]: 1, [ids.t_player]: 2 });
    expect(byId(await subtree('t_top'))).toEqual({ [ids.t_top]: 0, [ids.t_mid]: 1, [ids.t_p1]: 1 });
    await expect(platform.hook('POST', '/move', { memberId: ids.t_other, parentId: ids.t_player })).rejects.toThrow();
    expect(byId(await subtree('t_other'))).toEqual({ [ids.t_other]: 0, [ids.t_low]: 1, [ids.t_player]: 2 });
    await platform.hook('POST', '/move', { memberId: ids.t_low, parentId: ids.t_mid });
    expect(byId(await subtree('t_top'))[ids.t_player]).toBe(3);
  });

  it('answers a member at the agent routes with 403 non_agent, a guest with 401, an agent with its menu', async () => {
    const member = await platform.call('/wps/agent/menu', { token: tokens.t_player });
    expect(member.status).toBe(403);
    expect(member.body).toMatchObject({ success: false, code: 'non_agent' });
    expect((await platform.call('/wps/agent/menu')).status).toBe(401);
    expect((await platform.call('/wps/agent/menu', { token: 'not-a-token-at-all-0000000000' })).status).toBe(401);

    const top = await platform.call<{ codes: string[]; flags: Record<string, boolean> }>('/wps/agent/menu', { token: tokens.t_top });
    expect(top.status).toBe(200);
    expect(top.body.value!.codes).toEqual(expect.arrayContaining(['AGEINFO3', 'REGCEN', 'DOWNMAN', 'DAYSAL']));
    // The top agent has no upline: no transfer to upline; an agent under an agent has one.
    expect(top.body.value!.codes).not.toContain('AGETRANSFERUP3');
    const mid = await platform.call<{ codes: string[] }>('/wps/agent/menu', { token: tokens.t_mid });
    expect(mid.body.value!.codes).toContain('AGETRANSFERUP3');
  });

  it('shows an agent below another the contract pages of the kinds it has a contract of', async () => {
    const before = await platform.call<{ codes: string[] }>('/wps/agent/menu', { token: tokens.t_mid });
    expect(before.body.value!.codes).not.toContain('DAYSAL');
    expect(before.body.value!.codes).not.toContain('DIVIDEND');
    const offered = await platform.call('/wps/agent/contracts', {
      token: tokens.t_top,
      method: 'POST',
      body: { kind: 'daily', downlineId: ids.t_mid, terms: { tiers: [{ betVolume: '1000.00', activeMember: 1, rateType: 'P', rate: '0.50' }] } },
    });
    expect(offered.status).toBe(200);
    const after = await platform.call<{ codes: string[] }>('/wps/agent/menu', { token: tokens.t_mid });
    expect(after.body.value!.codes).toContain('DAYSAL');
    expect(after.body.value!.codes).not.toContain('DIVIDEND');
  });
}

describe('agent tree on PGlite', () => {
  defineAgentTreeSuite(async () => undefined);
});

const reachable = postgresReachable();
(reachable ? describe : describe.skip)('agent tree on PostgreSQL', () => {
  const database = testDatabase();
  defineAgentTreeSuite(() => database.create());
  afterAll(() => database.drop());
});
