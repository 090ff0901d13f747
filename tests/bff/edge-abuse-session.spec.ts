import { expect, request as playwrightRequest, test } from '@playwright/test';
import { demo } from '../support/platform-admin';

// Issue 15 finding 10: a new login or a trial swap revokes the previous token upstream, and an old
// copy of a logged-out cookie gets 401 everywhere (also DELETE /api/session/first-login).

test('a second login in the same browser revokes the first login’s token', async ({ baseURL }) => {
  const browser = await playwrightRequest.newContext({ baseURL });
  expect((await browser.post('/api/session', { data: demo.member })).status()).toBe(200);
  const firstCookie = await browser.storageState();
  expect((await browser.post('/api/session', { data: demo.member })).status()).toBe(200);

  const stolen = await playwrightRequest.newContext({ baseURL, storageState: firstCookie });
  expect((await stolen.get('/api/session')).status()).toBe(401);
  expect((await stolen.get('/api/wallet/balance')).status()).toBe(401);
  // The current login still works.
  expect((await browser.get('/api/session')).status()).toBe(200);
  await stolen.dispose();
  await browser.dispose();
});

test('swapping a trial for a real login revokes the trial token', async ({ baseURL }) => {
  const browser = await playwrightRequest.newContext({ baseURL });
  const trial = await browser.post('/api/session/trial');
  expect(trial.status()).toBe(200);
  expect(await trial.json()).toMatchObject({ isTrial: true });
  const trialCookie = await browser.storageState();
  expect((await browser.post('/api/session', { data: demo.member })).status()).toBe(200);

  const old = await playwrightRequest.newContext({ baseURL, storageState: trialCookie });
  expect((await old.get('/api/session')).status()).toBe(401);
  await old.dispose();
  await browser.dispose();
});

test('a logged-out cookie gets 401 everywhere, including DELETE /api/session/first-login', async ({ baseURL }) => {
  const browser = await playwrightRequest.newContext({ baseURL });
  expect((await browser.post('/api/session', { data: demo.member })).status()).toBe(200);
  const kept = await browser.storageState();
  expect((await browser.delete('/api/session')).status()).toBe(200);

  // Each call replays the logged-out cookie itself: the first 401 clears it, and a browser without a
  // cookie is a guest (GET /api/session then answers isLogin false, not an error).
  const replay = () => playwrightRequest.newContext({ baseURL, storageState: kept });
  const first = await replay();
  const firstLogin = await first.delete('/api/session/first-login');
  expect(firstLogin.status()).toBe(401);
  expect(JSON.stringify(await firstLogin.json())).not.toContain('isLogin":true');
  await first.dispose();
  for (const path of ['/api/session', '/api/wallet/balance', '/api/favorites']) {
    const context = await replay();
    expect((await context.get(path)).status(), path).toBe(401);
    await context.dispose();
  }
  const cleared = await replay();
  await cleared.get('/api/wallet/balance');
  expect(await (await cleared.get('/api/session')).json()).toMatchObject({ isLogin: false });
  await cleared.dispose();
  await browser.dispose();
});
