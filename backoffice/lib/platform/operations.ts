import 'server-only';
import { jobReport, platformHealth, reconcileReport } from '../../../contract/operations';
import { adminCall, platformHealthAnswer } from './admin-fetch';

// The operations screen: the job queue (system:read), the ledger's reconcile (ledger:read, run on
// demand: it reads every posting), and the platform's health.

export async function readJobs(token: string) {
  return (await adminCall({ method: 'GET', path: '/jobs', token }, jobReport)).value;
}

export async function runReconcile(token: string) {
  return (await adminCall({ method: 'GET', path: '/ledger/reconcile', token }, reconcileReport)).value;
}

export async function readHealth() {
  const parsed = platformHealth.safeParse(await platformHealthAnswer());
  return parsed.success ? parsed.data : { ok: false, database: 'unknown', warnings: [] };
}
