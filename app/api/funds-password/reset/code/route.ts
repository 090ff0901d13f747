import { fundsResetCodeSchema } from '@/contract/profile';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { sendFundsResetCode } from '@/lib/wps/profile';

/** POST /api/funds-password/reset/code { channel: 'mobile' | 'email' } — a code to the bound contact. */
export async function POST(request: Request) {
  return asMember(request, async (caller) => {
    const body = await readJson(request, fundsResetCodeSchema);
    if (!body.ok) return body.response;
    return jsonResponse(await sendFundsResetCode(caller, body.data.channel));
  });
}
