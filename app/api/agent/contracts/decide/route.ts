import { z } from 'zod';
import { CONTRACT_KINDS, contractDecisionBody } from '@/contract/agent-contracts';
import { defineRoute } from '@/lib/bff/define-route';
import { decideContract } from '@/lib/wps/agent-contracts';

const decideBody = contractDecisionBody.extend({ kind: z.enum(CONTRACT_KINDS) });

/**
 * POST /api/agent/contracts/decide { kind, id, status, version? } — the popup's Accept / Reject
 * (status A or R for an offer or modify request; C or A for a terminate request).
 */
export const POST = defineRoute({ access: 'agent', body: decideBody }, ({ caller, body: { kind, ...decision } }) => decideContract(caller, kind, decision));
