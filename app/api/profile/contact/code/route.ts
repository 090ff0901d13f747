import { bindCodeSchema } from '@/contract/profile';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { sendContactCode } from '@/lib/wps/profile';

/**
 * POST /api/profile/contact/code { channel: 'mobile' | 'email', target: 'new', mobileNum | email }
 * or { channel, target: 'old' } — a code to bind a new number/address, or to prove the bound one.
 */
export async function POST(request: Request) {
  return asMember(request, async (caller) => {
    const body = await readJson(request, bindCodeSchema);
    if (!body.ok) return body.response;
    return jsonResponse(await sendContactCode(caller, body.data));
  });
}
