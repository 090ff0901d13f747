// Reconcile runs kept (issue #28 "Operations": run it, see the last result): each run of the ledger's
// reconcile by staff, a key or the metrics' periodic check is stored with its report, so the last
// result is there for whoever opens the screen next, not only for who pressed the button.
import { desc } from 'drizzle-orm';
import type { ReconcileReport, ReconcileRun } from '../../../../../contract/operations';
import type { Executor } from '../../../core/database/client';
import { reconcile } from '../queries/reconcile';
import { reconcileRuns } from '../schema';

type RunRow = typeof reconcileRuns.$inferSelect;

const runOf = (row: RunRow): ReconcileRun => ({
  id: row.id,
  ranAt: row.ranAt.toISOString(),
  ranBy: row.ranBy,
  durationMs: row.durationMs,
  report: row.report as ReconcileReport,
});

/** Runs the reconcile now and stores its report. */
export async function runAndKeepReconcile(ex: Executor, ranBy: string): Promise<ReconcileRun> {
  const started = performance.now();
  const report = await reconcile(ex);
  const durationMs = Math.round(performance.now() - started);
  const [row] = await ex.insert(reconcileRuns).values({ ranBy, ok: report.ok, durationMs, report }).returning();
  return runOf(row);
}

/** The newest runs first. */
export async function recentReconcileRuns(ex: Executor, limit: number): Promise<ReconcileRun[]> {
  const rows = await ex.select().from(reconcileRuns).orderBy(desc(reconcileRuns.ranAt), desc(reconcileRuns.id)).limit(limit);
  return rows.map(runOf);
}
