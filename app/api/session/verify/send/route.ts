import { defineRoute } from '@/lib/bff/define-route';
import { pendingChallenge } from '@/lib/bff/login-challenge';
import { errorResponse } from '@/lib/bff/responses';
import { sendVerificationSchema } from '@/lib/validation/accounts';
import { sendLoginVerification } from '@/lib/wps/accounts';

/** POST /api/session/verify/send — `{ method: 'sms' | 'email' }` sends a code to the bound phone or e-mail. */
export const POST = defineRoute({ access: 'public', body: sendVerificationSchema }, async ({ caller, session, body }) => {
  const pending = pendingChallenge(await session());
  if (!pending || !pending.methods.includes(body.method)) return errorResponse(400, 'challenge_expired', 'The verification expired, please log in again');
  return sendLoginVerification(pending.id, body.method, caller);
});
