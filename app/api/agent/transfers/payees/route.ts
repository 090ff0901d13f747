import { payeesQuery } from '@/contract/agent-transfers';
import { defineRoute } from '@/lib/bff/define-route';
import { transferPayees } from '@/lib/wps/agent-transfers';

/** GET /api/agent/transfers/payees?search&page&size — downlines that may be paid (the caller's subtree). */
export const GET = defineRoute({ access: 'agent', query: payeesQuery }, ({ caller, query }) => transferPayees(caller, query));
