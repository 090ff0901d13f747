/** @jest-environment node */
// Two platform instances on one PostgreSQL and one Redis, as the scale-out shape runs them (issue
// #16): a member logs in through one and plays through the other; a balance change committed on one
// reaches the member's event stream held open on the other; an operator's change made through one
// shows on the other within the caches' few seconds; the ledger reconciles after.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { MoneyClient, cheapSlot } from '../../support/money-client';
import { startPlatform, type RunningPlatform } from './platform-process';
import { ADMIN_URL, postgresReachable, testDatabase } from './postgres-test-db';

const reachable = postgresReachable();
const database = testDatabase();
if (!reachable) console.warn(`skipping the multi-instance test: nothing accepts connections for ${ADMIN_URL}`);
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const describeWithPostgres = reachable ? describe : describe.skip;

async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  let value = await probe();
  while (!done(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await probe();
  }
  return value;
}

/** Opens the member's wallet event stream and collects its balance events. */
async function balanceStream(url: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${url}/wps/v2/wallets/events`, {
    headers: { Merchant: 'DEMO', 'X-Forwarded-For': '127.0.0.1', Authorization: token },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const balances: string[] = [];
  const unread: number[] = [];
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffered += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const event = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const data = /^data: (.*)$/m.exec(event)?.[1];
          if (data && event.startsWith('event: balance')) balances.push((JSON.parse(data) as { balance: string }).balance);
          if (data && event.startsWith('event: inbox')) unread.push((JSON.parse(data) as { unread: number }).unread);
        }
      }
    } catch {
      // aborted
    }
  })();
  return { balances, unread, close: () => controller.abort() };
}

describeWithPostgres('two platform instances on PostgreSQL and Redis', () => {
  let a: RunningPlatform;
  let b: RunningPlatform;
  let viaA: MoneyClient;
  let viaB: MoneyClient;

  beforeAll(async () => {
    const operatorKey = randomBytes(18).toString('base64url');
    const env = {
      DATABASE_URL: await database.create(),
      REDIS_URL,
      REDIS_EVENTS_PREFIX: `test:${randomBytes(6).toString('hex')}`,
      OPERATOR_KEY: operatorKey,
      SETTLEMENT_SCHEDULES: 'off',
    };
    a = await startPlatform(env);
    // The second instance shares the first one's keys (RSA, launch tickets, accounts), as instances of
    // one site share their secrets; the database is the same.
    b = await startPlatform(env, { dataDir: a.dataDir });
    viaA = new MoneyClient(a.url, operatorKey);
    viaB = new MoneyClient(b.url, operatorKey);
  }, 120_000);

  afterAll(async () => {
    const dataDir = a?.dataDir;
    await b?.stop();
    await a?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    if (reachable) await database.drop();
  });

  it('lets a member log in on one instance and play on the other, and streams each balance change to either', async () => {
    await viaA.createMember('scale01', '100.00');
    const token = await viaA.login('scale01', 'Load@2026');
    const stream = await balanceStream(a.url, token);
    try {
      const game = await cheapSlot(viaB, token);
      const playToken = await viaB.openGame(token, game);
      const spun = await viaB.spin(playToken, 'scale-spin-0001');
      expect(spun.body.success).toBe(true);
      const after = spun.body.value!.balance;
      // The stream on A saw the change committed on B (the current balance came first).
      await eventually(async () => stream.balances, (seen) => seen.includes(after));
      expect(stream.balances[0]).toBe('100.00');
      expect(stream.balances).toContain(after);
      expect(await viaA.balance(token)).toBe(after);
      // An operator's message sent through B reaches the unread badge of the stream on A.
      const sent = await viaB.admin('POST', '/messages', { audience: { to: 'member', account: 'scale01' }, title: { en: 'Hello' }, content: { en: '<p>Hi</p>' } });
      expect(sent.status).toBe(201);
      await eventually(async () => stream.unread, (seen) => seen.includes(1));
      expect(stream.unread).toContain(1);
      // A replay through the other instance is the same answer and moves nothing.
      const replay = await viaA.spin(playToken, 'scale-spin-0001');
      expect(replay.body.value).toMatchObject({ balance: after, replayed: true });
    } finally {
      stream.close();
    }
    expect((await viaB.reconcile()).ok).toBe(true);
  });

  it("drops an operator's changed value from the other instance's cache before the change is answered", async () => {
    const statusOf = async () => (await viaB.call<{ status: number }>('/wps/system/status')).body.value!.status;
    // B holds status 0 in its 5-second cache…
    expect(await statusOf()).toBe(0);
    expect((await viaA.admin('POST', '/status', { status: 1 })).body.success).toBe(true);
    try {
      // …and serves the new one as soon as A has answered, not a TTL later.
      expect(await statusOf()).toBe(1);
    } finally {
      await viaA.admin('POST', '/status', { status: 0 });
    }
  });
});
