import { profileUpdateSchema } from '@/contract/profile';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { memberProfile, updateMemberProfile } from '@/lib/wps/profile';

/** GET /api/profile — the member's profile (spec §3), contacts masked, avatar version, funds password set or not. */
export async function GET(request: Request) {
  return asMember(request, async (caller) => jsonResponse(await memberProfile(caller)));
}

/**
 * PUT /api/profile { nickname?, realName?, birthday?, gender?, address?, … } — checked with the
 * platform's own rules (contract/profile.ts: at least 21 years old, the real name set once).
 */
export async function PUT(request: Request) {
  return asMember(request, async (caller) => {
    const body = await readJson(request, profileUpdateSchema);
    if (!body.ok) return body.response;
    return jsonResponse(await updateMemberProfile(caller, body.data));
  });
}
