import { settlementQuery } from '@/contract/agent-contracts';
import { defineRoute } from '@/lib/bff/define-route';
import { settlementRecordsOf } from '@/lib/wps/agent-contracts';

/** GET /api/agent/contracts/settlements?kind&scope=mine|team&from&to&page&size — settlement records. */
export const GET = defineRoute({ access: 'agent', query: settlementQuery }, ({ caller, query }) => settlementRecordsOf(caller, query));
