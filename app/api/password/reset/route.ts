import { defineRoute } from '@/lib/bff/define-route';
import { resetPasswordSchema } from '@/lib/validation/accounts';
import { resetPassword } from '@/lib/wps/accounts';

/** POST /api/password/reset — `{ token, newPassword, confirmNewPassword }` from the mailed link. */
export const POST = defineRoute({ access: 'public', body: resetPasswordSchema }, async ({ caller, body }) => {
  await resetPassword(body, caller);
  return { reset: true };
});
