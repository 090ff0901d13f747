import { changeFundsPasswordSchema, setFundsPasswordSchema } from '@/contract/cashier-withdraw';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { changeFundsPassword, setFundsPassword } from '@/lib/wps/withdraw';

/** PUT /api/funds-password { password, confirmPassword } — set the first funds password. */
export async function PUT(request: Request) {
  return asMember(request, async (caller) => {
    const body = await readJson(request, setFundsPasswordSchema);
    if (!body.ok) return body.response;
    return jsonResponse(await setFundsPassword(caller, body.data));
  });
}

/** POST /api/funds-password { oldPassword, newPassword, confirmPassword } — change it. */
export async function POST(request: Request) {
  return asMember(request, async (caller) => {
    const body = await readJson(request, changeFundsPasswordSchema);
    if (!body.ok) return body.response;
    return jsonResponse(await changeFundsPassword(caller, body.data));
  });
}
