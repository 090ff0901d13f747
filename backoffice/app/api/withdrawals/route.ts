import { jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { withdrawalQueue } from '@bo/lib/platform/payments';

/** GET /api/withdrawals — withdrawals under review with their risk hints and four-eyes state (withdrawals:read). */
export async function GET(request: Request) {
  return asStaff(request, async ({ token }) => jsonResponse(await withdrawalQueue(token)));
}
