/** @jest-environment node */
// The member inbox (messageV2) and feedback on the platform: operator messages to one member, a
// subtree or all (trial accounts never among them), read/delete scoped to the recipient, the unread
// count announced on the member's event stream, feedback behind a captcha with the operator's reply
// arriving in the inbox. In-process on PostgreSQL (PGlite cannot load inside Jest's module sandbox);
// skipped when nothing answers on 127.0.0.1:5432.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { putCaptcha } from '../../../platform/src/modules/accounts/queries/captchas';
import { members } from '../../../platform/src/modules/accounts/schema-members';
import { agentMessages } from '../../../platform/src/modules/member-center/schema-agent-transfers';
import { feedback } from '../../../platform/src/modules/member-center/schema-member-center';
import { hashCaptchaAnswer } from '../../../platform/src/modules/accounts/rules/captcha-challenge';
import { buildPlatform, type Platform } from '../../../platform/src/server';
import { encryptAes, type RsaPublicKeyInfo } from './payload-client';
import { ADMIN_URL, postgresReachable, testDatabase } from './postgres-test-db';

const reachable = postgresReachable();
const database = testDatabase();
if (!reachable) console.warn(`skipping the member inbox test: nothing accepts connections for ${ADMIN_URL}`);

const OPERATOR_KEY = 'inbox-test-operator-key';
const HEADERS = { merchant: 'DEMO', 'x-forwarded-for': '127.0.0.1' };
let platform: Platform;
let dataDir: string;
let baseUrl: string;
let rsa: RsaPublicKeyInfo;

beforeAll(async () => {
  if (!reachable) return;
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'member-inbox-'));
  platform = await buildPlatform({ dataDir, databaseUrl: await database.create(), logLevel: false, operatorKey: OPERATOR_KEY });
  baseUrl = await platform.app.listen({ port: 0, host: '127.0.0.1' });
  rsa = (await (await fetch(`${baseUrl}/wps/session/key/rsa`, { headers: HEADERS })).json()).value;
}, 120_000);

