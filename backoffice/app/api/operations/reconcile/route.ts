import { jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { runReconcile } from '@bo/lib/platform/operations';

/** GET /api/operations/reconcile — the ledger's reconcile, run now (ledger:read). */
export async function GET(request: Request) {
  return asStaff(request, async ({ token }) => jsonResponse({ ranAt: new Date().toISOString(), report: await runReconcile(token) }));
}
