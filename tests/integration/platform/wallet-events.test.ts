/** @jest-environment node */
// The wallet event stream (GET /wps/v2/wallets/events): the current balance first, then each
// announced change of that member only, as server-sent events. In-process on PostgreSQL, so the test
// can announce a change the way the ledger does (PGlite cannot load inside Jest's module sandbox);
// skipped when nothing answers on 127.0.0.1:5432.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { balanceEvents } from '../../../platform/src/modules/ledger/rules/balance-events';
import { STREAMS_PER_SESSION } from '../../../platform/src/modules/ledger/routes/wallet-events';
import { buildPlatform, type Platform } from '../../../platform/src/server';
import { encryptAes, type RsaPublicKeyInfo } from './payload-client';
import { ADMIN_URL, postgresReachable, testDatabase } from './postgres-test-db';

const reachable = postgresReachable();
const database = testDatabase();
if (!reachable) console.warn(`skipping the wallet event stream test: nothing accepts connections for ${ADMIN_URL}`);

let platform: Platform;
let dataDir: string;
let baseUrl: string;

beforeAll(async () => {
  if (!reachable) return;
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'wallet-events-'));
  platform = await buildPlatform({ dataDir, databaseUrl: await database.create(), logLevel: false });
  baseUrl = await platform.app.listen({ port: 0, host: '127.0.0.1' });
}, 90_000);

afterAll(async () => {
  await platform?.close();
  if (reachable) await database.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const HEADERS = { merchant: 'DEMO', 'x-forwarded-for': '127.0.0.1' };

async function login(username: string): Promise<{ token: string; memberId: number }> {
  const rsa: RsaPublicKeyInfo = (await (await fetch(`${baseUrl}/wps/session/key/rsa`, { headers: HEADERS })).json()).value;
  const sealed = encryptAes({ type: 'username', username, password: 'Demo@2026' }, rsa);
  const response = await fetch(`${baseUrl}/wps/session/login`, {
    method: 'POST',
    headers: { ...HEADERS, 'content-type': 'application/json', ...sealed.headers },
    body: JSON.stringify(sealed.body),
  });
  const body = await response.json();
  expect(body.success).toBe(true);
  return { token: body.value.token, memberId: body.value.member.id };
}

/** Reads server-sent events off a response body, one complete event (blank-line terminated) at a time. */
function eventReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  return async function next(): Promise<{ event?: string; data?: string }> {
    while (!buffered.includes('\n\n')) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffered += decoder.decode(value, { stream: true });
    }
    const end = buffered.indexOf('\n\n');
    const block = buffered.slice(0, end);
    buffered = buffered.slice(end + 2);
    const field = (name: string) => block.split('\n').find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
    return { event: field('event'), data: field('data') };
  };
}

(reachable ? describe : describe.skip)('wallet event stream', () => {
  it('refuses a caller without a session', async () => {
    const response = await fetch(`${baseUrl}/wps/v2/wallets/events`, { headers: HEADERS });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false });
  });

  it('sends the current balance, then each change of that member only', async () => {
    const { token, memberId } = await login('demo01');
    const controller = new AbortController();
    const response = await fetch(`${baseUrl}/wps/v2/wallets/events`, { headers: { ...HEADERS, authorization: token }, signal: controller.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const next = eventReader(response);

    const first = await next();
    expect(first.event).toBe('balance');
    expect(JSON.parse(first.data!)).toEqual({ balance: '10000.00', currency: 'THB', currencySymbol: '฿', reason: 'current' });

    balanceEvents.publish({ memberId: memberId + 1000, balance: '1.00', reason: 'deposit' });
    balanceEvents.publish({ memberId, balance: '10250.50', reason: 'deposit' });
    const change = await next();
    expect(change.event).toBe('balance');
    expect(JSON.parse(change.data!)).toEqual({ balance: '10250.50', currency: 'THB', currencySymbol: '฿', reason: 'deposit' });

    controller.abort();
  });

  const openStream = (token: string, signal?: AbortSignal) => fetch(`${baseUrl}/wps/v2/wallets/events`, { headers: { ...HEADERS, authorization: token }, signal });

  it(`holds at most ${STREAMS_PER_SESSION} streams per session: more are refused (429 TOO_MANY_REQUEST), also when asked together`, async () => {
    const { token } = await login('demo01');
    const controller = new AbortController();
    const answers = await Promise.all(Array.from({ length: 40 }, () => openStream(token, controller.signal)));
    const open = answers.filter((response) => response.status === 200);
    const refused = answers.filter((response) => response.status === 429);
    expect(open).toHaveLength(STREAMS_PER_SESSION);
    expect(refused).toHaveLength(40 - STREAMS_PER_SESSION);
    expect(await refused[0].json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUEST' });
    // Another session of the same member has its own places.
    const other = await login('demo01');
    const otherController = new AbortController();
    expect((await openStream(other.token, otherController.signal)).status).toBe(200);
    otherController.abort();
    // A closed stream gives its place back.
    const first = eventReader(open[0]);
    await first();
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = new AbortController();
    expect((await openStream(token, again.signal)).status).toBe(200);
    again.abort();
  });

  it("ends a session's streams when it logs out: a revoked session receives nothing more", async () => {
    const { token, memberId } = await login('demo01');
    const next = eventReader(await openStream(token));
    expect((await next()).event).toBe('balance');
    const logout = await fetch(`${baseUrl}/wps/session/logout`, { method: 'DELETE', headers: { ...HEADERS, authorization: token } });
    expect(logout.status).toBe(200);
    const last = await next();
    expect(last).toEqual({ event: 'closed', data: JSON.stringify({ reason: 'session_revoked' }) });
    balanceEvents.publish({ memberId, balance: '1.00', reason: 'deposit' });
    await expect(next()).rejects.toThrow('stream ended');
  });

  it("ends the other sessions' streams when the member logs out the other devices, and keeps its own", async () => {
    const mine = await login('demo01');
    const theirs = await login('demo01');
    const controller = new AbortController();
    const own = eventReader(await openStream(mine.token, controller.signal));
    const revoked = eventReader(await openStream(theirs.token));
    await own();
    await revoked();
    const answer = await fetch(`${baseUrl}/wps/member/sessions/revokeOthers`, { method: 'POST', headers: { ...HEADERS, authorization: mine.token } });
    expect((await answer.json()).value.revoked).toBeGreaterThanOrEqual(1);
    expect(await revoked()).toEqual({ event: 'closed', data: JSON.stringify({ reason: 'session_revoked' }) });
    await expect(revoked()).rejects.toThrow('stream ended');
    balanceEvents.publish({ memberId: mine.memberId, balance: '2.00', reason: 'deposit' });
    expect(JSON.parse((await own()).data!)).toMatchObject({ balance: '2.00' });
    controller.abort();
  });

  it('ends open streams when the platform closes', async () => {
    const { token } = await login('demo01');
    const response = await fetch(`${baseUrl}/wps/v2/wallets/events`, { headers: { ...HEADERS, authorization: token } });
    const next = eventReader(response);
    await next();
    await platform.close();
    await expect(next()).rejects.toThrow('stream ended');
  });
});
