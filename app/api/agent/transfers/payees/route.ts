import { payeesQuery } from '@/contract/agent-transfers';
import { asAgent } from '@/lib/bff/agent-route';
import { readQuery } from '@/lib/bff/read-query';
import { jsonResponse } from '@/lib/bff/responses';
import { transferPayees } from '@/lib/wps/agent-transfers';

/** GET /api/agent/transfers/payees?search&page&size — downlines that may be paid (the caller's subtree). */
export async function GET(request: Request) {
  return asAgent(request, async (caller) => {
    const query = readQuery(request, payeesQuery);
    if (!query.ok) return query.response;
    return jsonResponse(await transferPayees(caller, query.data));
  });
}
