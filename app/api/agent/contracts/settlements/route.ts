import { settlementQuery } from '@/contract/agent-contracts';
import { asAgent } from '@/lib/bff/agent-route';
import { readQuery } from '@/lib/bff/read-query';
import { jsonResponse } from '@/lib/bff/responses';
import { settlementRecordsOf } from '@/lib/wps/agent-contracts';

/** GET /api/agent/contracts/settlements?kind&scope=mine|team&from&to&page&size — settlement records. */
export async function GET(request: Request) {
  const query = readQuery(request, settlementQuery);
  if (!query.ok) return query.response;
  return asAgent(request, async (caller) => jsonResponse(await settlementRecordsOf(caller, query.data)));
}
