import { changeFundsPasswordSchema, setFundsPasswordSchema } from '@/contract/cashier-withdraw';
import { defineRoute } from '@/lib/bff/define-route';
import { changeFundsPassword, setFundsPassword } from '@/lib/wps/withdraw';

/** PUT /api/funds-password { password, confirmPassword } — set the first funds password. */
export const PUT = defineRoute({ access: 'member', body: setFundsPasswordSchema }, ({ caller, body }) => setFundsPassword(caller, body));

/** POST /api/funds-password { oldPassword, newPassword, confirmPassword } — change it. */
export const POST = defineRoute({ access: 'member', body: changeFundsPasswordSchema }, ({ caller, body }) => changeFundsPassword(caller, body));
