import { fundsResetSchema } from '@/contract/profile';
import { defineRoute } from '@/lib/bff/define-route';
import { resetFundsPassword } from '@/lib/wps/profile';

/** POST /api/funds-password/reset { channel, code, newPassword, confirmPassword } — a new funds password by code. */
export const POST = defineRoute({ access: 'member', body: fundsResetSchema }, ({ caller, body }) => resetFundsPassword(caller, body));
