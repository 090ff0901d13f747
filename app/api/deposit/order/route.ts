import { depositIdQuery } from '@/contract/cashier-deposit';
import { defineRoute } from '@/lib/bff/define-route';
import { depositOrder } from '@/lib/wps/deposit';

/** GET /api/deposit/order?depositId= — one of the member's orders (polled while it waits). */
export const GET = defineRoute({ access: 'member', query: depositIdQuery }, ({ caller, query }) => depositOrder(caller, query.depositId));
