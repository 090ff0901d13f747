import { liveBetBodyOf } from '@/contract/live-table';
import { defineRoute } from '@/lib/bff/define-route';
import { placeLiveBet } from '@/lib/wps/live-table';
import { liveGameParams } from '../live-params';

/** POST /api/live/{game}/bet { roundId, side, amount, gameCode? } (Idempotency-Key) — a bet on one of the game's spots in the open round. */
export const POST = defineRoute({ access: 'member', params: liveGameParams, idempotent: true, body: ({ game }) => liveBetBodyOf(game) }, ({ caller, params, body, idempotencyKey }) =>
  placeLiveBet(caller, params.game, body, idempotencyKey),
);
