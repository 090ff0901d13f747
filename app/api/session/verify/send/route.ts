import { callerFrom } from '@/lib/bff/caller';
import { pendingChallenge } from '@/lib/bff/login-challenge';
import { readJson } from '@/lib/bff/read-json';
import { errorResponse, jsonResponse, upstreamErrorResponse } from '@/lib/bff/responses';
import { getSession } from '@/lib/session';
import { sendVerificationSchema } from '@/lib/validation/accounts';
import { sendLoginVerification } from '@/lib/wps/accounts';

/** POST /api/session/verify/send — `{ method: 'sms' | 'email' }` sends a code to the bound phone or e-mail. */
export async function POST(request: Request) {
  const input = await readJson(request, sendVerificationSchema);
  if (!input.ok) return input.response;
  const session = await getSession();
  const pending = pendingChallenge(session);
  if (!pending || !pending.methods.includes(input.data.method)) {
    return errorResponse(400, 'challenge_expired', 'The verification expired, please log in again');
  }
  try {
    return jsonResponse(await sendLoginVerification(pending.id, input.data.method, callerFrom(request)));
  } catch (error) {
    return upstreamErrorResponse(error);
  }
}
