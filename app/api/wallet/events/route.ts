import { defineRoute } from '@/lib/bff/define-route';
import { withBalanceText } from '@/lib/bff/wallet-event-stream';
import { displayLanguageQuerySchema } from '@/lib/validation/language-query';
import { walletEvents } from '@/lib/wps/wallet';

/** A live stream per member and tab: never cached, never prerendered. */
export const dynamic = 'force-dynamic';

/**
 * GET /api/wallet/events?lang= — the logged-in member's balance as server-sent events (the header's
 * EventSource): the upstream stream passed on with each balance formatted in that language, the token
 * kept here. Closing the tab aborts the upstream request.
 */
export const GET = defineRoute({ access: 'member', trial: true, query: displayLanguageQuerySchema }, async ({ request, caller, query }) => {
  const events = withBalanceText(await walletEvents(caller, request.signal), query.lang);
  return new Response(events, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'X-Accel-Buffering': 'no',
    },
  });
});
