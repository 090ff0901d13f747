// Starts what the measurements need, as child processes stopped by PID at the end: the platform's
// compiled build on a fresh data directory, the portal's production build, and optionally the
// minimal Next.js app.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildPlatform, PLATFORM_DIST } from '../scripts/build-platform.mjs';
import { buildIsStale, platformBuildIsStale } from '../scripts/build-stamp.mjs';
import { localEnv } from '../scripts/local-env.mjs';
import { run, runToEnd, stopAll, stopOnSignals, waitForHttp } from '../scripts/processes.mjs';
import { serverEnv } from '../scripts/server-node-options.mjs';

export { stopAll };

export const minimalDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), 'minimal');

/** Platform + portal on `port` / `platformPort` (plus `env`); resolves with the portal's base URL. */
export async function startPortal({ port, platformPort, env: extra = {} }) {
  stopOnSignals();
  const env = localEnv({
    NODE_ENV: 'production',
    PORT: String(port),
    PLATFORM_PORT: String(platformPort),
    PLATFORM_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-bench-')),
    LOG_LEVEL: 'warn',
    ...extra,
  });
  if (buildIsStale()) {
    console.log('Building the portal…');
    await runToEnd('next', ['build'], env);
  }
  if (platformBuildIsStale()) await buildPlatform();
  const platform = run(process.execPath, [path.join(PLATFORM_DIST, 'main.js')], env, { prefix: 'platform' });
  await waitForHttp(`${env.WPS_BASE_URL}/health`, 180_000, platform);
  const portal = run('next', ['start', '-p', String(port)], serverEnv(env), { prefix: 'portal' });
  await waitForHttp(`http://127.0.0.1:${port}/api/session`, 60_000, portal);
  return `http://127.0.0.1:${port}`;
}

/**
 * A second portal instance on the same platform, sharing its page cache through Redis (issue #16):
 * what one instance of several costs per cached page.
 */
export async function startSharedCachePortal({ port, platformPort, redisUrl }) {
  const env = localEnv({
    NODE_ENV: 'production',
    PORT: String(port),
    PLATFORM_PORT: String(platformPort),
    REDIS_URL: redisUrl,
    REDIS_CACHE_PREFIX: `bench:${process.pid}`,
  });
  const portal = run('next', ['start', '-p', String(port)], serverEnv(env), { prefix: 'portal-redis' });
  await waitForHttp(`http://127.0.0.1:${port}/api/session`, 60_000, portal);
  return `http://127.0.0.1:${port}`;
}

/** The framework's floor: a one-page Next.js app built from bench/minimal. */
export async function startMinimal(port) {
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
  await runToEnd('next', ['build', minimalDir], env);
  const child = run('next', ['start', minimalDir, '-p', String(port)], serverEnv(env), { prefix: 'minimal' });
  await waitForHttp(`http://127.0.0.1:${port}/`, 60_000, child);
  return `http://127.0.0.1:${port}`;
}
