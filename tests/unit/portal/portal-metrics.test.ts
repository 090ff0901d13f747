/** @jest-environment node */
// The portal's metrics (issue #16): GET /api/metrics exists only with METRICS_TOKEN and answers only
// its holder; upstream calls are labelled by path pattern (ids folded), so a label never grows with
// members or orders.
import { GET } from '@/app/api/metrics/route';
import { pathPattern, portalMetrics } from '@/lib/metrics/portal-metrics.mjs';

const scrape = (authorization?: string) =>
  GET(new Request('http://portal.test/api/metrics', { headers: authorization ? { authorization } : {} }));

afterEach(() => {
  delete process.env.METRICS_TOKEN;
});

it('does not exist without METRICS_TOKEN', async () => {
  expect((await scrape('Bearer anything')).status).toBe(404);
});

it('answers only the holder of METRICS_TOKEN, with the upstream, cache and process series', async () => {
  process.env.METRICS_TOKEN = 'scrape-token-123';
  expect((await scrape()).status).toBe(401);
  expect((await scrape('Bearer wrong')).status).toBe(401);

  portalMetrics().upstream.observe({ path: pathPattern('/wps/agent/contracts/42/history'), method: 'GET', outcome: '2xx' }, 0.004);
  portalMetrics().cache.inc({ tier: 'memory' });
  const response = await scrape('Bearer scrape-token-123');
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const text = await response.text();
  expect(text).toMatch(/portal_upstream_duration_seconds_count\{path="\/wps\/agent\/contracts\/:id\/history",method="GET",outcome="2xx"\} 1/);
  expect(text).toMatch(/portal_page_cache_lookups_total\{tier="memory"\} 1/);
  expect(text).toContain('portal_process_cpu_seconds_total');
});

it.each([
  ['/wps/v2/wallets/balance', '/wps/v2/wallets/balance'],
  ['/wps/agent/contracts/42/history', '/wps/agent/contracts/:id/history'],
  ['/wps/deposit/D20261124000123456/slip?x=1', '/wps/deposit/:id/slip'],
  ['/lgw/vn/games/game_menu', '/lgw/vn/games/game_menu'],
])('labels %s as %s', (path, pattern) => {
  expect(pathPattern(path)).toBe(pattern);
});
