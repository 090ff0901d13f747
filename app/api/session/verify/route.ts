import { defineRoute } from '@/lib/bff/define-route';
import { pendingChallenge } from '@/lib/bff/login-challenge';
import { completeLogin } from '@/lib/bff/login-outcome';
import { errorResponse } from '@/lib/bff/responses';
import { verifyLoginSchema } from '@/lib/validation/accounts';
import { completeLoginVerification } from '@/lib/wps/accounts';

/** POST /api/session/verify — `{ method, code }` answers the pending second verification. */
export const POST = defineRoute({ access: 'public', body: verifyLoginSchema }, async ({ caller, session, body }) => {
  const current = await session();
  const pending = pendingChallenge(current);
  if (!pending || !pending.methods.includes(body.method)) return errorResponse(400, 'challenge_expired', 'The verification expired, please log in again');
  const result = await completeLoginVerification({ challenge: pending.id, ...body }, caller);
  return completeLogin(current, result, { audience: pending.audience, caller });
});
