import { callerFrom } from '@/lib/bff/caller';
import { completeLogin } from '@/lib/bff/login-outcome';
import { readJson } from '@/lib/bff/read-json';
import { upstreamErrorResponse } from '@/lib/bff/responses';
import { getSession } from '@/lib/session';
import { forgotByPhoneSchema } from '@/lib/validation/accounts';
import { resetPasswordByPhone } from '@/lib/wps/accounts';

/** POST /api/password/forgot-phone — new password with an SMS code; the member is then logged in (spec §4). */
export async function POST(request: Request) {
  const input = await readJson(request, forgotByPhoneSchema);
  if (!input.ok) return input.response;
  const caller = callerFrom(request);
  try {
    const result = await resetPasswordByPhone(input.data, caller);
    return await completeLogin(await getSession(), result, { audience: 'member', caller });
  } catch (error) {
    return upstreamErrorResponse(error);
  }
}
