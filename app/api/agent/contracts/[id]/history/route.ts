import { asAgent } from '@/lib/bff/agent-route';
import { errorResponse, jsonResponse } from '@/lib/bff/responses';
import { contractHistoryOf } from '@/lib/wps/agent-contracts';
import { contractIdOf } from '../../contract-route';

/** GET /api/agent/contracts/<id>/history — the contract and every state change it went through. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = contractIdOf((await params).id);
  if (id === undefined) return errorResponse(404, 'contract_not_found', 'No such contract');
  return asAgent(request, async (caller) => jsonResponse(await contractHistoryOf(caller, id)));
}
