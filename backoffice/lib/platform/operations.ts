import 'server-only';
import { z } from 'zod';
import { jobReport, platformHealth, reconcileRun } from '../../../contract/operations';
import { adminCall, platformHealthAnswer } from './admin-fetch';

// The operations screen: the job queue (system:read), the ledger's reconcile (ledger:read: run on
// demand, as it reads every posting, and kept with its report; the last runs listed), and the
// platform's health.

export async function readJobs(token: string) {
  return (await adminCall({ method: 'GET', path: '/jobs', token }, jobReport)).value;
}

export async function runReconcile(token: string) {
  return (await adminCall({ method: 'POST', path: '/ledger/reconcile/runs', token, body: {} }, reconcileRun)).value;
}

export async function recentReconcileRuns(token: string) {
  return (await adminCall({ method: 'GET', path: '/ledger/reconcile/runs', token, query: { limit: '5' } }, z.array(reconcileRun))).value;
}

export async function readHealth() {
  const parsed = platformHealth.safeParse(await platformHealthAnswer());
  return parsed.success ? parsed.data : { ok: false, database: 'unknown', warnings: [] };
}
