import { markReadBody } from '@/contract/member-inbox';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { markInboxRead } from '@/lib/wps/inbox';

/** PUT /api/inbox/read { ids } | { all: true } — marks the member's own messages read. */
export async function PUT(request: Request) {
  return asMember(request, async (caller) => {
    const body = await readJson(request, markReadBody);
    if (!body.ok) return body.response;
    return jsonResponse(await markInboxRead(caller, body.data));
  });
}
