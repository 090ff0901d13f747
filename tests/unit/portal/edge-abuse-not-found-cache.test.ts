/** @jest-environment node */
// Issue 27 finding 5: a made-up path under a locale (`/en/x7f3k`, an unknown category) renders the
// not-found page, which must never be kept: not by the page cache (200 random paths made 1,400
// files), not by nginx in front (docker/nginx-cache.conf: no error answer is stored); and
// the category page refuses a segment that is no category before asking the upstream anything.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

jest.mock('server-only', () => ({}));
const gameMenus = jest.fn();
jest.mock('@/lib/wps/games', () => ({ gameMenus: (...args: unknown[]) => gameMenus(...args), gameList: jest.fn(), hotGames: jest.fn() }));
jest.mock('@/lib/wps/play', () => ({ newVendors: jest.fn() }));
jest.mock('next-intl/server', () => ({ setRequestLocale: jest.fn(), getTranslations: jest.fn(async () => (key: string) => key) }));

// The cache handler is the plain module `next start` loads (not through Jest's module system): run
// in a Node process of its own, as tests/support/cache-instance.mjs does.
const CACHE_SCRIPT = `
import PageCacheHandler from '${path.resolve(__dirname, '../../../lib/cache/page-cache-handler.mjs')}';
const page = (status) => ({ kind: 'APP_PAGE', html: '<!DOCTYPE html><html><body>' + status + '</body></html>', rscData: Buffer.from('rsc'), headers: {}, status, postponed: undefined, segmentData: undefined });
const handler = new PageCacheHandler({ serverDistDir: '/nonexistent' });
const ctx = { cacheControl: { revalidate: 60, expire: 3600 } };
for (let i = 0; i < 20; i += 1) await handler.set('/en/made-up-' + i, page(404), ctx);
let notFoundKept = 0;
for (let i = 0; i < 20; i += 1) if (await handler.get('/en/made-up-' + i, { kind: 'APP_PAGE' })) notFoundKept += 1;
await handler.set('/en/live', page(200), ctx);
const found = (await handler.get('/en/live', { kind: 'APP_PAGE' }))?.value?.status ?? null;
console.log(JSON.stringify({ notFoundKept, found }));
`;

it('the page cache never keeps a not-found page, and keeps a found one', () => {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', CACHE_SCRIPT], { cwd: path.resolve(__dirname, '../../..'), encoding: 'utf8', env: { ...process.env, REDIS_URL: '' } });
  const report = JSON.parse(output.trim().split('\n').pop()!);
  expect(report).toMatchObject({ notFoundKept: 0, found: 200 });
});

it('the category page refuses a segment that is no category (404) without asking the upstream', async () => {
  const { default: CategoryPage } = await import('@/app/[locale]/(site)/[category]/page');
  for (const category of ['x7f3k', 'LIVE', 'live%00', '..']) {
    await expect(CategoryPage({ params: Promise.resolve({ locale: 'en', category }) })).rejects.toMatchObject({ digest: expect.stringContaining('404') });
  }
  expect(gameMenus).not.toHaveBeenCalled();
});
