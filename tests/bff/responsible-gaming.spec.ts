import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { createFundedMember, reconcileLedger, uniqueName } from '../support/platform-admin';

// Responsible gaming through the BFF, tried as an attacker would: bad limits, bad durations, bad
// months, another site's page setting a break, a guest; each a clear 4xx that changes nothing. A
// refusal by a limit carries what is left so the page can say it.
const json = { 'Content-Type': 'application/json' };

let api: APIRequestContext;

test.beforeEach(async ({ baseURL }) => {
  const account = uniqueName('rgbff');
  await createFundedMember(account, '1000.00');
  api = await playwrightRequest.newContext({ baseURL });
  expect((await api.post('/api/session', { data: { username: account, password: 'Cash@2026' } })).status()).toBe(200);
});

test.afterEach(async () => {
  await api.dispose();
  expect(await reconcileLedger()).toMatchObject({ ok: true, total: '0.00' });
});

const status = async () => (await api.get('/api/responsible-gaming')).json();

test('bad limits, durations, reality checks and months get a 400 and change nothing', async () => {
  const limits: unknown[] = [
    { kind: 'deposit', period: 'day', amount: '-1' },
    { kind: 'deposit', period: 'day', amount: '1.001' },
    { kind: 'deposit', period: 'day', amount: 1000 },
    { kind: 'deposit', period: 'year', amount: '10' },
    { kind: 'bonus', period: 'day', amount: '10' },
    { kind: 'session', minutes: 5 },
    { kind: 'session', minutes: 99999 },
    { kind: 'session', minutes: '60' },
    { kind: 'loss', period: 'day', amount: '10', memberId: 1 },
    { kind: 'wager', period: 'week', amount: '9'.repeat(40) },
    [],
    'x',
  ];
  for (const data of limits) {
    const response = await api.post('/api/responsible-gaming/limit', { headers: json, data });
    expect(response.status(), JSON.stringify(data)).toBe(400);
    expect((await response.json()).error.code).toBe('validation_failed');
  }
  for (const data of [{ kind: 'coolOff', duration: '6m' }, { kind: 'selfExclusion', duration: '24h' }, { kind: 'forever', duration: 'permanent' }, { kind: 'coolOff' }]) {
    expect((await api.post('/api/responsible-gaming/exclusion', { headers: json, data })).status(), JSON.stringify(data)).toBe(400);
  }
  for (const data of [{ minutes: 7 }, { minutes: -10 }, { minutes: '30' }, {}]) {
    expect((await api.post('/api/responsible-gaming/reality-check', { headers: json, data })).status(), JSON.stringify(data)).toBe(400);
  }
  for (const month of ['2026-13', '26-01', 'abc', '2026-1', '']) {
    expect((await api.get(`/api/responsible-gaming/statement?month=${month}`)).status(), month).toBe(400);
  }
  const malformed = await api.post('/api/responsible-gaming/limit', { headers: json, data: Buffer.from('{"kind": ') });
  expect(malformed.status()).toBe(400);
  expect((await api.post('/api/responsible-gaming/limit', { form: { kind: 'deposit' } })).status()).toBe(415);
  expect(await status()).toMatchObject({ limits: [], realityCheckMinutes: null, exclusion: null });
});

test('another site cannot set a break or a limit for the member; a guest gets 401', async ({ baseURL }) => {
  const evil = await api.post('/api/responsible-gaming/exclusion', { headers: { ...json, Origin: 'https://evil.example' }, data: { kind: 'selfExclusion', duration: 'permanent' } });
  expect(evil.status()).toBe(403);
  expect((await evil.json()).error.code).toBe('cross_site_request');
  const fetchSite = await api.post('/api/responsible-gaming/limit', { headers: { ...json, 'Sec-Fetch-Site': 'cross-site' }, data: { kind: 'deposit', period: 'day', amount: '1' } });
  expect(fetchSite.status()).toBe(403);
  expect(await status()).toMatchObject({ limits: [], exclusion: null });

  const guest = await playwrightRequest.newContext({ baseURL });
  expect((await guest.get('/api/responsible-gaming')).status()).toBe(401);
  expect((await guest.post('/api/responsible-gaming/limit', { headers: json, data: { kind: 'deposit', period: 'day', amount: '1' } })).status()).toBe(401);
  await guest.dispose();
});

test('a deposit over the limit is refused with what is left; a cool-off refuses the next one and the game-wallet transfer', async () => {
  const set = await api.post('/api/responsible-gaming/limit', { headers: json, data: { kind: 'deposit', period: 'day', amount: '1000' } });
  expect(set.status()).toBe(200);
  const deposit = (amount: string) =>
    api.post('/api/deposit', { headers: { ...json, 'Idempotency-Key': randomUUID() }, data: { method: 'QR', vendorId: 'TBQR', amount } });
  expect((await deposit('800')).status()).toBe(200);
  const refused = await deposit('300');
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error).toMatchObject({ code: 'rg_deposit_limit', rg: { kind: 'deposit', period: 'day', limit: '1000.00', remaining: '200.00' } });

  const raised = await (await api.post('/api/responsible-gaming/limit', { headers: json, data: { kind: 'deposit', period: 'day', amount: '2000' } })).json();
  expect(raised.limits[0]).toMatchObject({ current: '1000.00', pending: { amount: '2000.00' } });

  expect((await api.post('/api/responsible-gaming/exclusion', { headers: json, data: { kind: 'coolOff', duration: '24h' } })).status()).toBe(200);
  const excluded = await deposit('100');
  expect(excluded.status()).toBe(403);
  expect((await excluded.json()).error).toMatchObject({ code: 'rg_excluded', rg: { kind: 'coolOff', endsAt: expect.any(String) } });
  const transfer = await api.post('/api/transfer/fund', { headers: { ...json, 'Idempotency-Key': randomUUID() }, data: { from: 'MAIN', to: 'PP', amount: '5.00' } });
  expect((await transfer.json()).error.code).toBe('rg_excluded');
  const shorter = await api.post('/api/responsible-gaming/exclusion', { headers: json, data: { kind: 'coolOff', duration: '24h' } });
  expect(shorter.status()).toBe(200); // a later end is not shorter
  expect((await (await api.get('/api/wallet/balance')).json()).balance).toBe('1000.00');
});
