import { asAgent } from '@/lib/bff/agent-route';
import { jsonResponse } from '@/lib/bff/responses';
import { globalRebateSettings } from '@/lib/wps/agent-team';

/** GET /api/agent/team/ceilings — the platform's rebate ceiling per series. */
export async function GET(request: Request) {
  return asAgent(request, async (caller) => jsonResponse(await globalRebateSettings(caller)));
}
