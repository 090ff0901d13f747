import { defineRoute } from '@/lib/bff/define-route';
import { walletEvents } from '@/lib/wps/wallet';

/** A live stream per member and tab: never cached, never prerendered. */
export const dynamic = 'force-dynamic';

/**
 * GET /api/wallet/events — the logged-in member's balance as server-sent events (the header's
 * EventSource): the upstream stream piped through, the token kept here. Closing the tab aborts the
 * upstream request.
 */
export const GET = defineRoute({ access: 'member', trial: true }, async ({ request, caller }) => {
  const events = await walletEvents(caller, request.signal);
  return new Response(events, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'X-Accel-Buffering': 'no',
    },
  });
});
