import { callerFrom } from '@/lib/bff/caller';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse, upstreamErrorResponse } from '@/lib/bff/responses';
import { resetPasswordSchema } from '@/lib/validation/accounts';
import { resetPassword } from '@/lib/wps/accounts';

/** POST /api/password/reset — `{ token, newPassword, confirmNewPassword }` from the mailed link. */
export async function POST(request: Request) {
  const input = await readJson(request, resetPasswordSchema);
  if (!input.ok) return input.response;
  try {
    await resetPassword(input.data, callerFrom(request));
    return jsonResponse({ reset: true });
  } catch (error) {
    return upstreamErrorResponse(error);
  }
}
