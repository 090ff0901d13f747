/** @jest-environment node */
// Issue 29: a production start (NODE_ENV=production) on a fresh database seeds the game catalogue
// and nothing else — no member, order, round, message, content, payment detail, outside link or
// licence — and the demo's accounts and passwords do not work. What the site shows then comes from
// the operator's settings (admin API): payment details and the USDT rate (with the time it was
// taken) open the deposit channels, links and the licence appear once set. A production platform
// refuses a database seeded with the demo's accounts. In-process on PostgreSQL (PGlite cannot load
// inside Jest's sandbox); skipped when nothing answers on 127.0.0.1:5432.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../platform/src/core/database/rows-of';
import { totpCode } from '../../../platform/src/modules/accounts/rules/totp';
import { buildPlatform, type Platform } from '../../../platform/src/server';
import { encryptAes, type RsaPublicKeyInfo } from './payload-client';
import { ADMIN_URL, postgresReachable, testDatabase } from './postgres-test-db';

const reachable = postgresReachable();
const fresh = testDatabase({ fresh: true });
const demoSeeded = testDatabase({ fresh: true });
if (!reachable) console.warn(`skipping the production profile test: nothing accepts connections for ${ADMIN_URL}`);

const OPERATOR_KEY = 'production-profile-operator-key-0123456789';
const HEADERS = { merchant: 'DEMO' };
let platform: Platform;
let dataDir: string;
let baseUrl: string;

beforeAll(async () => {
  if (!reachable) return;
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'production-profile-'));
  platform = await buildPlatform({ env: { NODE_ENV: 'production' }, dataDir, databaseUrl: await fresh.create(), logLevel: false, operatorKey: OPERATOR_KEY });
  baseUrl = await platform.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);