afterAll(async () => {
  await platform?.close();
  if (reachable) await database.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function call(route: string, init: { method?: string; token?: string; json?: unknown; operator?: boolean } = {}) {
  const headers: Record<string, string> = { ...HEADERS };
  if (init.token) headers.authorization = init.token;
  if (init.operator) headers['x-operator-key'] = OPERATOR_KEY;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${route}`, { method: init.method ?? 'GET', headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
  return { status: response.status, body: await response.json() };
}

async function login(username: string, password = 'Demo@2026'): Promise<string> {
  const sealed = encryptAes({ type: 'username', username, password }, rsa);
  const response = await fetch(`${baseUrl}/wps/session/login`, { method: 'POST', headers: { ...HEADERS, 'content-type': 'application/json', ...sealed.headers }, body: JSON.stringify(sealed.body) });
  const body = await response.json();
  expect(body.success).toBe(true);
  return body.value.token;
}

async function trialLogin(): Promise<string> {
  const sealed = encryptAes({ random: randomBytes(16).toString('hex') }, rsa);
  const response = await fetch(`${baseUrl}/wps/session/login/freeplay`, { method: 'POST', headers: { ...HEADERS, 'content-type': 'application/json', ...sealed.headers }, body: JSON.stringify(sealed.body) });
  const body = await response.json();
  expect(body.success).toBe(true);
  return body.value.token;
}

const unread = async (token: string) => (await call('/wps/inbox/unreadCount', { token })).body.value.value as number;
const send = (audience: unknown, title = 'Hello') => call('/admin/messages', { method: 'POST', operator: true, json: { audience, title: { en: title, th: 'สวัสดี' }, content: { en: `<p>${title}</p>` } } });
const inboxOf = async (token: string) => (await call('/wps/inbox?page=1&size=50', { token })).body.value as { list: { id: number; title: string; read: boolean }[]; unread: number; total: number };

async function idOf(account: string): Promise<number> {
  const [row] = await platform.db.select({ id: members.id }).from(members).where(eq(members.account, account));
  return row.id;
}

/** Reads server-sent events until one named `name` arrives. */
async function nextEvent(response: Response, name: string): Promise<string> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const end = buffered.indexOf('\n\n');
    if (end >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      if (block.includes(`event: ${name}\n`)) {
        reader.releaseLock();
        return block.split('\n').find((line) => line.startsWith('data: '))!.slice(6);
      }
      continue;
    }
    const { value, done } = await reader.read();
    if (done) throw new Error('stream ended');
    buffered += decoder.decode(value, { stream: true });
  }
}

(reachable ? describe : describe.skip)('member inbox', () => {
  it('delivers an operator message to one member, announced on its event stream, and in the answer shape EMFE_getInboxUnreadCount has', async () => {
    const player = await login('player01');
    const other = await login('demo02');
    const before = await unread(player);
    const otherBefore = await unread(other);
    const controller = new AbortController();
    const stream = await fetch(`${baseUrl}/wps/v2/wallets/events`, { headers: { ...HEADERS, authorization: player }, signal: controller.signal });
    expect(stream.status).toBe(200);
    const event = nextEvent(stream, 'inbox');
    expect((await send({ to: 'member', account: 'player01' }, 'Just for you')).status).toBe(201);
    expect(JSON.parse(await event)).toEqual({ unread: before + 1 });
    controller.abort();
    expect(await unread(player)).toBe(before + 1);
    expect(await unread(other)).toBe(otherBefore);
    const page = await inboxOf(player);
    expect(page.list[0]).toMatchObject({ title: 'Just for you', read: false });
  });

  it('refuses an unknown or trial member as a named recipient', async () => {
    expect((await send({ to: 'member', account: 'nobody99' })).status).toBe(404);
    const trial = await trialLogin();
    const [trialMember] = await platform.db.select({ account: members.account }).from(members).where(eq(members.type, 4));
    expect((await send({ to: 'member', account: trialMember.account })).status).toBe(404);
    expect((await call('/wps/inbox', { token: trial })).status).toBe(403);
    expect((await call('/wps/inbox/unreadCount', { token: trial })).status).toBe(403);
  });

  it('sends a subtree message to the agent and its downlines only, and a broadcast to every real member but no trial account', async () => {
    await trialLogin();
    const before = await platform.db.select({ n: count() }).from(agentMessages);
    const subtree = await send({ to: 'subtree', agent: 'agent01' }, 'Team news');
    expect(subtree.status).toBe(201);
    const demo01 = await login('demo01');
    expect((await inboxOf(demo01)).list.some((m) => m.title === 'Team news')).toBe(false);
    expect((await inboxOf(await login('demo02'))).list.some((m) => m.title === 'Team news')).toBe(true);

    const all = await send({ to: 'all' }, 'For everyone');
    const [{ real }] = await platform.db.select({ real: count() }).from(members).where(eq(members.type, 0));
    expect(all.body.value.recipients).toBeGreaterThanOrEqual(real);
    const trialRows = await platform.db
      .select({ n: count() })
      .from(agentMessages)
      .innerJoin(members, eq(members.id, agentMessages.recipientId))
      .where(eq(members.type, 4));
    expect(trialRows[0].n).toBe(0);
    const after = await platform.db.select({ n: count() }).from(agentMessages);
    expect(after[0].n).toBe(before[0].n + subtree.body.value.recipients + all.body.value.recipients);
  });

  it('leaves a member in a cool-off out of a broadcast (marketing), but not out of a message to that member', async () => {
    const demo03 = await login('demo03');
    expect((await call('/wps/rg/exclusion', { method: 'POST', token: demo03, json: { kind: 'coolOff', duration: '24h' } })).status).toBe(200);
    await send({ to: 'all' }, 'Weekend offer');
    expect((await inboxOf(demo03)).list.some((m) => m.title === 'Weekend offer')).toBe(false);
    expect((await inboxOf(await login('demo02'))).list.some((m) => m.title === 'Weekend offer')).toBe(true);
    expect((await send({ to: 'member', account: 'demo03' }, 'Your withdrawal')).status).toBe(201);
    expect((await inboxOf(demo03)).list.some((m) => m.title === 'Your withdrawal')).toBe(true);
  });

  it("marks read and deletes only the caller's own messages: another member's ids change nothing", async () => {
    const player = await login('player01');
    const other = await login('demo02');
    await send({ to: 'member', account: 'demo02' }, 'Private to demo02');
    const foreign = (await inboxOf(other)).list.find((m) => m.title === 'Private to demo02')!;
    const otherUnread = await unread(other);

    const read = await call('/wps/inbox/read', { method: 'PUT', token: player, json: { ids: [foreign.id] } });
    expect(read.status).toBe(200);
    const removed = await call('/wps/inbox', { method: 'DELETE', token: player, json: { ids: [foreign.id] } });
    expect(removed.body.value.deleted).toBe(0);
    expect(await unread(other)).toBe(otherUnread);
    expect((await inboxOf(other)).list.find((m) => m.id === foreign.id)).toMatchObject({ read: false });

    const mine = (await inboxOf(player)).list.find((m) => !m.read)!;
    const afterRead = await call('/wps/inbox/read', { method: 'PUT', token: player, json: { ids: [mine.id] } });
    expect(afterRead.body.value.unread).toBe((await unread(player)));
    const deleted = await call('/wps/inbox', { method: 'DELETE', token: player, json: { ids: [mine.id] } });
    expect(deleted.body.value.deleted).toBe(1);
    expect((await inboxOf(player)).list.some((m) => m.id === mine.id)).toBe(false);
    // A replay deletes nothing more.
    expect((await call('/wps/inbox', { method: 'DELETE', token: player, json: { ids: [mine.id] } })).body.value.deleted).toBe(0);
  });

  it('refuses bad input with 400 and no change', async () => {
    const player = await login('player01');
    for (const json of [{ ids: [] }, { ids: ['1'] }, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }, {}]) {
      expect((await call('/wps/inbox', { method: 'DELETE', token: player, json })).status).toBe(400);
    }
    expect((await call('/wps/inbox?size=1000', { token: player })).status).toBe(400);
    expect((await call('/admin/messages', { method: 'POST', json: { audience: { to: 'all' }, title: { en: 'x' }, content: { en: 'y' } } })).status).toBe(401);
  });
});

(reachable ? describe : describe.skip)('feedback', () => {
  const CONTENT = 'My deposit of 500 baht has not arrived yet.';
  const feedbackCount = async () => (await platform.db.select({ n: count() }).from(feedback))[0].n;
  async function plantCaptcha(answer: string): Promise<string> {
    const key = randomBytes(18).toString('base64url');
    await putCaptcha(platform.db, key, hashCaptchaAnswer(answer), new Date(Date.now() + 120_000));
    return key;
  }

  it('requires the captcha: missing or wrong, nothing is written', async () => {
    const player = await login('player01');
    const before = await feedbackCount();
    expect((await call('/wps/feedback', { method: 'PUT', token: player, json: { type: 1, content: CONTENT } })).status).toBe(400);
    const key = await plantCaptcha('AB12');
    const wrong = await call('/wps/feedback', { method: 'PUT', token: player, json: { type: 1, content: CONTENT, captcha: 'ZZZZ', captchaKey: key } });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'captcha_invalid' } });
    // The challenge was used up by the wrong answer: the right one no longer passes.
    expect((await call('/wps/feedback', { method: 'PUT', token: player, json: { type: 1, content: CONTENT, captcha: 'AB12', captchaKey: key } })).status).toBe(400);
    expect(await feedbackCount()).toBe(before);
  });

  it('refuses a description outside 20–200 characters (trimmed), an unknown type, and a trial account', async () => {
    const player = await login('player01');
    const before = await feedbackCount();
    for (const json of [
      { type: 1, content: '   too short           ' },
      { type: 1, content: 'x'.repeat(201) },
      { type: 5, content: CONTENT },
    ]) {
      expect((await call('/wps/feedback', { method: 'PUT', token: player, json: { ...json, captcha: 'AB12', captchaKey: await plantCaptcha('AB12') } })).status).toBe(400);
    }
    const trial = await trialLogin();
    const refused = await call('/wps/feedback', { method: 'PUT', token: trial, json: { type: 1, content: CONTENT, captcha: 'AB12', captchaKey: await plantCaptcha('AB12') } });
    expect(refused).toMatchObject({ status: 403, body: { code: 'in_need_true_account' } });
    expect(await feedbackCount()).toBe(before);
  });

  it('stores valid feedback; the operator lists it and replies once, through the member inbox', async () => {
    const player = await login('player01');
    const sent = await call('/wps/feedback', { method: 'PUT', token: player, json: { type: 1, content: `  ${CONTENT}  `, captcha: 'ab12', captchaKey: await plantCaptcha('AB12') } });
    expect(sent.status).toBe(200);
    const listed = await call('/admin/feedback?unreplied=true', { operator: true });
    const item = listed.body.value.find((f: { id: number }) => f.id === sent.body.value.id);
    expect(item).toMatchObject({ account: 'player01', type: 1, content: CONTENT, repliedAt: null });

    const before = await unread(player);
    const reply = await call(`/admin/feedback/${item.id}/reply`, { method: 'POST', operator: true, json: { title: { en: 'About your deposit' }, content: { en: '<p>It is credited now.</p>' } } });
    expect(reply.status).toBe(201);
    expect(await unread(player)).toBe(before + 1);
    expect((await inboxOf(player)).list[0]).toMatchObject({ title: 'About your deposit', read: false });
    const again = await call(`/admin/feedback/${item.id}/reply`, { method: 'POST', operator: true, json: { title: { en: 'Twice' }, content: { en: 'x' } } });
    expect(again.status).toBe(409);
    expect(await unread(player)).toBe(before + 1);
    const playerId = await idOf('player01');
    const [{ n }] = await platform.db.select({ n: count() }).from(agentMessages).where(eq(agentMessages.recipientId, playerId));
    expect(n).toBeGreaterThan(0);
  });
});

(reachable ? describe : describe.skip)('login history and sessions', () => {
  it('lists the login history and live sessions of the caller only, and signs out every other session', async () => {
    const first = await login('demo03');
    const second = await login('demo03');
    const elsewhere = await login('demo02');
    const history = await call('/wps/member/loginHistory', { token: first });
    expect(history.status).toBe(200);
    expect(history.body.value.length).toBeGreaterThanOrEqual(2);
    expect(history.body.value[0]).toMatchObject({ ip: '127.0.0.1', success: true });

    const sessions = (await call('/wps/member/sessions', { token: first })).body.value as { id: string; current: boolean }[];
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.every((s) => s.id.length === 12)).toBe(true);

    const revoked = await call('/wps/member/sessions/revokeOthers', { method: 'POST', token: first, json: {} });
    expect(revoked.body.value.revoked).toBeGreaterThanOrEqual(1);
    expect((await call('/wps/inbox/unreadCount', { token: second })).status).toBe(401);
    expect((await call('/wps/inbox/unreadCount', { token: first })).status).toBe(200);
    // Another member's session is untouched.
    expect((await call('/wps/inbox/unreadCount', { token: elsewhere })).status).toBe(200);
    expect((await call('/wps/member/sessions/revokeOthers', { method: 'POST', token: first, json: {} })).body.value.revoked).toBe(0);
    expect((await call('/wps/member/sessions', { token: await trialLogin() })).status).toBe(403);
  });
});
