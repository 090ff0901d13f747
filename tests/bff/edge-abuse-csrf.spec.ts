import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { demo, freshIp } from '../support/platform-admin';

// Issue 15 findings 5, 6 and 9 through the real BFF: CSRF from a foreign origin, a sibling origin
// and a cross-site form post; exact JSON content type; bodies refused while streaming; control
// characters refused with a 400.

let api: APIRequestContext;
let origin: string;
let sibling: string;

test.beforeEach(async ({ baseURL }) => {
  api = await playwrightRequest.newContext({ baseURL });
  origin = new URL(baseURL!).origin;
  const url = new URL(baseURL!);
  sibling = `${url.protocol}//evil.${url.hostname}:${url.port}`;
});
test.afterEach(async () => api.dispose());

async function loggedIn(context: APIRequestContext) {
  const response = await context.post('/api/session', { data: demo.member, headers: { Origin: origin } });
  expect(response.status()).toBe(200);
}

test('a login from a foreign or a sibling origin is refused before it reaches the platform', async () => {
  for (const from of ['https://evil.example', sibling, 'null']) {
    const response = await api.post('/api/session', { data: demo.member, headers: { Origin: from } });
    expect(response.status()).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'cross_site_request' } });
  }
  const fetchMetadata = await api.post('/api/session', { data: demo.member, headers: { 'Sec-Fetch-Site': 'same-site' } });
  expect(fetchMetadata.status()).toBe(403);
  // The same login from the site itself works.
  await loggedIn(api);
});

test('a member’s cookie does not carry a favourite, a logout or a popup change from a sibling origin', async () => {
  await loggedIn(api);
  const before = await (await api.get('/api/favorites')).json();
  const add = await api.post('/api/favorites', { data: { nodeId: 123456 }, headers: { Origin: sibling } });
  expect(add.status()).toBe(403);
  expect(await (await api.get('/api/favorites')).json()).toEqual(before);
  for (const [method, path] of [['DELETE', '/api/session'], ['DELETE', '/api/session/first-login'], ['POST', '/api/security/totp/setup'], ['POST', '/api/transfer/return']] as const) {
    const response = await api.fetch(path, { method, headers: { Origin: 'https://evil.example', 'Idempotency-Key': 'csrf-test-key-0001' } });
    expect(response.status(), `${method} ${path}`).toBe(403);
  }
  // Still logged in: the cross-site logout did nothing.
  expect((await api.get('/api/session')).status()).toBe(200);
});

test('a cross-site form post to /api/session/trial cannot replace the victim’s session', async () => {
  await loggedIn(api);
  const form = await api.post('/api/session/trial', {
    headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/x-www-form-urlencoded' },
    data: 'x=1',
  });
  expect(form.status()).toBe(403);
  expect(form.headers()['set-cookie']).toBeUndefined();
  expect(await (await api.get('/api/session')).json()).toMatchObject({ isLogin: true, isTrial: false, member: { account: 'demo01' } });
});

test('only application/json bodies are read: text/plain with application/json in a parameter is refused', async () => {
  for (const type of ['text/plain; x=application/json', 'text/plain;application/json', 'application/x-www-form-urlencoded', 'application/json-seq']) {
    const response = await api.post('/api/session', { headers: { 'Content-Type': type }, data: JSON.stringify(demo.member) });
    expect(response.status(), type).toBe(415);
  }
});

test('bodies stop at their limit: 10 MB to a login or the revalidation hook is a 413 unread, and the hook refuses an unsigned call before reading it', async () => {
  const big = 'x'.repeat(10 * 1024 * 1024);
  const login = await api.post('/api/session', { headers: { 'Content-Type': 'application/json' }, data: `{"username":"${big}"}` });
  expect(login.status()).toBe(413);
  const huge = await api.post('/api/revalidate', { headers: { 'Content-Type': 'application/json', 'X-Signature': `t=${Math.floor(Date.now() / 1000)},n=${'n'.repeat(22)},v=${'a'.repeat(64)}` }, data: big });
  expect(huge.status()).toBe(413);
  const unsigned = await api.post('/api/revalidate', { headers: { 'Content-Type': 'application/json' }, data: { tags: ['games'] } });
  expect(unsigned.status()).toBe(401);
  // The portal still answers.
  expect((await api.get('/api/system/status')).status()).toBe(200);
});

test('NUL and other control characters are a 400 at the BFF, never a 500', async () => {
  const cases: [string, Promise<{ status(): number; json(): Promise<unknown> }>][] = [
    ['username', api.post('/api/session', { data: { username: 'demo\u000001', password: 'x' }, headers: { 'X-Forwarded-For': freshIp() } })],
    ['forgot e-mail', api.post('/api/password/forgot-email', { data: { username: 'demo01', email: 'demo01@example.com\u0000' } })],
    ['register', api.post('/api/register', { data: { method: 'username', fields: { username: 'abc\u001bdef', password: 'Play2026ok', confirmPassword: 'Play2026ok' }, termsAccepted: true, adultConfirmed: true } })],
    ['affiliate code', api.get('/api/affiliate?code=RB%002026')],
    ['game keyword', api.get('/api/games?keyword=a%00b')],
  ];
  for (const [name, pending] of cases) {
    const response = await pending;
    expect(response.status(), name).toBe(400);
    expect(await response.json(), name).toMatchObject({ error: { code: 'control_characters' } });
  }
});
