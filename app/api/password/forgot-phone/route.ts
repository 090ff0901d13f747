import { defineRoute } from '@/lib/bff/define-route';
import { completeLogin } from '@/lib/bff/login-outcome';
import { forgotByPhoneSchema } from '@/lib/validation/accounts';
import { resetPasswordByPhone } from '@/lib/wps/accounts';

/** POST /api/password/forgot-phone — new password with an SMS code; the member is then logged in (spec §4). */
export const POST = defineRoute({ access: 'public', body: forgotByPhoneSchema }, async ({ caller, session, body }) => {
  const result = await resetPasswordByPhone(body, caller);
  return completeLogin(await session(), result, { audience: 'member', caller });
});
