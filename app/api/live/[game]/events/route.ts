import { defineRoute } from '@/lib/bff/define-route';
import { liveTableEvents } from '@/lib/wps/live-table';
import { liveGameParams } from '../live-params';

export const dynamic = 'force-dynamic';

/** GET /api/live/{game}/events — the table's rounds as server-sent events (opened, dealt, settled), piped through. */
export const GET = defineRoute({ access: 'member', trial: true, params: liveGameParams }, async ({ request, caller, params }) => {
  const events = await liveTableEvents(caller, params.game, request.signal);
  return new Response(events, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'private, no-store', 'X-Accel-Buffering': 'no' } });
});
