import { defineRoute } from '@/lib/bff/define-route';
import { forgotByEmailSchema } from '@/lib/validation/accounts';
import { forgotPasswordByEmail } from '@/lib/wps/accounts';

/** POST /api/password/forgot-email — `{ username, email }`: a reset link goes to the bound e-mail. */
export const POST = defineRoute({ access: 'public', body: forgotByEmailSchema }, async ({ caller, body }) => {
  await forgotPasswordByEmail(body, caller);
  return { sent: true };
});
