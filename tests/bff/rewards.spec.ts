import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { createFundedMember, platformUrl, reconcileLedger, uniqueName } from '../support/platform-admin';

// The reward center's BFF routes, tried as an attacker would: a guest, a trial player, another
// site, no key, bad and huge input, another member's reward, a double click. Each refusal is a
// clear 4xx that writes and moves nothing; the ledger reconciles after every test.
const json = { 'Content-Type': 'application/json' };
const operator = { 'X-Operator-Key': process.env.E2E_OPERATOR_KEY ?? '', ...json };
let api: APIRequestContext;
let account: string;

const balance = async (context = api) => (await (await context.get('/api/wallet/balance')).json()).balance as string;
const claim = (claimId: string, key: string | null = randomUUID(), headers: Record<string, string> = {}) =>
  api.post('/api/rewards/claim', { headers: { ...json, ...(key ? { 'Idempotency-Key': key } : {}), ...headers }, data: { claimId } });

async function login(context: APIRequestContext, username: string) {
  expect((await context.post('/api/session', { data: { username, password: 'Cash@2026' } })).status()).toBe(200);
}

async function issue(promotionId: string, member: string, amount: string): Promise<string> {
  const response = await fetch(`${platformUrl}/admin/promotions/${promotionId}/issue`, { method: 'POST', headers: operator, body: JSON.stringify({ account: member, amount }) });
  const body = await response.json();
  expect(body.success).toBe(true);
  return body.value.claimId;
}

test.beforeEach(async ({ baseURL }) => {
  account = uniqueName('rwd');
  await createFundedMember(account, '100.00');
  api = await playwrightRequest.newContext({ baseURL });
  await login(api, account);
});

test.afterEach(async () => {
  await api.dispose();
  expect(await reconcileLedger()).toMatchObject({ ok: true, accountsOff: [], unbalancedEntries: [] });
});

test('the reward center reads the member’s own summary, private and no-store', async () => {
  const response = await api.get('/api/rewards');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  const center = await response.json();
  expect(center.available.map((p: { promotionId: string }) => p.promotionId)).toEqual(expect.arrayContaining(['FIRST10', 'WELCOME88']));
  expect(center).toMatchObject({ claimed: [], expired: [], claimableCount: 0 });
});

test('a guest and a trial player cannot join or claim', async ({ baseURL }) => {
  const guest = await playwrightRequest.newContext({ baseURL });
  expect((await guest.get('/api/rewards')).status()).toBe(401);
  expect((await guest.post('/api/rewards/join', { headers: json, data: { promotionId: 'CHECKIN' } })).status()).toBe(401);
  expect((await guest.post('/api/rewards/promo-code', { headers: { ...json, 'Idempotency-Key': randomUUID() }, data: { promoCode: 'WELCOME88' } })).status()).toBe(401);
  expect((await guest.post('/api/session/trial', { data: {} })).status()).toBe(200);
  for (const response of [
    await guest.post('/api/rewards/join', { headers: json, data: { promotionId: 'CHECKIN' } }),
    await guest.post('/api/rewards/promo-code', { headers: { ...json, 'Idempotency-Key': randomUUID() }, data: { promoCode: 'WELCOME88' } }),
    await guest.post('/api/rewards/claim', { headers: { ...json, 'Idempotency-Key': randomUUID() }, data: { claimId: 'CL2611240000000001' } }),
  ]) {
    expect(response.status()).toBe(403);
    expect((await response.json()).error.code).toBe('in_need_true_account');
  }
  await guest.dispose();
});

test('another site, no key or a malformed key: refused before anything moves', async () => {
  const claimId = await issue('VIPUP', account, '12.00');
  expect((await claim(claimId, null)).status()).toBe(400);
  expect((await claim(claimId, 'short')).status()).toBe(400);
  const cross = await claim(claimId, randomUUID(), { Origin: 'https://evil.example' });
  expect(cross.status()).toBe(403);
  expect((await cross.json()).error.code).toBe('cross_site_request');
  const crossJoin = await api.post('/api/rewards/join', { headers: { ...json, 'Sec-Fetch-Site': 'cross-site' }, data: { promotionId: 'CHECKIN' } });
  expect(crossJoin.status()).toBe(403);
  expect(await balance()).toBe('100.00');
});

test('a double click claims once; another member’s reward reads as missing', async ({ baseURL }) => {
  const claimId = await issue('VIPUP', account, '12.00');
  const key = randomUUID();
  const answers = await Promise.all(Array.from({ length: 6 }, () => claim(claimId, key)));
  for (const answer of answers) expect(answer.status()).toBe(200);
  expect(new Set(await Promise.all(answers.map((a) => a.text()))).size).toBe(1);
  expect(await balance()).toBe('112.00');
  const again = await claim(claimId);
  expect((await again.json()).error.code).toBe('claim_state_invalid');

  const other = uniqueName('rwo');
  await createFundedMember(other, '0.00');
  const theirs = await issue('VIPUP', other, '5.00');
  const foreign = await claim(theirs);
  expect(foreign.status()).toBe(404);
  expect((await foreign.json()).error.code).toBe('claim_not_found');
  const otherApi = await playwrightRequest.newContext({ baseURL });
  await login(otherApi, other);
  expect(await balance(otherApi)).toBe('0.00');
  await otherApi.dispose();
});

test('bad input gets a clear 4xx: ids, remark, images, codes', async () => {
  const join = (data: unknown) => api.post('/api/rewards/join', { headers: json, data });
  const cases: [unknown, number, string][] = [
    [{ promotionId: '../admin' }, 400, 'validation_failed'],
    [{ promotionId: 'NOSUCH' }, 404, 'promotion_not_found'],
    [{ promotionId: 'FRIENDS' }, 409, 'promotion_closed'],
    [{ promotionId: 'NEWYEAR' }, 409, 'promotion_not_started'],
    [{ promotionId: 'RESCUE', remark: 'ก'.repeat(141) }, 400, 'remark_too_long'],
    [{ promotionId: 'RESCUE', images: ['data:text/html;base64,PGgxPng8L2gxPg=='] }, 400, 'image_invalid'],
    [{ promotionId: 'RESCUE', images: [`data:image/png;base64,${Buffer.alloc(5 * 1024 * 1024 + 1, 7).toString('base64')}`] }, 413, 'image_too_large'],
  ];
  for (const [data, status, code] of cases) {
    const response = await join(data);
    expect([response.status(), (await response.json()).error.code]).toEqual([status, code]);
  }
  const huge = await api.post('/api/rewards/join', { headers: json, data: { promotionId: 'RESCUE', images: ['x'.repeat(30 * 1024 * 1024)] } });
  expect(huge.status()).toBe(413);
  const form = await api.post('/api/rewards/join', { form: { promotionId: 'RESCUE' } });
  expect(form.status()).toBe(415);
  const code = await api.post('/api/rewards/promo-code', { headers: { ...json, 'Idempotency-Key': randomUUID() }, data: { promoCode: '' } });
  expect(code.status()).toBe(400);
  const unknown = await api.post('/api/rewards/promo-code', { headers: { ...json, 'Idempotency-Key': randomUUID() }, data: { promoCode: 'NOSUCHCODE' } });
  expect((await unknown.json()).error.code).toBe('promo_code_invalid');
  expect((await (await api.get('/api/rewards')).json()).claimed).toEqual([]);
  expect(await balance()).toBe('100.00');
});
