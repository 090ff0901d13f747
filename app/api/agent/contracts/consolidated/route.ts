import { defineRoute } from '@/lib/bff/define-route';
import { consolidatedContracts } from '@/lib/wps/agent-contracts';

/** GET /api/agent/contracts/consolidated — the contracts waiting for my decision (the popup). */
export const GET = defineRoute({ access: 'agent' }, ({ caller }) => consolidatedContracts(caller));
