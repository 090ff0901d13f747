import { asMember } from '@/lib/bff/member-route';
import { jsonResponse } from '@/lib/bff/responses';
import { wallets } from '@/lib/wps/transfers';

/** GET /api/wallets — main and transfer-wallet vendor balances. */
export async function GET(request: Request) {
  return asMember(request, async (caller) => jsonResponse(await wallets(caller)));
}
