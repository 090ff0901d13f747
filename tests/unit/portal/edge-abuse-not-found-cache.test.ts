/** @jest-environment node */
// Issue 27 finding 5: a made-up path under a locale (`/en/x7f3k`, an unknown category) renders the
// not-found page, which must never be kept: not by the page cache (memory and disk: 200 random
// paths made 1,400 files), not by a shared cache in front (the response is private, no-store); and
// the category page refuses a segment that is no category before asking the upstream anything.
import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { neverCacheErrors } from '@/lib/edge/page-region-gate';

jest.mock('server-only', () => ({}));
const gameMenus = jest.fn();
jest.mock('@/lib/wps/games', () => ({ gameMenus: (...args: unknown[]) => gameMenus(...args), gameList: jest.fn(), hotGames: jest.fn() }));
jest.mock('@/lib/wps/play', () => ({ newVendors: jest.fn() }));
jest.mock('next-intl/server', () => ({ setRequestLocale: jest.fn(), getTranslations: jest.fn(async () => (key: string) => key) }));

// The cache handler is the plain module `next start` loads (not through Jest's module system): run
// in a Node process of its own, as tests/support/cache-instance.mjs does.
const CACHE_SCRIPT = `
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import nodeFsModule from 'next/dist/server/lib/node-fs-methods.js';
import PageCacheHandler from '${path.resolve(__dirname, '../../../lib/cache/page-cache-handler.mjs')}';
const { nodeFs } = nodeFsModule.default ?? nodeFsModule;
const page = (status) => ({ kind: 'APP_PAGE', html: '<!DOCTYPE html><html><body>' + status + '</body></html>', rscData: Buffer.from('rsc'), headers: {}, status, postponed: undefined, segmentData: undefined });
const files = async (dir) => (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length;
const dir = await mkdtemp(path.join(os.tmpdir(), 'not-found-cache-'));
try {
  const handler = new PageCacheHandler({ fs: nodeFs, flushToDisk: true, serverDistDir: dir, revalidatedTags: [], maxMemoryCacheSize: 10 * 1024 * 1024 });
  const ctx = { cacheControl: { revalidate: 60, expire: 3600 } };
  for (let i = 0; i < 20; i += 1) await handler.set('/en/made-up-' + i, page(404), ctx);
  const filesAfterNotFound = await files(dir);
  let notFoundKept = 0;
  for (let i = 0; i < 20; i += 1) if (await handler.get('/en/made-up-' + i, { kind: 'APP_PAGE' })) notFoundKept += 1;
  await handler.set('/en/live', page(200), ctx);
  const found = (await handler.get('/en/live', { kind: 'APP_PAGE' }))?.value?.status ?? null;
  console.log(JSON.stringify({ filesAfterNotFound, notFoundKept, found, filesAfterFound: await files(dir) }));
} finally {
  await rm(dir, { recursive: true, force: true });
}
`;

it('the page cache never keeps a not-found page, in memory or on disk, and keeps a found one', () => {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', CACHE_SCRIPT], { cwd: path.resolve(__dirname, '../../..'), encoding: 'utf8', env: { ...process.env, REDIS_URL: '' } });
  const report = JSON.parse(output.trim().split('\n').pop()!);
  expect(report).toMatchObject({ filesAfterNotFound: 0, notFoundKept: 0, found: 200 });
  expect(report.filesAfterFound).toBeGreaterThan(0);
});

describe('a page answered with an error status', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      neverCacheErrors(response);
      // As Next sends a page of a cached (ISR) route: its revalidate time as s-maxage, then end().
      response.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=31535940');
      response.statusCode = request.url === '/en/live' ? 200 : 404;
      if (request.url === '/explicit') response.writeHead(404, { 'Cache-Control': 'public, max-age=600' });
      response.end('page');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is sent private, no-store; a found page keeps its cache header', async () => {
    const missing = await fetch(`${base}/en/x7f3k`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('private, no-store');
    expect((await fetch(`${base}/explicit`)).headers.get('cache-control')).toBe('private, no-store');
    expect((await fetch(`${base}/en/live`)).headers.get('cache-control')).toBe('s-maxage=60, stale-while-revalidate=31535940');
  });
});

it('the category page refuses a segment that is no category (404) without asking the upstream', async () => {
  const { default: CategoryPage } = await import('@/app/[locale]/(site)/[category]/page');
  for (const category of ['x7f3k', 'LIVE', 'live%00', '..']) {
    await expect(CategoryPage({ params: Promise.resolve({ locale: 'en', category }) })).rejects.toMatchObject({ digest: expect.stringContaining('404') });
  }
  expect(gameMenus).not.toHaveBeenCalled();
});
