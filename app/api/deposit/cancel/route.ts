import { depositIdBody } from '@/contract/cashier-deposit';
import { defineRoute } from '@/lib/bff/define-route';
import { cancelDeposit } from '@/lib/wps/deposit';

/** POST /api/deposit/cancel — the member withdraws a new or pending order. */
export const POST = defineRoute({ access: 'member', body: depositIdBody }, ({ caller, body }) => cancelDeposit(caller, body.depositId));
