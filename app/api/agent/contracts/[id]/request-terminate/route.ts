import { contractVersionBody } from '@/contract/agent-contracts';
import { asAgent } from '@/lib/bff/agent-route';
import { readJson } from '@/lib/bff/read-json';
import { errorResponse } from '@/lib/bff/responses';
import { contractAction } from '@/lib/wps/agent-contracts';
import { contractAnswer, contractIdOf } from '../../contract-route';

/** POST /api/agent/contracts/<id>/request-terminate — see platform/src/modules/agents/routes/agent-contracts.ts. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = contractIdOf((await params).id);
  if (id === undefined) return errorResponse(404, 'contract_not_found', 'No such contract');
  return asAgent(request, async (caller) => {
    const body = await readJson(request, contractVersionBody);
    if (!body.ok) return body.response;
    return contractAnswer(() => contractAction(caller, id, 'request-terminate', body.data));
  });
}
