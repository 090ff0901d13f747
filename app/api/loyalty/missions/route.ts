import { missionSummaryQuery } from '@/contract/loyalty';
import { defineRoute } from '@/lib/bff/define-route';
import { missionSummaries } from '@/lib/wps/loyalty';

/** GET /api/loyalty/missions?status=O|U|E&page&size — missions with the member's progress. */
export const GET = defineRoute({ access: 'member', query: missionSummaryQuery }, ({ caller, query }) => missionSummaries(caller, query));
