import { claimIdSchema, decideApplicationBody } from '@/contract/rewards';
import { readJson } from '@bo/lib/bff/read-json';
import { errorResponse, jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { decideApplication } from '@bo/lib/platform/promotions';

/** POST /api/promotions/claims/:claimId — approve (the reward is issued to the member) or reject an application (promotions:edit). */
export async function POST(request: Request, context: { params: Promise<{ claimId: string }> }) {
  return asStaff(request, async ({ token }) => {
    const claimId = claimIdSchema.safeParse((await context.params).claimId);
    if (!claimId.success) return errorResponse(404, 'claim_not_found', 'No such application');
    const body = await readJson(request, decideApplicationBody);
    if (!body.ok) return body.response;
    return jsonResponse(await decideApplication(token, claimId.data, body.data));
  });
}
