// Starts a real platform process for integration tests (and the BFF tests): the compiled build
// (platform/dist, built by the run's global set-up), fresh data directory, free port, known operator key. stop() kills the whole process group and removes the directory.
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { TEST_FORWARDING_SECRET } from '../../support/forwarded-address';
import { copyPgliteTemplate, pgliteTemplate } from './seeded-template';
import { supportScript, TEST_PROCESS_NODE_FLAGS } from '../../support/support-script';

export interface RunningPlatform {
  url: string;
  dataDir: string;
  operatorKey: string;
  /** The platform's process. */
  pid: number | undefined;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  stop(): Promise<void>;
  /** SIGKILL, as a crash: the data directory stays for a restart. */
  kill(): Promise<void>;
}

export interface StartOptions {
  /** Start on this data directory (a restart after kill()); stop() then leaves it in place. */
  dataDir?: string;
  /** May prepare the data directory (e.g. plant rows) before the process owns it. */
  beforeStart?: (dataDir: string) => Promise<void>;
  /** Listen on this port (a restart behind a load balancer that knows the port); a free one otherwise. */
  port?: number;
  /** Migrate and seed a database of its own instead of copying the run's seeded template. */
  fresh?: boolean;
}

const REPO_ROOT = path.resolve(__dirname, '../../..');
const START_TIMEOUT_MS = 120_000;
/** Built by tests/integration/global-setup.ts (scripts/build-platform.mjs), or here once per process (a bench). */
const PLATFORM_MAIN = path.join(REPO_ROOT, 'platform/dist/main.js');

function ensurePlatformBuild(): void {
  if (process.env.PLATFORM_BUILT === '1') return;
  execFileSync(process.execPath, ['scripts/build-platform.mjs'], { cwd: REPO_ROOT, stdio: 'pipe' });
  process.env.PLATFORM_BUILT = '1';
}
const LISTENING = /platform listening on (http:\/\/\S+)/;

/**
 * Ports for the test's own processes lie below Linux's ephemeral range (32768–60999): a port the
 * kernel handed out for `listen(0)` is also one it hands out as the local end of an outgoing
 * connection (the run's PostgreSQL and Redis clients open hundreds), so between this check and the
 * child's own listen one of them could take it (EADDRINUSE, seen in a full run).
 */
const OWN_PORTS = { from: 20_000, to: 32_767 };

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port nothing on this machine listens on, outside the kernel's range for outgoing connections. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = OWN_PORTS.from + Math.floor(Math.random() * (OWN_PORTS.to - OWN_PORTS.from + 1));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port between ${OWN_PORTS.from} and ${OWN_PORTS.to}`);
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/**
 * Migrates and seeds `dataDir`'s PGlite (or DATABASE_URL) as a first start does, without starting
 * the platform (whose jobs would add rounds and events on their own schedules): a template.
 */
export async function seedTemplate(env: Record<string, string>, dataDir: string): Promise<void> {
  await promisify(execFile)(...supportScript('seed-database', dataDir), {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    timeout: START_TIMEOUT_MS,
  });
}

/** Whether a platform with this environment seeds what the template holds (the default test seed). */
function seedsAsTemplate(env: Record<string, string>): boolean {
  return (env.SEED_DEMO_TEAM ?? 'off') === 'off' && !env.MERCHANT_CODE && !env.DATABASE_URL;
}

export async function startPlatform(env: Record<string, string> = {}, options: StartOptions = {}): Promise<RunningPlatform> {
  // Two processes of the run can still pick one free port at the same moment: another port then.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startPlatformOnce(env, options);
    } catch (error) {
      if (options.port !== undefined || attempt === 3 || !/EADDRINUSE/.test(String(error))) throw error;
    }
  }
}

async function startPlatformOnce(env: Record<string, string>, options: StartOptions): Promise<RunningPlatform> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'platform-test-')));
  // A new PGlite database starts as a copy of the run's seeded template (a PostgreSQL one was
  // created from its template by testDatabase()).
  if (!options.dataDir && !options.fresh && seedsAsTemplate(env)) {
    const template = await pgliteTemplate(seedTemplate);
    if (template) await copyPgliteTemplate(template, dataDir);
  }
  await options.beforeStart?.(dataDir);
  const port = options.port ?? (await freePort());
  const operatorKey = env.OPERATOR_KEY ?? randomBytes(18).toString('base64url');
  ensurePlatformBuild();
  const child = spawn(process.execPath, [...TEST_PROCESS_NODE_FLAGS, PLATFORM_MAIN], {
    cwd: REPO_ROOT,
    detached: true, // own process group, so stop() reaches whatever the platform started too
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      LOG_LEVEL: 'silent',
      // The demo team's months of play are slow to seed; a test that wants them says SEED_DEMO_TEAM: 'on'.
      SEED_DEMO_TEAM: 'off',
      // The portal↔platform secret that signs forwarded visitor addresses (tests/support/forwarded-address.ts).
      REVALIDATE_SECRET: TEST_FORWARDING_SECRET,
      // Tests plant the answer of a drawn captcha (PUT /admin/test/captcha/:key, tests/support/captcha-answer.ts).
      TEST_CAPTCHA_ANSWERS: 'allow',
      ...env,
      PLATFORM_DATA_DIR: dataDir,
      PLATFORM_PORT: String(port),
      OPERATOR_KEY: operatorKey,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    killGroup(child, 'SIGTERM');
    if (!(await waitForExit(child, 10_000))) {
      killGroup(child, 'SIGKILL');
      await waitForExit(child, 5_000);
    }
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  const kill = async () => {
    killGroup(child, 'SIGKILL');
    await waitForExit(child, 5_000);
  };

  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`platform did not start in ${START_TIMEOUT_MS} ms:\n${output}`)), START_TIMEOUT_MS);
      const onData = () => {
        const match = LISTENING.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      };
      child.stdout?.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`platform exited with ${code} before listening:\n${output}`));
      });
    });
    return { url, dataDir, operatorKey, pid: child.pid, output: () => output, stop, kill };
  } catch (error) {
    await stop();
    throw error;
  }
}
