import { settlementRerunInput, settlementRunsQuery } from '@/contract/agent-admin';
import { readJson } from '@bo/lib/bff/read-json';
import { errorResponse, jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { readSettlementRuns, rerunSettlement } from '@bo/lib/platform/agents';

/** GET /api/agents/settlement-runs?kind&page&size — settlement runs by kind and period, newest first (agents:read). */
export async function GET(request: Request) {
  return asStaff(request, async ({ token }) => {
    const query = settlementRunsQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return errorResponse(400, 'validation_failed', 'The filter or page is not valid', { fields: { [query.error.issues[0]?.path.join('.') || 'kind']: query.error.issues[0]?.message ?? 'invalid' } });
    return jsonResponse(await readSettlementRuns(token, query.data));
  });
}

/** POST /api/agents/settlement-runs — settle a day (or an hour) again: pays only what was not paid yet (agents:settle). */
export async function POST(request: Request) {
  return asStaff(request, async ({ token }) => {
    const body = await readJson(request, settlementRerunInput);
    if (!body.ok) return body.response;
    return jsonResponse(await rerunSettlement(token, body.data));
  });
}
