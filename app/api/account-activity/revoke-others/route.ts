import { z } from 'zod';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { revokeOtherSessions } from '@/lib/wps/member-sessions';

/**
 * POST /api/account-activity/revoke-others {} — "sign out elsewhere": the member's other sessions are
 * revoked upstream; this one stays. A JSON body is required, so another site cannot send it without
 * a CORS preflight.
 */
export async function POST(request: Request) {
  return asMember(request, async (caller) => {
    const body = await readJson(request, z.object({}).strict());
    if (!body.ok) return body.response;
    return jsonResponse(await revokeOtherSessions(caller));
  });
}
