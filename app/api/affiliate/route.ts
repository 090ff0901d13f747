import { z } from 'zod';
import { callerFrom } from '@/lib/bff/caller';
import { readQuery } from '@/lib/bff/read-query';
import { jsonResponse, upstreamErrorResponse } from '@/lib/bff/responses';
import { checkAffiliate } from '@/lib/wps/accounts';

const querySchema = z.object({ code: z.string().trim().min(1, 'required').max(32, 'too_long') });

/** GET /api/affiliate?code= — `{ valid: true }` or 400 `invitation_code_error`. */
export async function GET(request: Request) {
  const query = readQuery(request, querySchema);
  if (!query.ok) return query.response;
  try {
    await checkAffiliate(query.data.code, new URL(request.url).host, callerFrom(request));
    return jsonResponse({ valid: true });
  } catch (error) {
    return upstreamErrorResponse(error);
  }
}
