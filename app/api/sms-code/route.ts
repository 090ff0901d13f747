import { callerFrom } from '@/lib/bff/caller';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse, upstreamErrorResponse } from '@/lib/bff/responses';
import { getSession } from '@/lib/session';
import { smsCodeRequestSchema } from '@/lib/validation/accounts';
import { requestSmsCode } from '@/lib/wps/accounts';

/**
 * POST /api/sms-code — `{ mobileNum, countryDialingCode, purpose, captcha }`: a code by SMS; answers
 * `{ expiredMinutes }`. Each code costs the captcha this browser was shown (its key is the session's,
 * used once whatever the answer; the platform checks it).
 */
export async function POST(request: Request) {
  const input = await readJson(request, smsCodeRequestSchema);
  if (!input.ok) return input.response;
  try {
    const session = await getSession();
    const captchaKey = session.captchaKey;
    if (captchaKey) {
      delete session.captchaKey;
      await session.save();
    }
    return jsonResponse(await requestSmsCode({ ...input.data, captchaKey }, callerFrom(request)));
  } catch (error) {
    return upstreamErrorResponse(error);
  }
}
