import { asAgent } from '@/lib/bff/agent-route';
import { jsonResponse } from '@/lib/bff/responses';
import { consolidatedContracts } from '@/lib/wps/agent-contracts';

/** GET /api/agent/contracts/consolidated — the contracts waiting for my decision (the popup). */
export async function GET(request: Request) {
  return asAgent(request, async (caller) => jsonResponse(await consolidatedContracts(caller)));
}
