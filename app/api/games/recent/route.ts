import { defineRoute } from '@/lib/bff/define-route';
import { recentGames } from '@/lib/wps/play';

/** GET /api/games/recent — `{ games }`: the member's recently launched games (page 1, 20), or 401/403. */
export const GET = defineRoute({ access: 'member' }, async ({ caller }) => ({ games: await recentGames(caller) }));