afterAll(async () => {
  await platform?.close();
  if (reachable) await Promise.all([fresh.drop(), demoSeeded.drop()]);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function call(route: string, init: { method?: string; token?: string; json?: unknown; operator?: boolean; key?: string } = {}) {
  const headers: Record<string, string> = { ...HEADERS };
  if (init.token) headers.authorization = init.token;
  if (init.operator) headers['x-operator-key'] = OPERATOR_KEY;
  if (init.key) headers['idempotency-key'] = init.key;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${route}`, { method: init.method ?? 'GET', headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
  return { status: response.status, body: await response.json() };
}

async function login(username: string, password: string) {
  const rsa: RsaPublicKeyInfo = (await call('/wps/session/key/rsa')).body.value;
  const sealed = encryptAes({ type: 'username', username, password }, rsa);
  const response = await fetch(`${baseUrl}/wps/session/login`, { method: 'POST', headers: { ...HEADERS, 'content-type': 'application/json', ...sealed.headers }, body: JSON.stringify(sealed.body) });
  return response.json() as Promise<{ success: boolean; code?: string; value?: { token: string } }>;
}

async function rowCount(table: string): Promise<number> {
  const [row] = rowsOf<{ n: string | number }>(await platform.db.execute(sql.raw(`select count(*) as n from "${table}"`)));
  return Number(row.n);
}

const run = reachable ? it : it.skip;

run('a production start on a fresh database holds the catalogue and nothing else', async () => {
  for (const table of ['members', 'member_profiles', 'sessions', 'deposit_orders', 'withdrawal_orders', 'bank_cards', 'game_rounds', 'agent_messages', 'announcements', 'banners', 'notices', 'help_articles', 'game_wins', 'promotions', 'mall_items', 'staff', 'staff_sessions']) {
    expect([table, await rowCount(table)]).toEqual([table, 0]);
  }
  expect(await rowCount('games')).toBeGreaterThan(1000);
  expect(await rowCount('vendors')).toBeGreaterThan(10);
  const keys = rowsOf<{ key: string }>(await platform.db.execute(sql`select key from settings order by key`)).map((row) => row.key);
  for (const key of ['cashier', 'exchange.rates', 'site.resources', 'site.licence']) expect(keys).not.toContain(key);

  // No outside link and no licence until configured.
  expect((await call('/wps/system/resources')).body.value).toEqual({ customerService: [], appDownload: [], social: [] });
  expect((await call('/wps/system/licence')).body).toEqual({ success: true, value: null });
  expect((await call('/admin/ledger/reconcile', { operator: true })).body.value.ok).toBe(true);
});

run('the demo’s accounts and published passwords do not work', async () => {
  expect(await login('demo01', 'Demo@2026')).toMatchObject({ success: false, code: 'account_password_wrong' });
  const refused = await call('/admin/members', { method: 'POST', operator: true, json: { account: 'firstplayer', password: 'Demo@2026' } });
  expect(refused.status).toBe(400);
  expect(refused.body).toMatchObject({ code: 'validation_failed', value: { fields: { password: { kind: 'password_published' } } } });
  expect(await rowCount('members')).toBe(0);
  // Nor the demo's back-office password, for a first owner enrolling.
  const created = await call('/admin/staff', { method: 'POST', operator: true, json: { name: 'firstowner', role: 'owner' } });
  const token = created.body.value.enrolmentToken as string;
  const { secret } = (await call(`/admin/enrolment/${token}`)).body.value as { secret: string };
  const enrolled = await call('/admin/enrolment', { method: 'POST', json: { token, password: 'Backoffice@2026', code: await totpCode(secret) } });
  expect(enrolled.body).toMatchObject({ code: 'validation_failed', value: { fields: { password: { kind: 'password_published' } } } });
  expect((await call('/admin/session', { method: 'POST', json: { name: 'owner01', password: 'Backoffice@2026', code: '123456' } })).body.code).toBe('staff_login_failed');
});

run('deposits open channel by channel as the operator sets where to pay and the USDT rate', async () => {
  expect((await call('/admin/members', { method: 'POST', operator: true, json: { account: 'firstpayer', password: 'Own-Pass-2027' } })).status).toBe(201);
  const session = await login('firstpayer', 'Own-Pass-2027');
  expect(session.success).toBe(true);
  const token = session.value!.token;
  const channels = async () => Object.values((await call('/wps/relay/MCSFE_getDepositPaymentChannels', { token })).body.value as Record<string, { channels: { method: string }[] }>).flatMap((group) => group.channels.map((c) => c.method)).sort();
  const usdtOrder = () => call('/wps/relay/MCSFE_depositVirtualWallet', { method: 'POST', token, key: randomUUID(), json: { amount: '1000', vendorId: 'USDT-TRC20' } });

  expect(await channels()).toEqual([]);
  expect((await call('/wps/relay/MCSFE_getDepositSettings', { token })).body.value.allowDeposit).toBe('N');
  expect((await usdtOrder()).body).toMatchObject({ success: false, code: 'channel_invalid' });
  expect((await call('/admin/cashier/payment-details', { operator: true })).body.value).toEqual({ receivingAccounts: [], promptPayId: '', usdtAddresses: [] });

  // Checked by the contract's schema: a bank the cashier does not know, a short account number, a bad address.
  for (const bad of [
    { receivingAccounts: [{ bankCode: 'NOPE', accountNumber: '1234567890', accountName: 'Our Company Ltd' }] },
    { receivingAccounts: [{ bankCode: 'KBANK', accountNumber: '12345', accountName: 'Our Company Ltd' }] },
    { usdtAddresses: ['0x52908400098527886E0F7030069857D2E4169EE7'] },
    { promptPayId: '12' },
  ]) {
    expect((await call('/admin/cashier/payment-details', { method: 'PUT', operator: true, json: bad })).status).toBe(400);
  }
  const details = { receivingAccounts: [{ bankCode: 'KBANK', accountNumber: '123-4-56789-0', accountName: 'Our Company Ltd', branch: 'Silom' }], promptPayId: '0812345678', usdtAddresses: ['TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'] };
  const set = await call('/admin/cashier/payment-details', { method: 'PUT', operator: true, json: details });
  expect(set.body.value).toEqual({ ...details, receivingAccounts: [{ ...details.receivingAccounts[0], accountNumber: '1234567890' }] });
  // An address without a rate opens nothing for USDT.
  expect(await channels()).toEqual(['BANK', 'QR']);

  const rate = (await call('/admin/rates/USDT', { method: 'PUT', operator: true, json: { rate: '35.20' } })).body.value;
  expect(rate).toMatchObject({ currency: 'USDT', rate: '35.20', source: 'operator' });
  expect(Math.abs(Date.parse(rate.at) - Date.now())).toBeLessThan(60_000);
  expect((await call('/admin/rates', { operator: true })).body.value).toEqual([rate]);
  expect(await channels()).toEqual(['BANK', 'QR', 'USDT']);

  const order = (await usdtOrder()).body.value;
  expect(order.instructions).toEqual({ method: 'USDT', network: 'TRC-20', address: details.usdtAddresses[0], usdtAmount: '28.409091', rate: '35.20', rateAt: rate.at });

  expect((await call('/admin/rates/USDT', { method: 'DELETE', operator: true })).status).toBe(200);
  expect(await channels()).toEqual(['BANK', 'QR']);
});

run('links and the licence show once the operator sets them, and only real https addresses are taken', async () => {
  expect((await call('/admin/resources', { method: 'PUT', operator: true, json: { social: [{ labelNameEn: 'facebook', url: 'https://example.com/us' }] } })).status).toBe(400);
  expect((await call('/admin/resources', { method: 'PUT', operator: true, json: { customerService: [{ labelNameEn: 'livechat', url: 'http://chat.ourbrand.co.th/' }] } })).status).toBe(400);
  expect((await call('/wps/system/resources')).body.value).toEqual({ customerService: [], appDownload: [], social: [] });

  const links = { customerService: [{ labelNameEn: 'line-1', url: 'https://line.me/R/ti/p/@ourbrand' }], appDownload: [{ labelNameEn: 'android', url: 'https://play.google.com/store/apps/details?id=th.co.ourbrand' }] };
  expect((await call('/admin/resources', { method: 'PUT', operator: true, json: links })).status).toBe(200);
  expect((await call('/wps/system/resources')).body.value).toEqual({ ...links, social: [] });
  expect((await call('/admin/resources', { method: 'PUT', operator: true, json: { appDownload: [] } })).status).toBe(200);
  expect((await call('/wps/system/resources')).body.value).toEqual({ customerService: links.customerService, appDownload: [], social: [] });

  const licence = { authority: 'Curaçao Gaming Control Board', number: 'OGL/2025/118/0456', text: { en: 'Licensed in Curaçao.', th: 'ได้รับอนุญาตในคูราเซา' } };
  expect((await call('/admin/licence', { method: 'PUT', operator: true, json: licence })).status).toBe(200);
  expect((await call('/wps/system/licence')).body.value).toEqual({ authority: licence.authority, number: licence.number, text: licence.text.en });
});

run('a production platform refuses a database seeded with the demo’s accounts', async () => {
  const databaseUrl = await demoSeeded.create();
  const otherDir = await mkdtemp(path.join(os.tmpdir(), 'production-on-demo-'));
  try {
    // The demo's first start seeds it (demo01 … with their published passwords).
    const demo = await buildPlatform({ env: { SITE_PROFILE: 'demo', SEED_DEMO_TEAM: 'off' }, dataDir: otherDir, databaseUrl, logLevel: false, operatorKey: OPERATOR_KEY });
    expect(demo.seed.seeded).toBe(true);
    await demo.close();
    await expect(buildPlatform({ env: { SITE_PROFILE: 'production' }, dataDir: otherDir, databaseUrl, logLevel: false, operatorKey: OPERATOR_KEY })).rejects.toThrow(
      /this database holds the demo accounts .* the production profile does not run on it/,
    );
  } finally {
    await rm(otherDir, { recursive: true, force: true });
  }
}, 120_000);
