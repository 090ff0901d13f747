import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { createFundedMember, platformUrl, reconcileLedger, uniqueName } from '../support/platform-admin';

// The points mall and referral through the BFF, tried as an attacker would: guests, another site,
// no key, bad input, a double click, another member's order. Each refusal is a clear 4xx that
// changes nothing; the ledger reconciles after every test.
const json = { 'Content-Type': 'application/json' };
const operator = { ...json, 'X-Operator-Key': process.env.E2E_OPERATOR_KEY ?? '' };
const FP = 'Points#2026';
let api: APIRequestContext;
let account: string;

async function admin<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${platformUrl}/admin${path}`, { method: 'POST', headers: operator, body: JSON.stringify(body) });
  return (await response.json()).value as T;
}
const redeem = (data: unknown, key: string | null = randomUUID(), headers: Record<string, string> = {}) =>
  api.post('/api/mall/redeem', { headers: { ...json, ...(key ? { 'Idempotency-Key': key } : {}), ...headers }, data });
const points = async () => (await (await api.get('/api/mall')).json()).balance as number;

test.beforeEach(async ({ baseURL }) => {
  account = uniqueName('mall');
  await createFundedMember(account, '0.00');
  api = await playwrightRequest.newContext({ baseURL });
  expect((await api.post('/api/session', { data: { username: account, password: 'Cash@2026' } })).status()).toBe(200);
  expect((await api.put('/api/funds-password', { data: { password: FP, confirmPassword: FP } })).status()).toBe(200);
  await admin('/points/adjust', { account, points: 1000, reference: `bff-${account}` });
});

test.afterEach(async () => {
  await api.dispose();
  expect(await reconcileLedger()).toMatchObject({ ok: true, total: '0.00' });
});

test('guests, other sites, missing keys and bad input are refused; nothing changes', async ({ baseURL }) => {
  const item = await admin<{ id: number }>('/mall/items', { name: 'Bonus', kind: 'bonus', bonusAmount: '10.00', pointsPrice: 100, stock: 5 });
  const guest = await playwrightRequest.newContext({ baseURL });
  expect((await guest.get('/api/mall')).status()).toBe(401);
  expect((await guest.get('/api/referral')).status()).toBe(401);
  expect((await guest.post('/api/mall/redeem', { headers: { ...json, 'Idempotency-Key': randomUUID() }, data: { itemId: item.id, quantity: 1, password: FP } })).status()).toBe(401);
  await guest.dispose();

  const ok = { itemId: item.id, quantity: 1, password: FP };
  expect((await redeem(ok, null)).status()).toBe(400);
  const cross = await redeem(ok, randomUUID(), { Origin: 'https://evil.example' });
  expect(cross.status()).toBe(403);
  expect((await cross.json()).error.code).toBe('cross_site_request');
  for (const bad of [{ ...ok, quantity: 0 }, { ...ok, quantity: 'x' }, { ...ok, itemId: -1 }, { ...ok, password: '' }, { ...ok, extra: 1 }, { ...ok, address: 'a'.repeat(5000) }]) {
    const response = await redeem(bad);
    expect(response.status(), JSON.stringify(bad).slice(0, 80)).toBe(400);
  }
  const wrong = await redeem({ ...ok, password: 'Wrong#2026' });
  expect(wrong.status()).toBe(403);
  expect((await wrong.json()).error.code).toBe('invalid.payment.pw');
  expect(await points()).toBe(1000);
});

test('a double click redeems once; another member cannot read the order', async ({ baseURL }) => {
  const item = await admin<{ id: number }>('/mall/items', { name: 'Cap', kind: 'goods', pointsPrice: 400, stock: 2 });
  const key = randomUUID();
  const body = { itemId: item.id, quantity: 1, password: FP, recipient: 'Somchai Jaidee', address: '1 Silom Rd, Bangkok', phone: '0812345678' };
  const answers = await Promise.all(Array.from({ length: 6 }, () => redeem(body, key)));
  for (const answer of answers) expect(answer.status()).toBe(200);
  const orderNos = new Set(await Promise.all(answers.map(async (a) => (await a.json()).order.orderNo)));
  expect(orderNos.size).toBe(1);
  expect(await points()).toBe(600);
  const list = await (await api.get('/api/mall/orders')).json();
  expect(list.total).toBe(1);

  const other = await playwrightRequest.newContext({ baseURL });
  const otherAccount = uniqueName('mallo');
  await createFundedMember(otherAccount, '0.00');
  await other.post('/api/session', { data: { username: otherAccount, password: 'Cash@2026' } });
  expect((await (await other.get('/api/mall/orders')).json()).total).toBe(0);
  expect((await other.get('/api/mall/orders?page=-1')).status()).toBe(400);
  await other.dispose();
});
