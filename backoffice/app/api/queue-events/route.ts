import { asStaff } from '@bo/lib/bff/staff-route';
import { queueEventStream } from '@bo/lib/platform/payments';

/** GET /api/queue-events — what waits in the deposit, withdrawal and approval queues, live (deposits:read). */
export async function GET(request: Request) {
  return asStaff(request, async ({ token }) => queueEventStream(token, request.signal));
}
