/** @jest-environment node */
// The platform's Prometheus metrics (GET /metrics, issue #16): only for the operator; per-route
// request counts and latency by the route's pattern (never the raw URL with its ids), 5xx errors,
// the cashier's waiting orders, job lag and the ledger's reconcile result.
import { MoneyClient } from '../../support/money-client';
import { startPlatform, type RunningPlatform } from './platform-process';

let platform: RunningPlatform;
let client: MoneyClient;

const METRICS_KEY = 'scraper-key-0123456789abcdef';

beforeAll(async () => {
  platform = await startPlatform({ METRICS_KEY });
  client = new MoneyClient(platform.url, platform.operatorKey);
}, 90_000);
afterAll(() => platform?.stop());

const scrape = async (headers: Record<string, string>) => {
  const response = await fetch(`${platform.url}/metrics`, { headers });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
};
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

it('answers only the operator', async () => {
  expect((await scrape({})).status).toBe(401);
  expect((await scrape({ Authorization: 'Bearer wrong' })).status).toBe(401);
  const ok = await scrape({ Authorization: `Bearer ${platform.operatorKey}` });
  expect(ok.status).toBe(200);
  expect(ok.type).toContain('text/plain');
});

it('gives a scraper its own key: it reads the metrics and opens no operator route', async () => {
  expect((await scrape({ Authorization: `Bearer ${METRICS_KEY}` })).status).toBe(200);
  const admin = await fetch(`${platform.url}/admin/flags`, { headers: { 'X-Operator-Key': METRICS_KEY } });
  expect(admin.status).toBe(401);
  const adminBearer = await fetch(`${platform.url}/admin/flags`, { headers: { Authorization: `Bearer ${METRICS_KEY}` } });
  expect(adminBearer.status).toBe(401);
});

it('counts requests by route pattern and status class, with latency, the cashier queues, job lag and reconcile', async () => {
  await client.createMember('metrics01', '50.00');
  const token = await client.login('metrics01', 'Load@2026');
  for (let i = 0; i < 3; i++) await client.balance(token);
  // Ids in the path must not become series of their own.
  await client.call('/wps/agent/contracts/9123456/history', { token });
  await client.call('/wps/agent/contracts/9123457/history', { token });

  const { text } = await scrape({ 'X-Operator-Key': platform.operatorKey });
  expect(valueOf(text, 'platform_http_requests_total{route="/wps/v2/wallets/balance",method="GET",status="2xx"}')).toBeGreaterThanOrEqual(3);
  expect(text).toMatch(/platform_http_request_duration_seconds_bucket\{le="0.005",route="\/wps\/v2\/wallets\/balance",method="GET"\} \d+/);
  expect(text).toContain('route="/wps/agent/contracts/:id/history"');
  expect(text).not.toContain('9123456');
  expect(valueOf(text, 'platform_cashier_orders_waiting{kind="deposit"}')).toBeGreaterThanOrEqual(0);
  expect(valueOf(text, 'platform_cashier_orders_waiting{kind="withdrawal"}')).toBeGreaterThanOrEqual(0);
  expect(valueOf(text, 'platform_job_lag_seconds')).toBeGreaterThanOrEqual(0);
  expect(text).toContain('platform_process_cpu_seconds_total');
  // The first scrape started a reconcile; the next one reports it.
  const later = await (async () => {
    for (let i = 0; i < 50; i++) {
      const { text: again } = await scrape({ 'X-Operator-Key': platform.operatorKey });
      if (valueOf(again, 'platform_ledger_reconcile_ok') !== undefined) return again;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return '';
  })();
  expect(valueOf(later, 'platform_ledger_reconcile_ok')).toBe(1);
});

// Issue #28 "Operations: reconcile (run it, see the last result)": every run is kept with its report.
it('keeps each reconcile run, the metrics’ periodic one and one asked for, newest first, with who ran it', async () => {
  type Run = { id: number; ranBy: string; durationMs: number; report: { ok: boolean; total: string } };
  const runs = async (query = '') => client.admin<Run[]>('GET', `/ledger/reconcile/runs${query}`);
  // The scrapes above ran the metrics' reconcile: it is kept.
  expect((await runs()).body.value!.some((run) => run.ranBy === 'metrics' && run.report.ok)).toBe(true);
  const asked = await client.admin<Run>('POST', '/ledger/reconcile/runs', {});
  expect(asked.status).toBe(200);
  expect(asked.body.value).toMatchObject({ ranBy: 'key:operator', report: { ok: true, total: '0.00' } });
  expect(asked.body.value!.durationMs).toBeGreaterThanOrEqual(0);
  const listed = (await runs('?limit=1')).body.value!;
  expect(listed).toEqual([asked.body.value]);
  for (const bad of ['?limit=0', '?limit=51', '?limit=many']) {
    const refused = await runs(bad);
    expect([refused.status, refused.body.success]).toEqual([400, false]);
  }
  expect((await runs('?limit=1')).body.value).toEqual([asked.body.value]);
});

it('reports the job queue: each scheduled job with its cron, and the queues with their states and lag (npm run ops -- jobs)', async () => {
  const report = await client.admin<{ queues: { name: string; completed: number; lagSeconds: number }[]; schedules: { name: string; cron: string }[] }>('GET', '/jobs');
  expect(report.status).toBe(200);
  const { schedules, queues } = report.body.value!;
  expect(schedules).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'deposit-expiry', cron: expect.stringMatching(/\*/) })]));
  for (const queue of queues) expect(queue.lagSeconds).toBeGreaterThanOrEqual(0);
  // Every queue the platform works, a quiet one too (its zeros), not only those that have had a job.
  expect(queues.map((queue) => queue.name)).toEqual(expect.arrayContaining(['deposit-expiry']));
  expect((await client.call('/admin/jobs')).status).toBe(401);
});
