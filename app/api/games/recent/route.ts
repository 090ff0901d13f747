import { asMember } from '@/lib/bff/member-route';
import { jsonResponse } from '@/lib/bff/responses';
import { recentGames } from '@/lib/wps/play';

/** GET /api/games/recent — `{ games }`: the member's recently launched games (page 1, 20), or 401/403. */
export async function GET(request: Request) {
  return asMember(request, async (caller) => jsonResponse({ games: await recentGames(caller) }));
}
