import { fundsResetSchema } from '@/contract/profile';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { resetFundsPassword } from '@/lib/wps/profile';

/** POST /api/funds-password/reset { channel, code, newPassword, confirmPassword } — a new funds password by code. */
export async function POST(request: Request) {
  return asMember(request, async (caller) => {
    const body = await readJson(request, fundsResetSchema);
    if (!body.ok) return body.response;
    return jsonResponse(await resetFundsPassword(caller, body.data));
  });
}
