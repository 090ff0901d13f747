import { bindContactSchema } from '@/contract/profile';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { bindContact } from '@/lib/wps/profile';

/**
 * POST /api/profile/contact/bind { channel, mobileNum | email, code, oldCode? | password? } —
 * binds the number or address whose code is given; replacing a bound one needs its code or the
 * login password. Answers the masked contacts.
 */
export async function POST(request: Request) {
  return asMember(request, async (caller) => {
    const body = await readJson(request, bindContactSchema);
    if (!body.ok) return body.response;
    return jsonResponse(await bindContact(caller, body.data));
  });
}
