import { callerFrom } from '@/lib/bff/caller';
import { readJson } from '@/lib/bff/read-json';
import { errorResponse, jsonResponse, upstreamErrorResponse } from '@/lib/bff/responses';
import { getSession } from '@/lib/session';
import { favouriteBodySchema } from '@/lib/validation/favourite';
import { WpsError } from '@/lib/wps/envelope';
import { addFavourite, favouriteGames, favouriteIds, removeFavourite } from '@/lib/wps/favourites';

async function withMember<T>(request: Request, run: (caller: ReturnType<typeof callerFrom>) => Promise<T>, key = 'ids') {
  const session = await getSession();
  if (!session.token) return errorResponse(401, 'CUSTOMER_NOT_LOGIN', 'You are not logged in, please login');
  if (session.isTrial) return errorResponse(403, 'in_need_true_account', 'A real account is needed');
  try {
    return jsonResponse({ [key]: await run(callerFrom(request, session.token)) });
  } catch (error) {
    if (error instanceof WpsError && error.status === 401) session.destroy();
    return upstreamErrorResponse(error);
  }
}

/** GET /api/favorites — `{ ids }` of the member's favourite games (`?view=list`: `{ games }`), or 401. */
export async function GET(request: Request) {
  if (new URL(request.url).searchParams.get('view') === 'list') return withMember(request, (caller) => favouriteGames(caller), 'games');
  return withMember(request, (caller) => favouriteIds(caller));
}

/** POST /api/favorites `{ nodeId, vendor?, gameType? }` — adds one; answers the ids. */
export async function POST(request: Request) {
  const body = await readJson(request, favouriteBodySchema);
  if (!body.ok) return body.response;
  return withMember(request, (caller) => addFavourite(body.data, caller));
}

/** DELETE /api/favorites `{ nodeId }` — removes one; answers the ids. */
export async function DELETE(request: Request) {
  const body = await readJson(request, favouriteBodySchema.pick({ nodeId: true }));
  if (!body.ok) return body.response;
  return withMember(request, (caller) => removeFavourite(body.data.nodeId, caller));
}
