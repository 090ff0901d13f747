import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { createFundedMember, reconcileLedger, uniqueName } from '../support/platform-admin';

// Money commands through the BFF, tried as an attacker would: bad amounts, no key, another site,
// replays and double clicks, another member's ids, a trial account. Each refusal is a clear 4xx that
// moves nothing, and the ledger reconciles after every test.
const json = { 'Content-Type': 'application/json' };
let api: APIRequestContext;
let account: string;

async function balance(context = api): Promise<string> {
  return (await (await context.get('/api/wallet/balance')).json()).balance;
}

const transfer = (amount: unknown, key: string | null = randomUUID(), headers: Record<string, string> = {}) =>
  api.post('/api/transfer/fund', { headers: { ...json, ...(key ? { 'Idempotency-Key': key } : {}), ...headers }, data: { from: 'MAIN', to: 'PP', amount } });

test.beforeEach(async ({ baseURL }) => {
  account = uniqueName('cash');
  await createFundedMember(account, '1000.00');
  api = await playwrightRequest.newContext({ baseURL });
  expect((await api.post('/api/session', { data: { username: account, password: 'Cash@2026' } })).status()).toBe(200);
});

test.afterEach(async () => {
  await api.dispose();
  expect(await reconcileLedger()).toMatchObject({ ok: true, total: '0.00', accountsOff: [], unbalancedEntries: [] });
});

test('bad amounts get a 400 naming the field and move nothing', async () => {
  for (const amount of ['-1', '0', '0.00', '1.001', '1e3', 'abc', '', '99999999999999', 12, null, ' 5 ']) {
    const response = await transfer(amount);
    expect(response.status(), String(amount)).toBe(400);
    const body = await response.json();
    expect(body.error.code, String(amount)).toBe('validation_failed');
    expect(body.error.fields?.amount, String(amount)).toBeDefined();
  }
  expect(await balance()).toBe('1000.00');
});

test('no key, a malformed key, or another site: refused before anything moves', async () => {
  expect((await transfer('5.00', null)).status()).toBe(400);
  expect((await transfer('5.00', 'short')).status()).toBe(400);
  const crossSite = await transfer('5.00', randomUUID(), { Origin: 'https://evil.example' });
  expect(crossSite.status()).toBe(403);
  expect((await crossSite.json()).error.code).toBe('cross_site_request');
  expect((await transfer('5.00', randomUUID(), { 'Sec-Fetch-Site': 'cross-site' })).status()).toBe(403);
  const form = await api.post('/api/transfer/fund', { headers: { 'Idempotency-Key': randomUUID() }, form: { from: 'MAIN', to: 'PP', amount: '5.00' } });
  expect(form.status()).toBe(415);
  expect(await balance()).toBe('1000.00');
});

test('a double click and a replay move the money once, with the same answer and private, no-store', async () => {
  const key = randomUUID();
  const answers = await Promise.all(Array.from({ length: 8 }, () => transfer('25.50', key)));
  for (const answer of answers) {
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toBe('private, no-store');
  }
  const bodies = await Promise.all(answers.map((answer) => answer.json()));
  expect(new Set(bodies.map((body) => JSON.stringify(body.moved))).size).toBe(1);
  expect(await balance()).toBe('974.50');
  const replay = await transfer('25.50', key);
  expect(replay.status()).toBe(200);
  expect(await balance()).toBe('974.50');
  const reused = await transfer('30.00', key);
  expect(reused.status()).toBe(422);
  expect((await reused.json()).error.code).toBe('idempotency_key_reused');
  expect(await balance()).toBe('974.50');
});

test('more than the balance, forged forwarding headers, another member’s card: refused, nothing moves', async () => {
  const tooMuch = await transfer('1000.01', randomUUID(), { 'X-Forwarded-For': '198.51.100.7' });
  expect(tooMuch.status()).toBe(409);
  expect((await tooMuch.json()).error.code).toBe('insufficient_balance');
  const foreign = await api.post('/api/withdraw', {
    headers: { ...json, 'Idempotency-Key': randomUUID() },
    data: { amount: '100.00', bankCardId: 1, password: 'whatever1' },
  });
  expect(foreign.status()).toBeGreaterThanOrEqual(400);
  expect(foreign.status()).toBeLessThan(500);
  expect(await balance()).toBe('1000.00');
  expect((await api.get('/api/withdraw/records')).status()).toBeLessThan(500);
});

test('a guest and a trial player cannot move money', async ({ baseURL }) => {
  const guest = await playwrightRequest.newContext({ baseURL });
  const asGuest = await guest.post('/api/transfer/fund', { headers: { ...json, 'Idempotency-Key': randomUUID() }, data: { from: 'MAIN', to: 'PP', amount: '5.00' } });
  expect(asGuest.status()).toBe(401);
  expect((await guest.post('/api/session/trial', { data: {} })).status()).toBe(200);
  const asTrial = await guest.post('/api/transfer/fund', { headers: { ...json, 'Idempotency-Key': randomUUID() }, data: { from: 'MAIN', to: 'PP', amount: '5.00' } });
  expect(asTrial.status()).toBe(403);
  expect((await asTrial.json()).error.code).toBe('in_need_true_account');
  await guest.dispose();
});
