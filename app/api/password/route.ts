import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { changePasswordSchema } from '@/lib/validation/accounts';
import { changePassword } from '@/lib/wps/accounts';

/** POST /api/password — change password `{ oldPassword, newPassword, confirmNewPassword }`. */
export async function POST(request: Request) {
  const input = await readJson(request, changePasswordSchema);
  if (!input.ok) return input.response;
  return asMember(request, async (caller) => {
    await changePassword(input.data, caller);
    return jsonResponse({ changed: true });
  });
}
