import { z } from 'zod';
import { recordIdParam } from '@/contract/record-id';
import { decisionBody, DECISIONS } from '@bo/lib/decision-schemas';
import { readJson } from '@bo/lib/bff/read-json';
import { errorResponse, jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { reviewWithdrawal } from '@bo/lib/platform/payments';

const params = z.object({ id: recordIdParam, action: z.enum(DECISIONS) });

/**
 * POST /api/withdrawals/:id/:action — approve (pays out, or 202 waiting for a second approver above
 * the four-eyes threshold) or reject with a reason (withdrawals:approve).
 */
export async function POST(request: Request, context: { params: Promise<{ id: string; action: string }> }) {
  return asStaff(request, async ({ token }) => {
    const route = params.safeParse(await context.params);
    if (!route.success) return errorResponse(404, 'not_found', 'No such withdrawal action');
    const body = await readJson(request, decisionBody(route.data.action));
    if (!body.ok) return body.response;
    const result = await reviewWithdrawal(token, route.data.id, route.data.action, body.data.reason);
    return jsonResponse(result, result.outcome === 'awaiting' ? 202 : 200);
  });
}
