import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { createFundedMember, platformUrl, uniqueName } from '../support/platform-admin';

// The member center's BFF, tried as an attacker would: guests and trial players, another member's
// message ids, bad and oversized input, a feedback without a captcha. Each refusal is a clear 4xx
// that changes nothing.
const json = { 'Content-Type': 'application/json' };

async function admin(method: string, route: string, data?: unknown) {
  const response = await fetch(`${platformUrl}/admin${route}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Operator-Key': process.env.E2E_OPERATOR_KEY ?? '' },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  return response.json();
}

async function member(baseURL: string | undefined): Promise<{ api: APIRequestContext; account: string }> {
  const account = uniqueName('mcb');
  await createFundedMember(account, '10.00');
  const api = await playwrightRequest.newContext({ baseURL });
  expect((await api.post('/api/session', { data: { username: account, password: 'Cash@2026' } })).status()).toBe(200);
  return { api, account };
}

test('a guest gets 401 and a trial player 403 on the inbox, feedback and sessions', async ({ baseURL }) => {
  const guest = await playwrightRequest.newContext({ baseURL });
  for (const [method, url] of [['GET', '/api/inbox'], ['GET', '/api/inbox/unread-count'], ['PUT', '/api/feedback'], ['GET', '/api/account-activity']] as const) {
    expect((await guest.fetch(url, { method, headers: json, data: method === 'GET' ? undefined : {} })).status(), url).toBe(401);
  }
  expect((await guest.post('/api/session/trial', { data: {} })).status()).toBe(200);
  for (const [method, url] of [['GET', '/api/inbox'], ['GET', '/api/inbox/unread-count'], ['PUT', '/api/feedback'], ['GET', '/api/account-activity']] as const) {
    const response = await guest.fetch(url, { method, headers: json, data: method === 'GET' ? undefined : { type: 1, content: 'x'.repeat(30), captcha: 'ab12' } });
    expect(response.status(), url).toBe(403);
    expect((await response.json()).error.code).toBe('in_need_true_account');
  }
  await guest.dispose();
});

test("another member's message ids change nothing; one's own are read and deleted", async ({ baseURL }) => {
  const alice = await member(baseURL);
  const bob = await member(baseURL);
  await admin('POST', '/messages', { audience: { to: 'member', account: bob.account }, title: { en: 'For Bob' }, content: { en: 'secret' } });
  await admin('POST', '/messages', { audience: { to: 'member', account: alice.account }, title: { en: 'For Alice' }, content: { en: '<p onclick="x()">hi</p><script>alert(1)</script>' } });
  const bobs = await (await bob.api.get('/api/inbox')).json();
  const bobId = bobs.list[0].id;

  expect((await alice.api.put('/api/inbox/read', { headers: json, data: { ids: [bobId] } })).status()).toBe(200);
  expect(await (await alice.api.delete('/api/inbox', { headers: json, data: { ids: [bobId] } })).json()).toMatchObject({ deleted: 0 });
  expect(await (await bob.api.get('/api/inbox/unread-count')).json()).toEqual({ value: 1 });

  const alices = await (await alice.api.get('/api/inbox')).json();
  expect(alices.list.map((m: { title: string }) => m.title)).toEqual(['For Alice']);
  // Operator HTML is sanitized before it reaches the browser.
  expect(alices.list[0].content).not.toMatch(/script|onclick/);
  expect(await (await alice.api.delete('/api/inbox', { headers: json, data: { ids: [alices.list[0].id] } })).json()).toMatchObject({ deleted: 1, unread: 0 });
  await alice.api.dispose();
  await bob.api.dispose();
});

test('bad input: 400 with the field, never a 500', async ({ baseURL }) => {
  const { api } = await member(baseURL);
  for (const data of [{ ids: [] }, { ids: [-1] }, { ids: 'all' }, {}]) {
    expect((await api.delete('/api/inbox', { headers: json, data })).status(), JSON.stringify(data)).toBe(400);
  }
  expect((await api.get('/api/inbox?size=9999')).status()).toBe(400);
  for (const data of [
    { type: 1, content: 'too short', captcha: 'ab12' },
    { type: 9, content: 'x'.repeat(40), captcha: 'ab12' },
    { type: 1, content: 'x'.repeat(201), captcha: 'ab12' },
    { type: 1, content: 'x'.repeat(40) },
  ]) {
    const response = await api.put('/api/feedback', { headers: json, data });
    expect(response.status(), JSON.stringify(data)).toBe(400);
    expect((await response.json()).error.code).toBe('validation_failed');
  }
  // A captcha answer without a captcha drawn for this session is refused.
  const noChallenge = await api.put('/api/feedback', { headers: json, data: { type: 1, content: 'x'.repeat(40), captcha: 'ab12' } });
  expect(noChallenge.status()).toBe(400);
  expect((await noChallenge.json()).error.code).toBe('captcha_invalid');
  // A wrong answer to a drawn captcha too, and it is used up.
  expect((await api.get('/api/captcha')).status()).toBe(200);
  const wrong = await api.put('/api/feedback', { headers: json, data: { type: 1, content: 'x'.repeat(40), captcha: 'zzzz' } });
  expect(wrong.status()).toBe(400);
  expect((await wrong.json()).error.code).toBe('captcha_invalid');
  expect((await api.post('/api/account-activity/revoke-others', { form: { x: '1' } })).status()).toBe(415);
  await api.dispose();
});
