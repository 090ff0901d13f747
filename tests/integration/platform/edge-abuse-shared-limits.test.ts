/** @jest-environment node */
// Issue 15 findings 2 and 12: the abuse limits live in Redis when REDIS_URL is set, so a limit hit
// through one platform process holds on a second one sharing Redis (and after a restart), instead
// of multiplying with the number of instances. Two real platform processes, Redis at 127.0.0.1:6379.
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { LIMITS } from '../../../platform/src/core/abuse-limits';
import { startPlatform, type RunningPlatform } from './platform-process';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function redisReachable(): boolean {
  const { hostname, port } = new URL(REDIS_URL);
  try {
    execFileSync(process.execPath, ['-e', `require('net').connect(${Number(port || 6379)}, ${JSON.stringify(hostname)}).on('connect', () => process.exit(0)).on('error', () => process.exit(1));`], { timeout: 5_000, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const reachable = redisReachable();
if (!reachable) console.warn(`skipping the shared-limits test: no Redis at ${REDIS_URL}`);
const run = reachable ? it : it.skip;

// Every run counts under its own key prefix, so runs (and other checkouts) never share counters.
const env = { REDIS_URL, RATE_LIMIT_PREFIX: `test-${randomBytes(6).toString('hex')}` };
let first: RunningPlatform;
let second: RunningPlatform;

beforeAll(async () => {
  if (!reachable) return;
  [first, second] = await Promise.all([startPlatform(env), startPlatform(env)]);
}, 120_000);

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
});

async function captcha(platform: RunningPlatform) {
  const response = await fetch(`${platform.url}/wps/captcha?key=${randomBytes(12).toString('base64url')}`, { headers: { merchant: 'DEMO' } });
  return { status: response.status, body: await response.json() };
}

async function resetMail(platform: RunningPlatform, username: string) {
  const response = await fetch(`${platform.url}/wps/member/password/email`, {
    method: 'POST',
    headers: { merchant: 'DEMO', 'content-type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@example.com` }),
  });
  return { status: response.status, body: await response.json() };
}

run('a per-IP limit hit through one process holds on the second process sharing Redis', async () => {
  const { points } = LIMITS.captchaPerIp;
  // Half through each process: each one alone would still be far below its limit.
  for (let i = 0; i < points; i += 1) expect((await captcha(i % 2 === 0 ? first : second)).status).toBe(200);
  const refusedFirst = await captcha(first);
  const refusedSecond = await captcha(second);
  for (const refused of [refusedFirst, refusedSecond]) {
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, code: 'TOO_MANY_REQUEST', value: { retryAfterSeconds: expect.any(Number) } });
  }
}, 120_000);

run('a per-account limit (reset mail) holds across processes and survives a restart', async () => {
  const { points } = LIMITS.resetMailPerAccount;
  for (let i = 0; i < points; i += 1) expect((await resetMail(i % 2 === 0 ? second : first, 'demo01')).status).not.toBe(429);
  expect((await resetMail(first, 'demo01')).status).toBe(429);
  await first.stop();
  first = await startPlatform(env);
  expect((await resetMail(first, 'demo01')).status).toBe(429);
  expect((await resetMail(second, 'demo01')).status).toBe(429);
}, 120_000);
