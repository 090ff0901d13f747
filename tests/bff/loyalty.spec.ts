import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { createFundedMember, reconcileLedger, uniqueName } from '../support/platform-admin';

// Loyalty through the BFF as an attacker would try it: guests and trial players, claims with no
// key, from another site, replayed, for unknown missions and unreached milestones, odd queries.
// Each refusal is a clear 4xx that moves nothing; the ledger reconciles after every test.
const json = { 'Content-Type': 'application/json' };
let api: APIRequestContext;

const claimRebate = (context: APIRequestContext, key: string | null = randomUUID(), headers: Record<string, string> = {}) =>
  context.post('/api/loyalty/rebate/claim', { headers: { ...json, ...(key ? { 'Idempotency-Key': key } : {}), ...headers }, data: {} });
const claimMission = (context: APIRequestContext, data: unknown, key = randomUUID()) =>
  context.post('/api/loyalty/missions/claim', { headers: { ...json, 'Idempotency-Key': key }, data });

test.beforeEach(async ({ baseURL }) => {
  const account = uniqueName('loy');
  await createFundedMember(account, '100.00');
  api = await playwrightRequest.newContext({ baseURL });
  expect((await api.post('/api/session', { data: { username: account, password: 'Cash@2026' } })).status()).toBe(200);
});

test.afterEach(async () => {
  await api.dispose();
  expect(await reconcileLedger()).toMatchObject({ ok: true, total: '0.00', accountsOff: [], unbalancedEntries: [] });
});

test('a guest and a trial player claim nothing', async ({ baseURL }) => {
  const guest = await playwrightRequest.newContext({ baseURL });
  expect((await guest.get('/api/loyalty/rebate')).status()).toBe(401);
  expect((await claimRebate(guest)).status()).toBe(401);
  expect((await guest.post('/api/session/trial', { data: {} })).status()).toBe(200);
  const asTrial = await claimRebate(guest);
  expect(asTrial.status()).toBe(403);
  expect((await asTrial.json()).error.code).toBe('in_need_true_account');
  expect((await claimMission(guest, { missionId: 1, milestone: 0 })).status()).toBe(403);
  expect(await (await guest.get('/api/loyalty/missions/count')).json()).toEqual({ count: 0 });
  await guest.dispose();
});

test('a rebate claim needs a key and this site; with nothing to claim it is refused, and a replay answers the same', async () => {
  const view = await (await api.get('/api/loyalty/rebate')).json();
  expect(view.claimable).toMatchObject({ total: '0.00', items: [] });
  expect(view.settings.map((s: { series: string }) => s.series)).toContain('RNG');
  expect((await claimRebate(api, null)).status()).toBe(400);
  expect((await claimRebate(api, 'short')).status()).toBe(400);
  const crossSite = await claimRebate(api, randomUUID(), { Origin: 'https://evil.example' });
  expect(crossSite.status()).toBe(403);
  const key = randomUUID();
  const first = await claimRebate(api, key);
  expect(first.status()).toBe(409);
  expect((await first.json()).error.code).toBe('rebate_nothing_to_claim');
  const replay = await claimRebate(api, key);
  expect(replay.status()).toBe(409);
  expect(await replay.json()).toEqual(await first.json());
  expect(await (await api.get('/api/wallet/balance')).json()).toMatchObject({ balance: '100.00' });
});

test('mission claims and reads refuse odd input, unknown missions and unreached milestones', async () => {
  for (const data of [{ missionId: 'x', milestone: 0 }, { missionId: 1, milestone: -1 }, { missionId: 1e12, milestone: 0 }, {}, [], 'claim']) {
    const response = await claimMission(api, data);
    expect(response.status(), JSON.stringify(data)).toBe(400);
  }
  const unknown = await claimMission(api, { missionId: 2_000_000_000, milestone: 0 });
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).error.code).toBe('mission_not_found');
  const running = await (await api.get('/api/loyalty/missions?status=O')).json();
  expect(running.list.length).toBeGreaterThan(0);
  const notReached = await claimMission(api, { missionId: running.list[0].missionId, milestone: 0 });
  expect(notReached.status()).toBe(409);
  expect((await notReached.json()).error.code).toBe('milestone_not_reached');
  for (const query of ['missions?status=X', 'missions?page=0', 'missions/detail?missionId=abc', 'missions/detail', 'rebate/records?size=100000']) {
    expect((await api.get(`/api/loyalty/${query}`)).status(), query).toBe(400);
  }
  const detail = await (await api.get(`/api/loyalty/missions/detail?missionId=${running.list[0].missionId}`)).json();
  expect(detail.leaderboard.footer).toMatchObject({ rank: null });
  expect(await (await api.get('/api/wallet/balance')).json()).toMatchObject({ balance: '100.00' });
});
