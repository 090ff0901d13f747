import { liveGameOfSegment } from '@/contract/live-table';
import { callerFrom } from '@/lib/bff/caller';
import { errorResponse, upstreamErrorResponse } from '@/lib/bff/responses';
import { getSession } from '@/lib/session';
import { WpsError } from '@/lib/wps/envelope';
import { liveTableEvents } from '@/lib/wps/live-table';

export const dynamic = 'force-dynamic';

/** GET /api/live/{game}/events — the table's rounds as server-sent events (opened, dealt, settled), piped through. */
export async function GET(request: Request, { params }: { params: Promise<{ game: string }> }) {
  const game = liveGameOfSegment((await params).game);
  if (!game) return errorResponse(404, 'live_table_not_found', 'No such table');
  const session = await getSession();
  if (!session.token) return errorResponse(401, 'CUSTOMER_NOT_LOGIN', 'You are not logged in, please login');
  try {
    const events = await liveTableEvents(callerFrom(request, session.token), game, request.signal);
    return new Response(events, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'private, no-store', 'X-Accel-Buffering': 'no' } });
  } catch (error) {
    if (error instanceof WpsError && error.status === 401) session.destroy();
    return upstreamErrorResponse(error);
  }
}
