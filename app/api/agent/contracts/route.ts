import { z } from 'zod';
import { CONTRACT_KINDS, contractOfferBody } from '@/contract/agent-contracts';
import { defineRoute } from '@/lib/bff/define-route';
import { contractsOverviewOf, offerContract } from '@/lib/wps/agent-contracts';
import { contractAnswer } from './contract-route';

/** GET /api/agent/contracts?kind=daily — my contract, my direct downline agents and theirs. */
export const GET = defineRoute({ access: 'agent', query: z.object({ kind: z.enum(CONTRACT_KINDS) }) }, ({ caller, query }) =>
  contractsOverviewOf(caller, query.kind),
);

/** POST /api/agent/contracts { kind, downlineId, terms } — offer a contract to a direct downline agent. */
export const POST = defineRoute({ access: 'agent', body: contractOfferBody }, ({ caller, body }) => contractAnswer(() => offerContract(caller, body)));
