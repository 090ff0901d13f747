import { asMember } from '@/lib/bff/member-route';
import { jsonResponse } from '@/lib/bff/responses';
import { inboxUnreadCount } from '@/lib/wps/inbox';

/** GET /api/inbox/unread-count — `{ value: n }` (EMFE_getInboxUnreadCount); trial accounts fetch nothing (spec §6). */
export async function GET(request: Request) {
  return asMember(request, async (caller) => jsonResponse(await inboxUnreadCount(caller)));
}
