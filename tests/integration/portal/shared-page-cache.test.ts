/**
 * @jest-environment node
 */
// Two portal instances (two processes, each with its own memory tier and tag manifest, as two
// `next start` have) sharing the page cache through Redis (issue #16): a page one renders, the other
// serves; a tag revalidated on one expires the page on both; without Redis each still works alone.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SCRIPT = path.resolve(__dirname, '../../support/cache-instance.mjs');

interface Instance {
  call(command: string, args?: Record<string, unknown>): Promise<Record<string, unknown>>;
  stop(): void;
}

function startInstance(distDir: string, env: Record<string, string>): Instance {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [SCRIPT, distDir], { env: { ...process.env, ...env }, stdio: 'pipe' });
  const waiting = new Map<number, (answer: Record<string, unknown>) => void>();
  createInterface({ input: child.stdout }).on('line', (line) => {
    const answer = JSON.parse(line) as { id: number };
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  let next = 0;
  return {
    call(command, args = {}) {
      const id = next++;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        child.stdin.write(`${JSON.stringify({ id, command, ...args })}\n`);
      });
    },
    stop: () => child.kill(),
  };
}

async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  let value = await probe();
  while (!done(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await probe();
  }
  return value;
}

describe('the page cache shared through Redis', () => {
  let distDir: string;
  const running: Instance[] = [];
  const start = (env: Record<string, string>) => {
    const instance = startInstance(path.join(distDir, 'server'), env);
    running.push(instance);
    return instance;
  };

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'page-cache-'));
    await writeFile(path.join(distDir, 'BUILD_ID'), 'build-1');
  });
  afterEach(() => running.splice(0).forEach((instance) => instance.stop()));
  afterAll(() => rm(distDir, { recursive: true, force: true }));

  it('serves a page rendered by one instance from the other, text intact, and expires it on both when a tag is revalidated', async () => {
    const env = { REDIS_URL, REDIS_CACHE_PREFIX: `test:${randomBytes(6).toString('hex')}` };
    const a = start(env);
    const b = start(env);
    await a.call('set', { key: '/en', html: '<p>สวัสดี home</p>', tags: ['status', 'games'] });
    expect(await a.call('get', { key: '/en' })).toMatchObject({ html: '<p>สวัสดี home</p>' });

    const seen = await eventually(() => b.call('get', { key: '/en' }), (answer) => answer.found === true);
    expect(seen).toMatchObject({ found: true, html: '<p>สวัสดี home</p>', rsc: 'rsc:<p>สวัสดี home</p>', segment: 'segment' });
    // The page's own script policy travels with it.
    expect(seen.policy).toContain("script-src 'self'");

    // B's lookups: one answer from Redis (after misses, if A's page was still on its way), then its own memory.
    await b.call('get', { key: '/en' });
    const lookups = (await b.call('lookups')) as Record<string, number>;
    expect(lookups.redis).toBe(1);
    expect(lookups.memory).toBeGreaterThanOrEqual(1);

    await b.call('revalidate', { tags: ['status'] });
    // Both instances held the page in memory; both must stop serving it.
    expect(await eventually(() => a.call('get', { key: '/en' }), (answer) => answer.found === false)).toEqual({ id: expect.any(Number), found: false });
    expect((await b.call('get', { key: '/en' })).found).toBe(false);

    // A page rendered after the revalidation is served again, by both.
    await a.call('set', { key: '/en', html: '<p>new</p>', tags: ['status'] });
    expect((await eventually(() => b.call('get', { key: '/en' }), (answer) => answer.html === '<p>new</p>')).html).toBe('<p>new</p>');
  });

  it('tells an instance started later of the tags revalidated before it started', async () => {
    const env = { REDIS_URL, REDIS_CACHE_PREFIX: `test:${randomBytes(6).toString('hex')}` };
    const a = start(env);
    await a.call('set', { key: '/th', html: 'old', tags: ['banners'] });
    await a.call('set', { key: '/th/live', html: 'live', tags: ['games'] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await a.call('revalidate', { tags: ['banners'] });
    const late = start(env);
    // The untouched page is there for it; the revalidated one is not.
    expect(await eventually(() => late.call('get', { key: '/th/live' }), (answer) => answer.found === true)).toMatchObject({ found: true, html: 'live' });
    expect(await late.call('get', { key: '/th' })).toMatchObject({ found: false });
  });

  it('keeps each instance working on its own when Redis cannot be reached', async () => {
    const a = start({ REDIS_URL: 'redis://127.0.0.1:1', REDIS_CACHE_PREFIX: 'test:down' });
    await a.call('set', { key: '/en', html: 'alone', tags: ['status'] });
    expect(await a.call('get', { key: '/en' })).toMatchObject({ found: true, html: 'alone' });
    await a.call('revalidate', { tags: ['status'] });
    expect(await a.call('get', { key: '/en' })).toMatchObject({ found: false });
  });
});
