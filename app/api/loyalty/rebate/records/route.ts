import { pageQuery } from '@/contract/loyalty';
import { defineRoute } from '@/lib/bff/define-route';
import { rebateRecords } from '@/lib/wps/loyalty';

/** GET /api/loyalty/rebate/records?page&size — the member's rebate claims, newest first. */
export const GET = defineRoute({ access: 'member', query: pageQuery }, ({ caller, query }) => rebateRecords(caller, query));
