/** @jest-environment node */
// Issue 27 finding 6: the operator CLI finds the platform at its own PLATFORM_PORT (never sending
// one instance's operator key to whatever listens on 4000), and never opens the database itself
// beside a running platform: one answering at that address, or one named by the data directory's
// pid file.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadPlatformConfig, platformUrlOf } from '@/platform/src/config';
import { PID_FILE, writePidFile } from '@/platform/src/core/database/pid-file';
import { directDatabaseRefusal } from '@/platform/src/ops/cli';

const ROOT = path.resolve(__dirname, '../../..');
let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'ops-cli-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** A server that answers like a platform and records what it was asked, with which operator key. */
async function fakePlatform(): Promise<{ server: Server; url: string; port: number; seen: { path: string; key: string | undefined }[] }> {
  const seen: { path: string; key: string | undefined }[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    seen.push({ path: request.url ?? '', key: request.headers['x-operator-key'] as string | undefined });
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ success: true, value: request.url === '/admin/flags' ? { PTSYS3: true } : { ok: true } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}`, port, seen };
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const { server, port } = await fakePlatform();
  await close(server);
  return port;
}

function cli(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['platform/src/ops/cli.ts', ...args], {
    cwd: ROOT,
    env: { NODE_ENV: 'test', PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PLATFORM_DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

describe('where the CLI finds the platform', () => {
  it('uses PLATFORM_PORT, PLATFORM_URL when set, and this machine for a platform listening on every address', () => {
    expect(platformUrlOf(loadPlatformConfig({ PLATFORM_PORT: '4100' }))).toBe('http://127.0.0.1:4100');
    expect(platformUrlOf(loadPlatformConfig({}))).toBe('http://127.0.0.1:4000');
    expect(platformUrlOf(loadPlatformConfig({ PLATFORM_PORT: '4100', PLATFORM_HOST: '0.0.0.0' }))).toBe('http://127.0.0.1:4100');
    expect(platformUrlOf(loadPlatformConfig({ PLATFORM_PORT: '4100', PLATFORM_URL: 'https://ops.example/' }))).toBe('https://ops.example');
  });

  it('sends its command and key to the platform on PLATFORM_PORT', async () => {
    const platform = await fakePlatform();
    try {
      const run = await cli(['flags'], { PLATFORM_PORT: String(platform.port), OPERATOR_KEY: 'key-of-this-instance' });
      expect(run.code).toBe(0);
      expect(platform.seen).toEqual([{ path: '/admin/flags', key: 'key-of-this-instance' }]);
    } finally {
      await close(platform.server);
    }
  }, 60_000);
});

describe('the database is never opened beside a running platform', () => {
  it('refuses when a platform answers at the address (the CLI has no key for it)', async () => {
    const platform = await fakePlatform();
    try {
      expect(await directDatabaseRefusal(dataDir, platform.url)).toMatch(/a platform answers at/);
      const run = await cli(['flags'], { PLATFORM_PORT: String(platform.port) });
      expect(run.code).toBe(1);
      expect(run.output).toMatch(/a platform answers at/);
      expect(await readdir(dataDir)).toEqual([]);
    } finally {
      await close(platform.server);
    }
  }, 60_000);

  it('refuses when the pid file names a running platform, and allows it once that platform stopped', async () => {
    const elsewhere = `http://127.0.0.1:${await closedPort()}`;
    expect(await directDatabaseRefusal(dataDir, elsewhere)).toBeUndefined();
    const remove = await writePidFile(dataDir, 'http://127.0.0.1:4100');
    expect(await directDatabaseRefusal(dataDir, elsewhere)).toMatch(/a platform runs on this data directory \(pid \d+ at http:\/\/127\.0\.0\.1:4100\)/);
    await remove();
    expect(await readdir(dataDir)).toEqual([]);
    expect(await directDatabaseRefusal(dataDir, elsewhere)).toBeUndefined();
  });

  it('refuses from the CLI with the pid file of a live platform, opening nothing', async () => {
    // A live process of this machine (this test's own) as the recorded platform, on a port nothing answers.
    await writeFile(path.join(dataDir, PID_FILE), JSON.stringify({ pid: process.pid, host: os.hostname(), url: 'http://127.0.0.1:4100' }));
    const run = await cli(['flags'], { PLATFORM_PORT: String(await closedPort()), OPERATOR_KEY: 'k' });
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/a platform runs on this data directory/);
    expect(await readdir(dataDir)).toEqual([PID_FILE]);
  }, 60_000);

  it('ignores a pid file left by a process that has ended', async () => {
    const ended = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => ended.on('close', resolve));
    await writeFile(path.join(dataDir, PID_FILE), JSON.stringify({ pid: ended.pid, host: os.hostname(), url: 'http://127.0.0.1:4100' }));
    expect(await directDatabaseRefusal(dataDir, `http://127.0.0.1:${await closedPort()}`)).toBeUndefined();
  });
});
