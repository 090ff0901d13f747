import { broadcastRequest } from '@/contract/inbox-admin';
import { readJson } from '@bo/lib/bff/read-json';
import { jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { listBroadcasts, sendBroadcast } from '@bo/lib/platform/inbox';

/** GET /api/inbox/messages — the latest broadcasts, newest first (inbox:read). */
export async function GET(request: Request) {
  return asStaff(request, async ({ token }) => jsonResponse(await listBroadcasts(token)));
}

/** POST /api/inbox/messages — sends one broadcast, once per idempotency key (inbox:send). */
export async function POST(request: Request) {
  return asStaff(request, async ({ token }) => {
    const body = await readJson(request, broadcastRequest);
    if (!body.ok) return body.response;
    return jsonResponse(await sendBroadcast(token, body.data), 201);
  });
}
