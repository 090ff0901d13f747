import { CONTRACT_KINDS, contractDecisionBody } from '@/contract/agent-contracts';
import { asAgent } from '@/lib/bff/agent-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { decideContract } from '@/lib/wps/agent-contracts';
import { z } from 'zod';

const body = contractDecisionBody.extend({ kind: z.enum(CONTRACT_KINDS) });

/**
 * POST /api/agent/contracts/decide { kind, id, status, version? } — the popup's Accept / Reject
 * (status A or R for an offer or modify request; C or A for a terminate request).
 */
export async function POST(request: Request) {
  return asAgent(request, async (caller) => {
    const parsed = await readJson(request, body);
    if (!parsed.ok) return parsed.response;
    const { kind, ...decision } = parsed.data;
    return jsonResponse(await decideContract(caller, kind, decision));
  });
}
