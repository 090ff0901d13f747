import { callerFrom } from '@/lib/bff/caller';
import { pendingChallenge } from '@/lib/bff/login-challenge';
import { completeLogin } from '@/lib/bff/login-outcome';
import { readJson } from '@/lib/bff/read-json';
import { errorResponse, upstreamErrorResponse } from '@/lib/bff/responses';
import { getSession } from '@/lib/session';
import { verifyLoginSchema } from '@/lib/validation/accounts';
import { completeLoginVerification } from '@/lib/wps/accounts';

/** POST /api/session/verify — `{ method, code }` answers the pending second verification. */
export async function POST(request: Request) {
  const input = await readJson(request, verifyLoginSchema);
  if (!input.ok) return input.response;
  const session = await getSession();
  const pending = pendingChallenge(session);
  if (!pending || !pending.methods.includes(input.data.method)) {
    return errorResponse(400, 'challenge_expired', 'The verification expired, please log in again');
  }
  const caller = callerFrom(request);
  try {
    const result = await completeLoginVerification({ challenge: pending.id, ...input.data }, caller);
    return await completeLogin(session, result, { audience: pending.audience, caller });
  } catch (error) {
    return upstreamErrorResponse(error);
  }
}
