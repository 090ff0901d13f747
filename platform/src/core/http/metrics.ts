// Prometheus metrics of the platform (issue #16), served at GET /metrics to the operator (the
// operator key as `X-Operator-Key` or `Authorization: Bearer`): request rate, latency and errors per
// route; the cashier's queues (deposits and withdrawals waiting for a decision); job lag; and the
// ledger's last reconcile result, checked at most every METRICS_RECONCILE_EVERY_MS (it reads every
// posting, so never on each scrape) and kept among the reconcile runs the operations screen lists.
// Node's process metrics come with them.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DEPOSIT_STATE, WITHDRAWAL_STATE } from '../../../../contract/cashier-states';
import type { Db } from '../database/client';
import { rowsOf } from '../database/rows-of';
import { errors } from './envelope';
import { JOBS_SCHEMA } from '../jobs/job-queue';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

export interface MetricsOptions {
  db: Db;
  operatorKey: string;
  /** Reads /metrics only (METRICS_KEY): a scraper's key, which opens no /admin route. */
  metricsKey?: string;
  /** false: no reconcile gauge (a test platform that checks reconcile itself). */
  reconcile?: boolean;
  /** The reconcile gauge is computed at most this often (METRICS_RECONCILE_EVERY_MS). */
  reconcileEveryMs: number;
  /** Runs the ledger's reconcile and keeps its report (the ledger module's runAndKeepReconcile). */
  runReconcile: (db: Db, ranBy: string) => Promise<{ report: { ok: boolean } }>;
  /** The spins' group commit counters (the games module's spin batcher). */
  spinStats: { readonly statements: number; readonly batchedSpins: number };
}

/** The route's pattern (`/wps/deposit/:id`), never the raw URL: ids would make a series each. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

export function installMetrics(app: FastifyInstance, options: MetricsOptions): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'platform_' });

  const requests = new Counter({ name: 'platform_http_requests_total', help: 'Requests answered, by route, method and status class', labelNames: ['route', 'method', 'status'], registers: [registry] });
  const latency = new Histogram({
    name: 'platform_http_request_duration_seconds',
    help: 'Time to answer, by route and method',
    labelNames: ['route', 'method'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const failures = new Counter({ name: 'platform_http_errors_total', help: 'Answers with a 5xx status, by route', labelNames: ['route'], registers: [registry] });

  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    const status = reply.statusCode;
    requests.inc({ route, method: request.method, status: `${Math.floor(status / 100)}xx` });
    latency.observe({ route, method: request.method }, reply.elapsedTime / 1000);
    if (status >= 500) failures.inc({ route });
  });

  const queue = new Gauge({ name: 'platform_cashier_orders_waiting', help: 'Orders waiting for a decision, by kind', labelNames: ['kind'], registers: [registry] });
  const jobLag = new Gauge({ name: 'platform_job_lag_seconds', help: 'Age of the oldest job due but not started', registers: [registry] });
  const reconciled = new Gauge({ name: 'platform_ledger_reconcile_ok', help: '1 when the last reconcile found the ledger whole, 0 when not', registers: [registry] });
  const reconciledAt = new Gauge({ name: 'platform_ledger_reconcile_timestamp_seconds', help: 'When the last reconcile ran', registers: [registry] });

  // The spins' group commit (modules/games/queries/spin-batch.ts): statements sent, and spins that went in batches of two or more.
  const spinStats = options.spinStats;
  new Counter({
    name: 'platform_spin_statements_total',
    help: 'Spin settlement statements sent (a batch of spins or a single spin)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(spinStats.statements);
    },
  });
  new Counter({
    name: 'platform_spin_batched_total',
    help: 'Spins settled in a batch of two or more',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(spinStats.batchedSpins);
    },
  });

  let lastReconcile = 0;
  let reconciling: Promise<void> | undefined;
  const refreshReconcile = () => {
    if (options.reconcile === false || reconciling || Date.now() - lastReconcile < options.reconcileEveryMs) return;
    lastReconcile = Date.now();
    reconciling = options.runReconcile(options.db, 'metrics')
      .then(({ report }) => {
        reconciled.set(report.ok ? 1 : 0);
        reconciledAt.set(Math.floor(Date.now() / 1000));
      })
      .catch((error: Error) => app.log.warn({ err: error.message }, 'metrics: reconcile failed'))
      .finally(() => (reconciling = undefined));
  };

  async function collectQueues(): Promise<void> {
    const [row] = rowsOf<{ deposits: string; withdrawals: string }>(
      await options.db.execute(sql`select
        (select count(*) from deposit_orders where state in (${DEPOSIT_STATE.new}, ${DEPOSIT_STATE.pending})) as deposits,
        (select count(*) from withdrawal_orders where state = ${WITHDRAWAL_STATE.processing}) as withdrawals`),
    );
    queue.set({ kind: 'deposit' }, Number(row.deposits));
    queue.set({ kind: 'withdrawal' }, Number(row.withdrawals));
    try {
      const [lag] = rowsOf<{ seconds: number | null }>(
        await options.db.execute(
          sql.raw(`select extract(epoch from now() - min(start_after))::float8 as seconds from ${JOBS_SCHEMA}.job where state in ('created', 'retry') and start_after <= now()`),
        ),
      );
      jobLag.set(Math.max(0, lag.seconds ?? 0));
    } catch {
      // The job tables are pg-boss's own: a version without them reports no lag rather than failing the scrape.
    }
  }

  // The operator's key, or a key that reads the metrics and nothing else (a scraper's).
  const accepted = [options.operatorKey, options.metricsKey].filter((key): key is string => Boolean(key)).map(digest);
  app.get('/metrics', async (request, reply) => {
    const header = request.headers['x-operator-key'] ?? request.headers.authorization?.replace(/^Bearer /, '');
    if (typeof header !== 'string' || !accepted.some((key) => timingSafeEqual(digest(header), key))) throw errors.operatorKeyInvalid();
    refreshReconcile();
    await collectQueues();
    reply.header('Content-Type', registry.contentType).header('Cache-Control', 'no-store');
    return registry.metrics();
  });
}
