import { pointDetailsQuery } from '@/contract/points-mall';
import { defineRoute } from '@/lib/bff/define-route';
import { pointDetails } from '@/lib/wps/points-mall';

/** GET /api/mall/points?page&size&direction — the member's points details (earned and spent). */
export const GET = defineRoute({ access: 'member', query: pointDetailsQuery }, ({ caller, query }) => pointDetails(caller, query));
