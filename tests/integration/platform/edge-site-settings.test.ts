/** @jest-environment node */
// Issue 15: the licence popup's licence comes from the platform's site settings (the demo's own,
// changed and removed by the operator), and the test-only captcha route exists only when the platform is
// started with it (TEST_CAPTCHA_ANSWERS=allow): elsewhere it is a 404, and it never creates a
// challenge that was not drawn. In-process on PostgreSQL (PGlite cannot load inside Jest's sandbox).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO_SITE_LICENCE } from '../../../platform/src/seed/site-licence';
import { buildPlatform, type Platform } from '../../../platform/src/server';
import { ADMIN_URL, postgresReachable, testDatabase } from './postgres-test-db';

const OPERATOR_KEY = 'edge-site-settings-operator-key-01234';
const reachable = postgresReachable();
const database = testDatabase();
const secondDatabase = testDatabase();
if (!reachable) console.warn(`skipping the site settings test: nothing accepts connections for ${ADMIN_URL}`);
const run = reachable ? it : it.skip;

let platform: Platform;
let dataDir: string;
let baseUrl: string;

beforeAll(async () => {
  if (!reachable) return;
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'edge-site-settings-'));
  // Started as production would be: without the test captcha route.
  platform = await buildPlatform({ dataDir, databaseUrl: await database.create(), logLevel: false, operatorKey: OPERATOR_KEY, testCaptchaAnswers: false, seedDemoTeam: false });
  baseUrl = await platform.app.listen({ port: 0, host: '127.0.0.1' });
}, 90_000);

afterAll(async () => {
  await platform?.close();
  if (reachable) await Promise.all([database.drop(), secondDatabase.drop()]);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const get = async (route: string, language = 'en') => (await fetch(`${baseUrl}${route}`, { headers: { merchant: 'DEMO', language } })).json();
const admin = (method: string, route: string, body?: unknown) =>
  fetch(`${baseUrl}/admin${route}`, {
    method,
    headers: { 'X-Operator-Key': OPERATOR_KEY, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

run('the demo’s licence entry (saying it is one) in the reader’s language; the operator changes it, then removes it', async () => {
  expect((await get('/wps/system/licence')).value).toEqual({ authority: DEMO_SITE_LICENCE.authority, number: DEMO_SITE_LICENCE.number, text: DEMO_SITE_LICENCE.text.en });
  expect(DEMO_SITE_LICENCE.text.en).toMatch(/demo site: no gaming licence was issued/);
  expect((await get('/wps/system/licence', 'th')).value.text).toBe(DEMO_SITE_LICENCE.text.th);
  // A language without its own statement reads the English one.
  expect((await get('/wps/system/licence', 'de')).value.text).toBe(DEMO_SITE_LICENCE.text.en);

  expect((await admin('PUT', '/licence', { authority: 'Curaçao Gaming Control Board', number: 'OGL/2025/118/0456' })).status).toBe(400);
  expect((await admin('PUT', '/licence', { authority: 'Curaçao Gaming Control Board', number: 'OGL/2025/118/0456', text: { th: 'ไทย' } })).status).toBe(400);
  const changed = await admin('PUT', '/licence', { authority: 'Curaçao Gaming Control Board', number: 'OGL/2025/118/0456', text: { en: 'Licensed in Curaçao.', th: 'ได้รับอนุญาตในคูราเซา' } });
  expect(changed.status).toBe(200);
  expect((await get('/wps/system/licence', 'th')).value).toEqual({ authority: 'Curaçao Gaming Control Board', number: 'OGL/2025/118/0456', text: 'ได้รับอนุญาตในคูราเซา' });
  expect((await fetch(`${baseUrl}/admin/licence`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(401);

  expect((await admin('DELETE', '/licence')).status).toBe(200);
  expect(await get('/wps/system/licence')).toEqual({ success: true, value: null });
});

run('without TEST_CAPTCHA_ANSWERS=allow there is no way to plant a captcha answer', async () => {
  const response = await admin('PUT', '/test/captcha/some-drawn-captcha-key-01', { answer: 'abcd' });
  expect(response.status).toBe(404);
});

run('with it, only a drawn challenge takes a planted answer', async () => {
  const testing = await buildPlatform({ dataDir: await mkdtemp(path.join(os.tmpdir(), 'edge-captcha-route-')), databaseUrl: await secondDatabase.create(), logLevel: false, operatorKey: OPERATOR_KEY, testCaptchaAnswers: true, seedDemoTeam: false });
  try {
    const url = await testing.app.listen({ port: 0, host: '127.0.0.1' });
    const plant = (key: string, answer: string, operatorKey = OPERATOR_KEY) =>
      fetch(`${url}/admin/test/captcha/${key}`, { method: 'PUT', headers: { 'X-Operator-Key': operatorKey, 'content-type': 'application/json' }, body: JSON.stringify({ answer }) });
    expect((await plant('never-drawn-captcha-key-01', 'abcd')).status).toBe(404);
    expect((await plant('never-drawn-captcha-key-01', 'abcd', 'wrong-key')).status).toBe(401);
    expect((await fetch(`${url}/wps/captcha?key=drawn-captcha-key-000001`, { headers: { merchant: 'DEMO' } })).status).toBe(200);
    expect((await plant('drawn-captcha-key-000001', 'Ab3X')).status).toBe(200);
    expect((await plant('drawn-captcha-key-000001', '')).status).toBe(400);
  } finally {
    await testing.close();
  }
}, 90_000);
