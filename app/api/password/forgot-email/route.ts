import { callerFrom } from '@/lib/bff/caller';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse, upstreamErrorResponse } from '@/lib/bff/responses';
import { forgotByEmailSchema } from '@/lib/validation/accounts';
import { forgotPasswordByEmail } from '@/lib/wps/accounts';

/** POST /api/password/forgot-email — `{ username, email }`: a reset link goes to the bound e-mail. */
export async function POST(request: Request) {
  const input = await readJson(request, forgotByEmailSchema);
  if (!input.ok) return input.response;
  try {
    await forgotPasswordByEmail(input.data, callerFrom(request));
    return jsonResponse({ sent: true });
  } catch (error) {
    return upstreamErrorResponse(error);
  }
}
