/** @jest-environment node */
// A bad environment value stops the platform and the operator CLI at once, before the database is
// opened, with one stderr line naming the variable (platform/src/config.ts): from the sources (tsx)
// and from the compiled bundle production runs (scripts/build-platform.mjs).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../../..');

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** `script` run by tsx (a .ts file) or by this node (the compiled .js). */
function run(script: string[], env: Record<string, string>): Promise<Exit> {
  const started = Date.now();
  // Only what tsx needs to run, so nothing else in this shell's environment takes part.
  const only = { PATH: process.env.PATH ?? '', ...env } as unknown as NodeJS.ProcessEnv;
  const program = script[0].endsWith('.ts') ? path.join(REPO_ROOT, 'node_modules/.bin/tsx') : process.execPath;
  const child = spawn(program, script, { cwd: REPO_ROOT, env: only, stdio: 'pipe' });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    }),
  );
}

let dir: string;
beforeAll(async () => {
  // platform/dist: built by the run's global set-up (tests/integration/global-setup.ts).
  dir = await mkdtemp(path.join(os.tmpdir(), 'bad-env-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe.each([
  ['PLATFORM_PORT', 'abc', 'Invalid environment: PLATFORM_PORT must be a port number (0–65535), got "abc"'],
  ['REDIS_URL', 'nope', 'Invalid environment: REDIS_URL must be a redis:// or rediss:// URL, got "nope"'],
])('%s=%s', (name, value, line) => {
  it('stops the platform at once with one line naming it, before the database is opened', async () => {
    const dataDir = path.join(dir, `platform-${name}`);
    const exit = await run(['platform/src/main.ts'], { [name]: value, PLATFORM_DATA_DIR: dataDir });
    expect(exit.code).toBe(1);
    expect(exit.stderr).toBe(`${line}\n`);
    expect(exit.stdout).toBe('');
    expect(existsSync(dataDir)).toBe(false);
    expect(exit.ms).toBeLessThan(20_000);
  });

  it('stops the compiled platform the same way', async () => {
    const dataDir = path.join(dir, `dist-${name}`);
    const exit = await run(['platform/dist/main.js'], { [name]: value, PLATFORM_DATA_DIR: dataDir });
    expect(exit.code).toBe(1);
    expect(exit.stderr).toBe(`${line}\n`);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('stops the operator CLI the same way', async () => {
    const dataDir = path.join(dir, `cli-${name}`);
    const exit = await run(['platform/src/ops/cli.ts', 'flags'], { [name]: value, PLATFORM_DATA_DIR: dataDir });
    expect(exit.code).toBe(1);
    expect(exit.stderr).toBe(`${line}\n`);
    expect(existsSync(dataDir)).toBe(false);
  });
});
