import { defineRoute } from '@/lib/bff/define-route';
import { gameLaunchQuerySchema } from '@/lib/validation/game-launch';
import { launchGame } from '@/lib/wps/play';

/**
 * GET /api/games/launch?gameCode&gameType&launchMode — the game's URL for the game page's frame.
 * Guests 401; a trial account's launch goes upstream too, which opens the local games on its trial
 * credit and answers 403 in_need_true_account for the rest (spec §4 free play). The launch joins
 * the recent list.
 */
export const GET = defineRoute({ access: 'member', trial: true, query: gameLaunchQuerySchema }, ({ caller, query }) => launchGame(query, caller));
