import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { demo, freshIp, uniqueName } from '../support/platform-admin';

let api: APIRequestContext;

test.beforeEach(async ({ baseURL }) => {
  api = await playwrightRequest.newContext({ baseURL });
});
test.afterEach(async () => api.dispose());

async function login(context: APIRequestContext, credentials: { username: string; password: string }, ip?: string) {
  return context.post('/api/session', { data: credentials, headers: ip ? { 'X-Forwarded-For': ip } : {} });
}

test('login sets an httpOnly SameSite=Lax cookie and answers without the token', async () => {
  const response = await login(api, demo.member);
  expect(response.status()).toBe(200);
  const cookie = response.headers()['set-cookie'];
  expect(cookie).toMatch(/portal_session=/);
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);
  const body = await response.json();
  expect(body).toEqual({
    isLogin: true,
    isAgent: false,
    isTrial: false,
    member: expect.objectContaining({ account: 'demo01' }),
    firstTimeLogin: false,
    passwordExpired: false,
    mustChangePassword: false,
  });
  expect(JSON.stringify(body)).not.toMatch(/token/i);
});

test('balance: the member’s balance with the cookie, 401 JSON without it', async ({ baseURL }) => {
  const guest = await playwrightRequest.newContext({ baseURL });
  const anonymous = await guest.get('/api/wallet/balance');
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toMatchObject({ error: { code: 'CUSTOMER_NOT_LOGIN' } });
  await guest.dispose();

  await login(api, demo.member);
  const balance = await api.get('/api/wallet/balance?lang=en');
  expect(balance.status()).toBe(200);
  const body = await balance.json();
  expect(body).toEqual({ balance: expect.stringMatching(/^\d+\.\d{2}$/), balanceText: expect.any(String), currency: 'THB', currencySymbol: '฿' });
  // The text the header shows, formatted by the BFF in the page's language: the same figure, grouped.
  expect(body.balanceText).toBe(new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(Number(body.balance)));
  // Without a language, the site's default (Thai); an unknown one is refused before any upstream call.
  expect((await (await api.get('/api/wallet/balance')).json()).balanceText).toBe(new Intl.NumberFormat('th', { minimumFractionDigits: 2 }).format(Number(body.balance)));
  const refused = await api.get('/api/wallet/balance?lang=xx');
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ error: { code: 'validation_failed' } });
});

test('balance events: the member’s current balance first as a server-sent event, 401 JSON without the cookie', async ({ baseURL }) => {
  const guest = await playwrightRequest.newContext({ baseURL });
  const anonymous = await guest.get('/api/wallet/events');
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toMatchObject({ error: { code: 'CUSTOMER_NOT_LOGIN' } });
  await guest.dispose();

  // The stream never ends, so it is read with fetch (Playwright's request reads a body whole).
  await login(api, demo.member);
  const cookie = (await api.storageState()).cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  const controller = new AbortController();
  const response = await fetch(`${baseURL}/api/wallet/events?lang=en`, { headers: { cookie }, signal: controller.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  const reader = response.body!.getReader();
  let text = '';
  while (!text.includes('\n\n')) text += new TextDecoder().decode((await reader.read()).value);
  controller.abort();
  expect(text).toMatch(/^event: balance\ndata: \{"balance":"\d+\.\d{2}","currency":"THB","currencySymbol":"฿","reason":"current","balanceText":"[\d,]+\.\d{2}"\}\n\n/);
  const current = JSON.parse(text.split('\n')[1].slice('data: '.length));
  expect(current.balanceText).toBe(new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(Number(current.balance)));
});

test('GET /api/session: the member when logged in, a guest (200, isLogin false) when not', async () => {
  const guest = await api.get('/api/session');
  expect(guest.status()).toBe(200);
  expect(await guest.json()).toMatchObject({ isLogin: false, member: null });
  await login(api, demo.agent);
  const session = await api.get('/api/session');
  expect(session.status()).toBe(200);
  expect(await session.json()).toMatchObject({ isLogin: true, isAgent: true, member: { account: 'agent01', type: 1 } });
});

test('logout revokes the upstream token: a replayed old cookie no longer works', async ({ baseURL }) => {
  await login(api, demo.downline);
  const state = await api.storageState();
  expect((await api.delete('/api/session')).status()).toBe(200);
  expect((await api.get('/api/wallet/balance')).status()).toBe(401);

  const replay = await playwrightRequest.newContext({ baseURL, storageState: state });
  const replayed = await replay.get('/api/wallet/balance');
  expect(replayed.status()).toBe(401);
  expect(await replayed.json()).toMatchObject({ error: { code: 'user.or.token.invalid' } });
  await replay.dispose();
});

test('a wrong password is refused with a stable code and sets no session', async () => {
  const response = await login(api, { username: 'demo01', password: 'wrong-password' }, freshIp());
  expect(response.status()).toBe(400);
  expect(await response.json()).toMatchObject({ error: { code: 'account_password_wrong' } });
  expect(await (await api.get('/api/session')).json()).toMatchObject({ isLogin: false });
});

test('after repeated failures the platform asks for a captcha, and the BFF serves a real PNG', async () => {
  let last: Record<string, unknown> = {};
  const username = uniqueName('ghost');
  const ip = freshIp();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    last = (await (await login(api, { username, password: `wrong-${attempt}` }, ip)).json()).error;
  }
  expect(last).toMatchObject({ captcha: true });
  const captcha = await api.get('/api/captcha');
  expect(captcha.status()).toBe(200);
  const { image } = await captcha.json();
  expect(image).toMatch(/^data:image\/png;base64,/);
  expect(Buffer.from(image.split(',')[1], 'base64').subarray(1, 4).toString()).toBe('PNG');
  // Without the captcha even the right password is refused now.
  const refused = await login(api, { username, password: 'Demo@2026' }, ip);
  expect(await refused.json()).toMatchObject({ error: { code: 'captcha_required', captcha: true } });
});
