import { callerFrom } from '@/lib/bff/caller';
import { errorResponse, upstreamErrorResponse } from '@/lib/bff/responses';
import { getSession } from '@/lib/session';
import { WpsError } from '@/lib/wps/envelope';
import { walletEvents } from '@/lib/wps/wallet';

/** A live stream per member and tab: never cached, never prerendered. */
export const dynamic = 'force-dynamic';

/**
 * GET /api/wallet/events — the logged-in member's balance as server-sent events (the header's
 * EventSource): the upstream stream piped through, the token kept here. Closing the tab aborts the
 * upstream request.
 */
export async function GET(request: Request) {
  const session = await getSession();
  if (!session.token) return errorResponse(401, 'CUSTOMER_NOT_LOGIN', 'You are not logged in, please login');
  try {
    const events = await walletEvents(callerFrom(request, session.token), request.signal);
    return new Response(events, {
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'private, no-store',
        'X-Accel-Buffering': 'no',
      },
    });
  } catch (error) {
    if (error instanceof WpsError && error.status === 401) session.destroy();
    return upstreamErrorResponse(error);
  }
}
