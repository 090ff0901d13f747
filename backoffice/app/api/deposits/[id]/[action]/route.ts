import { z } from 'zod';
import { depositIdSchema } from '@/contract/cashier-deposit';
import { decisionBody, DECISIONS } from '@bo/lib/decision-schemas';
import { readJson } from '@bo/lib/bff/read-json';
import { errorResponse, jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { decideDeposit } from '@bo/lib/platform/payments';

const params = z.object({ id: depositIdSchema, action: z.enum(DECISIONS) });

/** POST /api/deposits/:id/:action — approve (credits the member) or reject with a reason (deposits:approve). */
export async function POST(request: Request, context: { params: Promise<{ id: string; action: string }> }) {
  return asStaff(request, async ({ token }) => {
    const route = params.safeParse(await context.params);
    if (!route.success) return errorResponse(404, 'not_found', 'No such deposit action');
    const body = await readJson(request, decisionBody(route.data.action));
    if (!body.ok) return body.response;
    return jsonResponse(await decideDeposit(token, route.data.id, route.data.action, body.data.reason));
  });
}
