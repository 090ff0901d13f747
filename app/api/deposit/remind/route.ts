import { depositIdBody } from '@/contract/cashier-deposit';
import { defineRoute } from '@/lib/bff/define-route';
import { remindDeposit } from '@/lib/wps/deposit';

/** POST /api/deposit/remind — "accelerate" a new or pending order (once per 10 minutes). */
export const POST = defineRoute({ access: 'member', body: depositIdBody }, ({ caller, body }) => remindDeposit(caller, body.depositId));
