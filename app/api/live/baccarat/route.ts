import { asMember } from '@/lib/bff/member-route';
import { jsonResponse } from '@/lib/bff/responses';
import { liveTable } from '@/lib/wps/live-table';

/** GET /api/live/baccarat — the shared table: its open round and the latest results. Trial accounts may watch. */
export async function GET(request: Request) {
  return asMember(request, async (caller) => jsonResponse(await liveTable(caller)), { allowTrial: true });
}
