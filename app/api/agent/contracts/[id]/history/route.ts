import { defineRoute } from '@/lib/bff/define-route';
import { contractHistoryOf } from '@/lib/wps/agent-contracts';
import { contractIdParams } from '../../contract-route';

/** GET /api/agent/contracts/<id>/history — the contract and every state change it went through. */
export const GET = defineRoute({ access: 'agent', params: contractIdParams }, ({ caller, params }) => contractHistoryOf(caller, params.id));
