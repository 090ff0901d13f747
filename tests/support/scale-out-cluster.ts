// The production shape on one machine for the scale-out tests (issue #16), as plain processes: one
// PostgreSQL database, Redis, two platform instances, two portal instances (`next start` of this
// checkout's production build) and nginx in front of them with the production routes, retry rules
// and guest-page cache (scripts/local-nginx.mjs). Each instance can be restarted with SIGTERM on its own
// port (a rolling restart).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, startPlatform, type RunningPlatform } from '../integration/platform/platform-process';
import { testDatabase } from '../integration/platform/postgres-test-db';
import { ALL_TAGS } from '../../contract/cache-tags';
import { signRevalidation } from '../../platform/src/core/http/revalidate';
import { startLoadBalancer } from '../../scripts/local-nginx.mjs';

const REPO_ROOT = path.resolve(__dirname, '../..');
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Captcha pictures per address per 10 minutes in the cluster (tests/bff/scale-out.spec.ts hits it). */
export const CAPTCHA_LIMIT = 5;
/** A moment for the restarted instance to take requests before the next one stops. */
const backInRotation = () => new Promise((resolve) => setTimeout(resolve, 1_000));

interface Portal {
  port: number;
  url: string;
  child: ChildProcess;
}

export interface Cluster {
  /** The load balancer's origin: what a browser would use. */
  url: string;
  portals: [Portal, Portal];
  platforms: [RunningPlatform, RunningPlatform];
  operatorKey: string;
  databaseUrl: string;
  restartPortal(index: 0 | 1): Promise<void>;
  restartPlatform(index: 0 | 1): Promise<void>;
  stop(): Promise<void>;
}

async function waitFor(url: string, ms: number, child?: ChildProcess): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export async function startCluster(): Promise<Cluster> {
  const database = testDatabase();
  const databaseUrl = await database.create();
  const operatorKey = randomBytes(18).toString('base64url');
  const revalidateSecret = randomBytes(24).toString('base64url');
  const sessionSecret = randomBytes(32).toString('base64url');
  const prefix = `test:${randomBytes(6).toString('hex')}`;
  const lbPort = await freePort();
  const lbUrl = `http://127.0.0.1:${lbPort}`;
  const portalPorts = [await freePort(), await freePort()];
  const platformPorts = [await freePort(), await freePort()];

  const platformEnv = {
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_EVENTS_PREFIX: `${prefix}:events`,
    OPERATOR_KEY: operatorKey,
    SETTLEMENT_SCHEDULES: 'off',
    LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL ?? 'silent',
    // The abuse limits' counters are shared through Redis; a small captcha limit lets the test hit one.
    RATE_LIMIT_PREFIX: `${prefix}:abuse`,
    ABUSE_LIMITS: JSON.stringify({ captchaPerIp: { points: CAPTCHA_LIMIT, seconds: 600 } }),
    REVALIDATE_SECRET: revalidateSecret,
    // The hook reaches one portal instance; Redis takes the revalidation to the other.
    PORTAL_REVALIDATE_URL: `http://127.0.0.1:${portalPorts[0]}/api/revalidate`,
    LOCAL_VENDOR_URL: lbUrl,
    PORTAL_PUBLIC_URL: lbUrl,
  };
  // One key directory for both (RSA key, launch-ticket and accounts keys), as instances of one site share secrets.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'scale-out-platform-'));
  const platforms: [RunningPlatform, RunningPlatform] = [
    await startPlatform(platformEnv, { port: platformPorts[0], dataDir }),
    await startPlatform(platformEnv, { port: platformPorts[1], dataDir }),
  ];

  const startPortal = async (index: 0 | 1): Promise<Portal> => {
    const port = portalPorts[index];
    const child = spawn(path.join(REPO_ROOT, 'node_modules/.bin/next'), ['start', '-p', String(port)], {
      cwd: REPO_ROOT,
      stdio: ['ignore', process.env.CLUSTER_LOG_LEVEL ? 'inherit' : 'ignore', process.env.CLUSTER_LOG_LEVEL ? 'inherit' : 'ignore'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        PORT: String(port),
        WPS_BASE_URL: `http://127.0.0.1:${platformPorts[index]}`,
        SESSION_SECRET: sessionSecret,
        SESSION_COOKIE_SECURE: 'false',
        REVALIDATE_SECRET: revalidateSecret,
        REDIS_URL,
        REDIS_CACHE_PREFIX: `${prefix}:cache`,
        SITE_URL: lbUrl,
        // nginx on this machine forwards the visitor's address (docker/nginx.conf's one trusted hop).
        TRUSTED_PROXIES: 'loopback',
      },
    });
    await waitFor(`http://127.0.0.1:${port}/api/session`, 120_000, child);
    return { port, url: `http://127.0.0.1:${port}`, child };
  };
  const portals: [Portal, Portal] = [await startPortal(0), await startPortal(1)];
  // The instances share this checkout's build directory with other test servers, whose pages on disk
  // may show another database's state: start from a clean cache, as a fresh deployment does. One
  // instance is told; Redis tells the other.
  const body = JSON.stringify({ tags: ALL_TAGS.slice(0, 20) });
  const hook = await fetch(`${portals[0].url}/api/revalidate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Signature': signRevalidation(revalidateSecret, body) },
    body,
  });
  if (!hook.ok) throw new Error(`revalidate: ${hook.status}`);

  const lb = await startLoadBalancer(lbPort, portalPorts, platformPorts);
  await waitFor(`${lbUrl}/api/session`, 20_000);

  const stopPortal = async (portal: Portal) => {
    portal.child.kill('SIGTERM');
    if (!(await exited(portal.child, 30_000))) portal.child.kill('SIGKILL');
  };

  return {
    url: lbUrl,
    portals,
    platforms,
    operatorKey,
    databaseUrl,
    async restartPortal(index) {
      await stopPortal(portals[index]);
      portals[index] = await startPortal(index);
      await backInRotation();
    },
    async restartPlatform(index) {
      await platforms[index].stop();
      platforms[index] = await startPlatform(platformEnv, { port: platformPorts[index], dataDir });
      await backInRotation();
    },
    async stop() {
      await lb.stop();
      await Promise.all(portals.map(stopPortal));
      await platforms[1].stop();
      await platforms[0].stop();
      await rm(dataDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}
