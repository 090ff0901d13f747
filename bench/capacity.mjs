// `npm run bench:capacity`: what one request of each kind costs, measured (docs/capacity.md turns it
// into a sizing). For each page kind and BFF call: CPU milliseconds of the portal and of the platform
// per request (their process trees' user + system time over a run, divided by the requests); for a
// bet: the platform's CPU and, on PostgreSQL, the database's transactions and rows per bet; for a
// page on a portal sharing its cache through Redis: Redis commands per page view.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { runningChildren } from '../scripts/processes.mjs';
import { treeCpuMs } from './process-cpu.mjs';
import { startPortal, startSharedCachePortal, stopAll } from './stack.mjs';

const PORTS = { portal: 3390, platform: 4390, sharedCache: 3393 };
const REQUESTS = Number(process.env.CAPACITY_REQUESTS ?? 400);
const CONCURRENCY = 8;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function drive(task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next++;
        await task();
      }
    }),
  );
}

async function measure(name, roots, task) {
  for (let i = 0; i < 20; i++) await task();
  const before = roots.map(treeCpuMs);
  await drive(task);
  const after = roots.map(treeCpuMs);
  return { name, perRequest: after.map((ms, i) => (ms - before[i]) / REQUESTS) };
}

const get = (url, headers = {}) => async () => {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (response.status >= 500) throw new Error(`${url}: ${response.status}`);
};

const redis = (...args) => spawnSync('redis-cli', ['-u', REDIS_URL, ...args], { encoding: 'utf8' }).stdout.trim();

try {
  const portal = await startPortal({ port: PORTS.portal, platformPort: PORTS.platform });
  const platformUrl = `http://127.0.0.1:${PORTS.platform}`;
  const children = runningChildren();
  const portalPid = children.find((c) => c.args.includes('next start'))?.pid;
  const platformPid = children.find((c) => c.args.includes('platform/dist/main.js'))?.pid;
  const roots = [portalPid, platformPid];

  // A member's session cookie through the BFF.
  const login = await fetch(`${portal}/api/session`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'demo01', password: 'Demo@2026' }) });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const games = await (await fetch(`${portal}/api/games?gameType=RNG&vassalage=PG&pageNo=1`, { headers: { cookie } })).json();
  const game = games.list.find((g) => g.minBet !== undefined && Number(g.minBet) <= 1);
  const launched = await (await fetch(`${portal}/api/games/launch?gameCode=${game.gameCode}&gameType=RNG`, { headers: { cookie } })).json();
  const playToken = /"token":"([A-Za-z0-9_-]+)"/.exec(await (await fetch(launched.url)).text())[1];

  const rows = [];
  rows.push(await measure('home page (cached)', roots, get(`${portal}/`)));
  rows.push(await measure('category page /en/live (cached)', roots, get(`${portal}/en/live`)));
  rows.push(await measure('member page /en/member (per request)', roots, get(`${portal}/en/member`, { cookie })));
  rows.push(await measure('GET /api/session (guest)', roots, get(`${portal}/api/session`)));
  rows.push(await measure('GET /api/wallet/balance (member)', roots, get(`${portal}/api/wallet/balance`, { cookie })));
  rows.push(
    await measure('bet: POST /vendor/local/spin', roots, async () => {
      const response = await fetch(`${platformUrl}/vendor/local/spin`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Play-Token': playToken }, body: JSON.stringify({ spinId: randomUUID().replaceAll('-', ''), bet: '1.00' }) });
      await response.arrayBuffer();
    }),
  );

  let redisPerPage;
  if (redis('ping') === 'PONG') {
    const shared = await startSharedCachePortal({ port: PORTS.sharedCache, platformPort: PORTS.platform, redisUrl: REDIS_URL });
    for (let i = 0; i < 20; i++) await get(`${shared}/`)();
    const processed = () => Number(/total_commands_processed:(\d+)/.exec(redis('info', 'stats'))?.[1] ?? 0);
    const before = processed();
    await drive(get(`${shared}/`));
    redisPerPage = (processed() - before - 1) / REQUESTS; // less the INFO itself
  }

  console.log(`\ncapacity: CPU ms per request (${REQUESTS} requests, ${CONCURRENCY} at a time; Node ${process.version}; the platform on PGlite)`);
  console.log(`${'request'.padEnd(40)} ${'portal'.padStart(8)} ${'platform'.padStart(9)}`);
  for (const row of rows) console.log(`${row.name.padEnd(40)} ${row.perRequest[0].toFixed(2).padStart(8)} ${row.perRequest[1].toFixed(2).padStart(9)}`);
  if (redisPerPage !== undefined) console.log(`\nRedis commands per cached home page view on a shared-cache portal: ${redisPerPage.toFixed(3)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  stopAll();
  setTimeout(() => process.exit(), 500);
}
