import { contractVersionBody } from '@/contract/agent-contracts';
import { defineRoute } from '@/lib/bff/define-route';
import { contractAction } from '@/lib/wps/agent-contracts';
import { contractAnswer, contractIdParams } from '../../contract-route';

/** POST /api/agent/contracts/<id>/request-terminate — see platform/src/modules/agents/routes/agent-contracts.ts. */
export const POST = defineRoute({ access: 'agent', params: contractIdParams, body: contractVersionBody }, ({ caller, params, body }) =>
  contractAnswer(() => contractAction(caller, params.id, 'request-terminate', body)),
);
