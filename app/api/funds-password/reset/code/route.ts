import { fundsResetCodeSchema } from '@/contract/profile';
import { defineRoute } from '@/lib/bff/define-route';
import { sendFundsResetCode } from '@/lib/wps/profile';

/** POST /api/funds-password/reset/code { channel: 'mobile' | 'email' } — a code to the bound contact. */
export const POST = defineRoute({ access: 'member', body: fundsResetCodeSchema }, ({ caller, body }) => sendFundsResetCode(caller, body.channel));
