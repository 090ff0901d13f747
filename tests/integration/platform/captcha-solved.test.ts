/** @jest-environment node */
// A solved captcha lets the right password in (the image itself cannot be read by a test, so the
// challenge's answer is planted in the database the way the captcha route stores it). In-process
// on PostgreSQL (PGlite cannot load inside Jest's module sandbox); skipped when none answers.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { putCaptcha } from '../../../platform/src/modules/accounts/queries/captchas';
import { hashCaptchaAnswer } from '../../../platform/src/modules/accounts/rules/captcha-challenge';
import { buildPlatform, type Platform } from '../../../platform/src/server';
import { encryptAes, type RsaPublicKeyInfo } from './payload-client';
import { ADMIN_URL, postgresReachable, testDatabase } from './postgres-test-db';

let platform: Platform;
let dataDir: string;
let rsa: RsaPublicKeyInfo;
let baseUrl: string;
const IP = '127.0.0.1';
const reachable = postgresReachable();
const database = testDatabase();
if (!reachable) console.warn(`skipping the solved-captcha test: nothing accepts connections for ${ADMIN_URL}`);

beforeAll(async () => {
  if (!reachable) return;
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'captcha-solved-'));
  platform = await buildPlatform({ dataDir, databaseUrl: await database.create(), logLevel: false });
  baseUrl = await platform.app.listen({ port: 0, host: '127.0.0.1' });
  const key = await fetch(`${baseUrl}/wps/session/key/rsa`, { headers: { merchant: 'DEMO' } });
  rsa = (await key.json()).value;
}, 90_000);

afterAll(async () => {
  await platform?.close();
  if (reachable) await database.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function login(payload: Record<string, string>) {
  const sealed = encryptAes({ type: 'username', ...payload }, rsa);
  const response = await fetch(`${baseUrl}/wps/session/login`, {
    method: 'POST',
    headers: { merchant: 'DEMO', 'content-type': 'application/json', 'x-forwarded-for': IP, ...sealed.headers },
    body: JSON.stringify(sealed.body),
  });
  return response.json();
}

(reachable ? it : it.skip)('after three failures only a solved captcha lets the right password in, and each captcha works once', async () => {
  for (const guess of ['a1', 'b2', 'c3']) await login({ username: 'demo03', password: guess });
  expect(await login({ username: 'demo03', password: 'Demo@2026' })).toMatchObject({ code: 'captcha_required' });

  const captchaKey = 'solved-captcha-key-0001';
  await putCaptcha(platform.db, captchaKey, hashCaptchaAnswer('Ab3X'), new Date(Date.now() + 60_000));
  const solved = await login({ username: 'demo03', password: 'Demo@2026', captcha: 'ab3x', captchaKey });
  expect(solved).toMatchObject({ success: true, value: { member: { account: 'demo03' } } });

  for (const guess of ['d4', 'e5', 'f6']) await login({ username: 'demo03', password: guess });
  const reused = await login({ username: 'demo03', password: 'Demo@2026', captcha: 'ab3x', captchaKey });
  expect(reused).toMatchObject({ success: false, code: 'captcha_invalid' });
});
