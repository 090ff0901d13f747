import { defineRoute } from '@/lib/bff/define-route';
import { changePasswordSchema } from '@/lib/validation/accounts';
import { changePassword } from '@/lib/wps/accounts';

/** POST /api/password — change password `{ oldPassword, newPassword, confirmNewPassword }`. */
export const POST = defineRoute({ access: 'member', body: changePasswordSchema }, async ({ caller, body }) => {
  await changePassword(body, caller);
  return { changed: true };
});
