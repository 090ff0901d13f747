import { settlementQuery } from '@/contract/agent-contracts';
import { asAgent } from '@/lib/bff/agent-route';
import { readQuery } from '@/lib/bff/read-query';
import { jsonResponse } from '@/lib/bff/responses';
import { settlementRecordsOf } from '@/lib/wps/agent-contracts';

/** GET /api/agent/contracts/settlements?kind&scope=mine|team&from&to&page&size — settlement records. */
export async function GET(request: Request) {
  return asAgent(request, async (caller) => {
    const query = readQuery(request, settlementQuery);
    if (!query.ok) return query.response;
    return jsonResponse(await settlementRecordsOf(caller, query.data));
  });
}
