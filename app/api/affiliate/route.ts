import { z } from 'zod';
import { defineRoute } from '@/lib/bff/define-route';
import { checkAffiliate } from '@/lib/wps/accounts';

const querySchema = z.object({ code: z.string().trim().min(1, 'required').max(32, 'too_long') });

/** GET /api/affiliate?code= — `{ valid: true }` or 400 `invitation_code_error`. */
export const GET = defineRoute({ access: 'public', query: querySchema }, async ({ request, caller, query }) => {
  await checkAffiliate(query.code, new URL(request.url).host, caller);
  return { valid: true };
});
