import { CONTRACT_KINDS, contractOfferBody } from '@/contract/agent-contracts';
import { asAgent } from '@/lib/bff/agent-route';
import { readJson } from '@/lib/bff/read-json';
import { readQuery } from '@/lib/bff/read-query';
import { jsonResponse } from '@/lib/bff/responses';
import { contractsOverviewOf, offerContract } from '@/lib/wps/agent-contracts';
import { contractAnswer } from './contract-route';
import { z } from 'zod';

/** GET /api/agent/contracts?kind=daily — my contract, my direct downline agents and theirs. */
export async function GET(request: Request) {
  return asAgent(request, async (caller) => {
    const query = readQuery(request, z.object({ kind: z.enum(CONTRACT_KINDS) }));
    if (!query.ok) return query.response;
    return jsonResponse(await contractsOverviewOf(caller, query.data.kind));
  });
}

/** POST /api/agent/contracts { kind, downlineId, terms } — offer a contract to a direct downline agent. */
export async function POST(request: Request) {
  return asAgent(request, async (caller) => {
    const body = await readJson(request, contractOfferBody);
    if (!body.ok) return body.response;
    return contractAnswer(() => offerContract(caller, body.data));
  });
}
