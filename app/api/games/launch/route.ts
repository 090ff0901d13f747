import { asMember } from '@/lib/bff/member-route';
import { readQuery } from '@/lib/bff/read-query';
import { jsonResponse } from '@/lib/bff/responses';
import { gameLaunchQuerySchema } from '@/lib/validation/game-launch';
import { launchGame } from '@/lib/wps/play';

/**
 * GET /api/games/launch?gameCode&gameType&launchMode — the game's URL for the game page's frame.
 * Guests 401; a trial account's launch goes upstream too, which opens the local games on its trial
 * credit and answers 403 in_need_true_account for the rest (spec §4 free play). The launch joins
 * the recent list.
 */
export async function GET(request: Request) {
  const query = readQuery(request, gameLaunchQuerySchema);
  if (!query.ok) return query.response;
  return asMember(request, async (caller) => jsonResponse(await launchGame(query.data, caller)), { allowTrial: true });
}
