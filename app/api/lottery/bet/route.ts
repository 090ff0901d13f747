import { betSlipBody } from '@/contract/lottery';
import { defineRoute } from '@/lib/bff/define-route';
import { placeLotteryBet } from '@/lib/wps/lottery';

/** POST /api/lottery/bet { drawId, gameCode?, lines } (Idempotency-Key) — a bet slip on one draw. */
export const POST = defineRoute({ access: 'member', idempotent: true, body: betSlipBody }, ({ caller, body, idempotencyKey }) => placeLotteryBet(caller, body, idempotencyKey));
