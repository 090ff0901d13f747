/** @jest-environment node */
// Issue 29 (spec §4 "Language change: saved locally, server updated"): the member's language choice
// is stored on the platform (PUT /wps/member/language, which the portal's language switch calls)
// and is what the platform writes to the member in: its inbox messages and its text messages, even
// when a request arrives in another language. A member who never chose reads the request's
// language. In-process on PostgreSQL (PGlite cannot load inside Jest's module sandbox); skipped
// when nothing answers on 127.0.0.1:5432.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildPlatform, type Platform } from '../../../platform/src/server';
import { encryptAes, type RsaPublicKeyInfo } from './payload-client';
import { ADMIN_URL, postgresReachable, testDatabase } from './postgres-test-db';

const reachable = postgresReachable();
const database = testDatabase();
if (!reachable) console.warn(`skipping the member language test: nothing accepts connections for ${ADMIN_URL}`);

const OPERATOR_KEY = 'member-language-operator-key-0123456789';
let platform: Platform;
let dataDir: string;
let baseUrl: string;

beforeAll(async () => {
  if (!reachable) return;
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'member-language-'));
  platform = await buildPlatform({ env: { SITE_PROFILE: 'demo', SEED_DEMO_TEAM: 'off' }, dataDir, databaseUrl: await database.create(), logLevel: false, operatorKey: OPERATOR_KEY });
  baseUrl = await platform.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);

afterAll(async () => {
  await platform?.close();
  if (reachable) await database.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Every call says it reads English (as a page in /en would), unless told otherwise. */
async function call(route: string, init: { method?: string; token?: string; json?: unknown; operator?: boolean; language?: string } = {}) {
  const headers: Record<string, string> = { merchant: 'DEMO', language: init.language ?? 'en' };
  if (init.token) headers.authorization = init.token;
  if (init.operator) headers['x-operator-key'] = OPERATOR_KEY;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${route}`, { method: init.method ?? 'GET', headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
  return { status: response.status, body: await response.json() };
}

async function login(username: string): Promise<string> {
  const rsa: RsaPublicKeyInfo = (await call('/wps/session/key/rsa')).body.value;
  const sealed = encryptAes({ type: 'username', username, password: 'Demo@2026' }, rsa);
  const response = await fetch(`${baseUrl}/wps/session/login`, { method: 'POST', headers: { merchant: 'DEMO', 'content-type': 'application/json', ...sealed.headers }, body: JSON.stringify(sealed.body) });
  const body = await response.json();
  expect(body.success).toBe(true);
  return body.value.token;
}

const TITLES = { en: 'Your weekly cashback', th: 'เงินคืนประจำสัปดาห์ของคุณ', zh: '您的每周返现' };
const sendTo = (account: string) =>
  call('/admin/messages', { method: 'POST', operator: true, json: { audience: { to: 'member', account }, title: TITLES, content: { en: '<p>Credited.</p>', th: '<p>เข้าบัญชีแล้ว</p>', zh: '<p>已到账。</p>' } } });
const newestTitle = async (token: string, language = 'en') => (await call('/wps/inbox?page=1&size=1&lang=' + language, { token, language })).body.value.list[0].title as string;

/** A code to a new number (binding it), then the text the local SMS gateway "sent" there. */
async function codeText(token: string, mobileNum: string): Promise<string> {
  const sent = await call('/wps/member/contact/code', { method: 'POST', token, json: { target: 'new', channel: 'mobile', mobileNum, countryDialingCode: '+66' } });
  expect(sent.status).toBe(200);
  const outbox = await call(`/admin/outbox/sms?recipient=${mobileNum}&limit=1`, { operator: true });
  return outbox.body.value[0].body as string;
}

const run = reachable ? it : it.skip;

run('a member who never chose reads the request’s language', async () => {
  const token = await login('demo03');
  expect((await sendTo('demo03')).status).toBe(201);
  expect(await newestTitle(token, 'en')).toBe(TITLES.en);
  expect(await newestTitle(token, 'th')).toBe(TITLES.th);
});

run('the member’s switch is stored, and its inbox and text messages follow it whatever the request says', async () => {
  const token = await login('demo02');
  expect((await call('/wps/member/language', { method: 'PUT', token, json: { language: 'xx' } })).status).toBe(400);
  expect((await call('/wps/member/language', { method: 'PUT', token, json: { language: 'th', more: 1 } })).status).toBe(400);
  expect((await call('/wps/member/language', { method: 'PUT', json: { language: 'th' } })).status).toBe(401);

  expect((await call('/wps/member/language', { method: 'PUT', token, json: { language: 'th' } })).body).toEqual({ success: true, value: { language: 'th' } });
  expect((await sendTo('demo02')).status).toBe(201);
  expect(await newestTitle(token, 'en')).toBe(TITLES.th);
  const thai = await codeText(token, '0823456701');
  expect(thai).toMatch(/^Royal Bet: รหัสยืนยันของคุณคือ \d{6} /);

  expect((await call('/wps/member/language', { method: 'PUT', token, json: { language: 'zh' } })).status).toBe(200);
  expect(await newestTitle(token, 'en')).toBe(TITLES.zh);
  expect(await codeText(token, '0823456702')).toMatch(/^Royal Bet：您的验证码是 \d{6}/);

  // A language the platform writes no text message in reads English; the inbox reads the stored one, else English.
  expect((await call('/wps/member/language', { method: 'PUT', token, json: { language: 'de' } })).status).toBe(200);
  expect(await newestTitle(token, 'th')).toBe(TITLES.en);
  expect(await codeText(token, '0823456703')).toMatch(/^Royal Bet: your verification code is \d{6}\./);
});
