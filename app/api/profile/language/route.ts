import { memberLanguageBody } from '@/contract/member-language';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { updateMemberLanguage } from '@/lib/wps/profile';

/**
 * PUT /api/profile/language { language } — the member switched language (spec §4 "saved locally,
 * server updated"): the platform writes the member's inbox and text messages in it.
 */
export async function PUT(request: Request) {
  return asMember(request, async (caller) => {
    const body = await readJson(request, memberLanguageBody);
    if (!body.ok) return body.response;
    return jsonResponse(await updateMemberLanguage(caller, body.data));
  });
}
