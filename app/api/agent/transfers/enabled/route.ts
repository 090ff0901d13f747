import { asAgent } from '@/lib/bff/agent-route';
import { jsonResponse } from '@/lib/bff/responses';
import { transferEnabled } from '@/lib/wps/agent-transfers';

/** GET /api/agent/transfers/enabled — limits, balance and whether a funds password is set (agents only). */
export async function GET(request: Request) {
  return asAgent(request, async (caller) => jsonResponse(await transferEnabled(caller)));
}
