// `npm run bench`: requests/s and p50/p99 latency, all measured in this run (autocannon, 50
// connections, 20 s each): the home page cached by nginx in front of the portal (the compose
// topology's docker/nginx-cache.conf and nginx-routes.conf, scripts/local-nginx.mjs) beside the same
// bytes served by that nginx as a static file (the limit); the home and a category page from Next
// alone, and a minimal Next.js page (the framework's floor), reported.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { nginxPath, startLoadBalancer } from '../scripts/local-nginx.mjs';
import { startMinimal, startPortal, startSharedCachePortal, stopAll } from './stack.mjs';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
// BENCH_PORT moves all four (several checkouts on one machine); BENCH_PAGES_ONLY=1 skips the money
// and agent-report runs.
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3290);
const PORTS = { portal: BASE_PORT, platform: BASE_PORT + 1000, minimal: BASE_PORT + 1, static: BASE_PORT + 2, sharedCache: BASE_PORT + 3, nginx: BASE_PORT + 4 };
/** Issue #31: the home page cached by nginx ≥ 80% of the same bytes as nginx's static file, no errors. */
const EDGE_CACHE_TARGET = 0.8;
/** Issue #16: a cached page on an instance sharing its cache through Redis, against the in-process cache (Next alone). */
const SHARED_CACHE_TARGET = 0.8;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = () => spawnSync('redis-cli', ['-u', REDIS_URL, 'ping'], { encoding: 'utf8' }).stdout?.trim() === 'PONG';

function measure(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function warm(url) {
  for (let i = 0; i < 5; i += 1) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
  }
}

let front;
try {
  if (!nginxPath()) throw new Error('nginx is not installed (Debian: apt-get install nginx-light)');
  const portal = await startPortal({ port: PORTS.portal, platformPort: PORTS.platform });
  const minimal = await startMinimal(PORTS.minimal);
  // nginx in front of the portal, and a second server of the same nginx for the static file.
  front = await startLoadBalancer(PORTS.nginx, [PORTS.portal], [PORTS.platform], {
    extra: (dir) => `  server {\n    listen 127.0.0.1:${PORTS.static};\n    default_type text/html;\n    root ${dir}/static;\n  }`,
  });
  await warm(`${front.url}/`);
  const homeHtml = Buffer.from(await (await fetch(`${front.url}/`)).arrayBuffer());
  mkdirSync(path.join(front.dir, 'static'));
  writeFileSync(path.join(front.dir, 'static', 'index.html'), homeHtml);

  const targets = [
    ['home /, cached by nginx', `${front.url}/`],
    [`static file from nginx (${homeHtml.length} B)`, `http://127.0.0.1:${PORTS.static}/`],
    ['home /, Next alone', `${portal}/`],
    ['category /en/live, Next alone', `${portal}/en/live`],
    ['minimal Next.js page', `${minimal}/`],
  ];
  const sharedCache = redisUp() ? await startSharedCachePortal({ port: PORTS.sharedCache, platformPort: PORTS.platform, redisUrl: REDIS_URL }) : undefined;
  if (sharedCache) targets.push(['home /, Next + Redis cache', `${sharedCache}/`]);
  else console.log(`Redis not reachable at ${REDIS_URL}: the shared-cache row is not measured`);
  const rows = [];
  for (const [name, url] of targets) {
    await warm(url);
    console.log(`measuring ${name} for ${DURATION_S} s…`);
    const result = await measure(url);
    rows.push({ name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx });
  }
  const floor = rows.find((row) => row.name === 'minimal Next.js page').rps;
  console.log(`\nNode ${process.version} (every Node server above runs on it); ${spawnSync(nginxPath(), ['-v'], { encoding: 'utf8' }).stderr.trim()}`);
  console.log(`\n${'target'.padEnd(34)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)} ${'vs minimal'.padStart(11)}`);
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(34)} ${row.rps.toFixed(0).padStart(9)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(8)} ${String(row.errors).padStart(7)} ${`${((row.rps / floor) * 100).toFixed(0)}%`.padStart(11)}`,
    );
  }
  const [cached, staticFile, nextAlone] = rows;
  const edgeRatio = cached.rps / staticFile.rps;
  const pass = edgeRatio >= EDGE_CACHE_TARGET && cached.errors === 0;
  console.log(`\ntarget: home cached by nginx ≥ ${EDGE_CACHE_TARGET * 100}% of nginx's static file, no errors → ${(edgeRatio * 100).toFixed(0)}%, ${pass ? 'met' : 'NOT met'}`);
  let sharedPass = true;
  if (sharedCache) {
    const shared = rows.find((row) => row.name.includes('Redis'));
    const ratio = shared.rps / nextAlone.rps;
    sharedPass = ratio >= SHARED_CACHE_TARGET && shared.errors === 0;
    console.log(`target: home with the Redis-shared cache ≥ ${SHARED_CACHE_TARGET * 100}% of Next alone's in-process cache → ${(ratio * 100).toFixed(0)}%, ${sharedPass ? 'met' : 'NOT met'}`);
  }
  process.exitCode = pass && sharedPass ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await front?.stop();
  stopAll();
}

if (process.env.BENCH_PAGES_ONLY === '1') {
  setTimeout(() => process.exit(), 1500);
  await new Promise(() => {});
}
// The money path (bench/money.ts): settled bets per second beside bare UPDATEs, PGlite and PostgreSQL.
await new Promise((resolve) => setTimeout(resolve, 1000));
const money = spawnSync(path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'node_modules', '.bin', 'tsx'), ['bench/money.ts'], { stdio: 'inherit' });
if (money.status !== 0) process.exitCode = 1;

// The agent reports (bench/agent-reports.ts): p50/p95 per report on 1,000,000 rounds under one agent, PostgreSQL.
const agentReports = spawnSync(path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'node_modules', '.bin', 'tsx'), ['bench/agent-reports.ts'], { stdio: 'inherit' });
if (agentReports.status !== 0) process.exitCode = 1;

// The back office (bench/backoffice-queues.ts): the payment queues, member search and the 360 at
// 100,000 orders and 1,000,000 ledger entries, PostgreSQL; p95 ≤ 100 ms at the platform.
const backofficeQueues = spawnSync(path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'node_modules', '.bin', 'tsx'), ['bench/backoffice-queues.ts'], { stdio: 'inherit' });
if (backofficeQueues.status !== 0) process.exitCode = 1;
setTimeout(() => process.exit(), 500);
