/** @jest-environment node */
// The test platforms' captcha route (PUT /admin/test/captcha/:key, tests/support/captcha-answer.ts):
// on a platform started with TEST_CAPTCHA_ANSWERS=allow, the operator plants the answer of the
// captcha a client was shown, and that answer then solves it (once); without the setting the route
// does not exist (404), and it always needs the operator key and a well-formed key and answer.
// In-process on PostgreSQL (PGlite cannot load inside Jest's module sandbox); skipped when none answers.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildPlatform, type Platform } from '../../../platform/src/server';
import { encryptAes, type RsaPublicKeyInfo } from './payload-client';
import { ADMIN_URL, postgresReachable, testDatabase } from './postgres-test-db';

const OPERATOR_KEY = 'captcha-test-route-operator-key';
const reachable = postgresReachable();
const database = testDatabase();
if (!reachable) console.warn(`skipping the captcha test-route test: nothing accepts connections for ${ADMIN_URL}`);

let allowing: Platform;
let refusing: Platform;
const dirs: string[] = [];
let allowUrl: string;
let refuseUrl: string;
let rsa: RsaPublicKeyInfo;

async function start(databaseUrl: string, env: Record<string, string>): Promise<[Platform, string]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'captcha-route-'));
  dirs.push(dataDir);
  const platform = await buildPlatform({
    dataDir,
    databaseUrl,
    operatorKey: OPERATOR_KEY,
    logLevel: false,
    seedDemoTeam: false,
    settlementSchedules: false,
    lottery: { schedules: false },
    env,
  });
  return [platform, await platform.app.listen({ port: 0, host: '127.0.0.1' })];
}

beforeAll(async () => {
  if (!reachable) return;
  const url = await database.create();
  [allowing, allowUrl] = await start(url, { TEST_CAPTCHA_ANSWERS: 'allow' });
  [refusing, refuseUrl] = await start(url, {});
  rsa = (await (await fetch(`${allowUrl}/wps/session/key/rsa`, { headers: { merchant: 'DEMO' } })).json()).value;
}, 120_000);

afterAll(async () => {
  await allowing?.close();
  await refusing?.close();
  if (reachable) await database.drop();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const plant = (baseUrl: string, key: string, body: unknown, operatorKey = OPERATOR_KEY) =>
  fetch(`${baseUrl}/admin/test/captcha/${key}`, { method: 'PUT', headers: { 'content-type': 'application/json', 'x-operator-key': operatorKey }, body: JSON.stringify(body) });

async function login(payload: Record<string, string>) {
  const sealed = encryptAes({ type: 'username', ...payload }, rsa);
  const response = await fetch(`${allowUrl}/wps/session/login`, {
    method: 'POST',
    headers: { merchant: 'DEMO', 'content-type': 'application/json', 'x-forwarded-for': '127.0.0.9', ...sealed.headers },
    body: JSON.stringify(sealed.body),
  });
  return response.json();
}

(reachable ? it : it.skip)('plants the answer of a shown captcha where allowed: it solves the captcha once', async () => {
  const key = 'planted-captcha-key-0001';
  // The client is shown a captcha under its key; its drawn answer is unknown to the test.
  expect((await fetch(`${allowUrl}/wps/captcha?key=${key}`, { headers: { merchant: 'DEMO' } })).status).toBe(200);
  for (const guess of ['a1', 'b2', 'c3']) await login({ username: 'demo04', password: guess });
  expect(await login({ username: 'demo04', password: '123456' })).toMatchObject({ code: 'captcha_required' });

  const planted = await plant(allowUrl, key, { answer: 'Ab3X' });
  expect(planted.status).toBe(200);
  expect(await planted.json()).toMatchObject({ success: true, value: { key } });
  expect(await login({ username: 'demo04', password: '123456', captcha: 'ab3x', captchaKey: key })).toMatchObject({ success: true, value: { member: { account: 'demo04' } } });
  // Used once, like any captcha.
  for (const guess of ['d4', 'e5', 'f6']) await login({ username: 'demo04', password: guess });
  expect(await login({ username: 'demo04', password: '123456', captcha: 'ab3x', captchaKey: key })).toMatchObject({ success: false, code: 'captcha_invalid' });
});

(reachable ? it : it.skip)('is absent without TEST_CAPTCHA_ANSWERS=allow, and needs the operator key and a well-formed key and answer', async () => {
  expect((await plant(refuseUrl, 'planted-captcha-key-0002', { answer: 'Ab3X' })).status).toBe(404);
  expect((await plant(allowUrl, 'planted-captcha-key-0002', { answer: 'Ab3X' }, 'wrong-key')).status).toBe(401);
  expect((await plant(allowUrl, 'short', { answer: 'Ab3X' })).status).toBe(400);
  expect((await plant(allowUrl, 'planted-captcha-key-0002', { answer: '' })).status).toBe(400);
  expect((await plant(allowUrl, 'planted-captcha-key-0002', {})).status).toBe(400);
});
