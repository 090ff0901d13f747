import { defineRoute } from '@/lib/bff/define-route';
import { favouriteBodySchema } from '@/lib/validation/favourite';
import { addFavourite, favouriteGames, favouriteIds, removeFavourite } from '@/lib/wps/favourites';

/** GET /api/favorites — `{ ids }` of the member's favourite games (`?view=list`: `{ games }`), or 401. */
export const GET = defineRoute({ access: 'member' }, async ({ request, caller }) =>
  new URL(request.url).searchParams.get('view') === 'list' ? { games: await favouriteGames(caller) } : { ids: await favouriteIds(caller) },
);

/** POST /api/favorites `{ nodeId, vendor?, gameType? }` — adds one; answers the ids. */
export const POST = defineRoute({ access: 'member', body: favouriteBodySchema }, async ({ caller, body }) => ({ ids: await addFavourite(body, caller) }));

/** DELETE /api/favorites `{ nodeId }` — removes one; answers the ids. */
export const DELETE = defineRoute({ access: 'member', body: favouriteBodySchema.pick({ nodeId: true }) }, async ({ caller, body }) => ({
  ids: await removeFavourite(body.nodeId, caller),
}));
