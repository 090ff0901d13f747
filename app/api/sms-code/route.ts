import { callerFrom } from '@/lib/bff/caller';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse, upstreamErrorResponse } from '@/lib/bff/responses';
import { smsCodeRequestSchema } from '@/lib/validation/accounts';
import { requestSmsCode } from '@/lib/wps/accounts';

/** POST /api/sms-code — `{ mobileNum, countryDialingCode, purpose }`: a code by SMS; answers `{ expiredMinutes }`. */
export async function POST(request: Request) {
  const input = await readJson(request, smsCodeRequestSchema);
  if (!input.ok) return input.response;
  try {
    return jsonResponse(await requestSmsCode(input.data, callerFrom(request)));
  } catch (error) {
    return upstreamErrorResponse(error);
  }
}
