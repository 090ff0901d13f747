import { z } from 'zod';
import { recordIdParam } from '@/contract/record-id';
import { decisionBody, DECISIONS } from '@bo/lib/decision-schemas';
import { readJson } from '@bo/lib/bff/read-json';
import { errorResponse, jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { decideAdjustment } from '@bo/lib/platform/payments';

const params = z.object({ id: recordIdParam, decision: z.enum(DECISIONS) });

/** POST /api/approvals/:id/:decision — decide a manual adjustment as the second staff member (members:adjust). */
export async function POST(request: Request, context: { params: Promise<{ id: string; decision: string }> }) {
  return asStaff(request, async ({ token }) => {
    const route = params.safeParse(await context.params);
    if (!route.success) return errorResponse(404, 'not_found', 'No such approval decision');
    const body = await readJson(request, decisionBody(route.data.decision));
    if (!body.ok) return body.response;
    return jsonResponse(await decideAdjustment(token, route.data.id, route.data.decision, body.data.reason));
  });
}
