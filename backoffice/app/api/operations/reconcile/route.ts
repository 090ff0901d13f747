import { jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { recentReconcileRuns, runReconcile } from '@bo/lib/platform/operations';

/** GET /api/operations/reconcile — the ledger's last reconcile runs, newest first (ledger:read). */
export async function GET(request: Request) {
  return asStaff(request, async ({ token }) => jsonResponse(await recentReconcileRuns(token)));
}

/** POST /api/operations/reconcile — runs the reconcile now; the platform keeps its report (ledger:read). */
export async function POST(request: Request) {
  return asStaff(request, async ({ token }) => jsonResponse(await runReconcile(token), 201));
}
