import { z } from 'zod';
import { LOTTERY_PAGE_MARKETS } from '@/contract/lottery';
import { asMember } from '@/lib/bff/member-route';
import { readQuery } from '@/lib/bff/read-query';
import { jsonResponse } from '@/lib/bff/responses';
import { lotteryLobby } from '@/lib/wps/lottery';

const lobbyQuery = z.object({ page: z.enum(Object.keys(LOTTERY_PAGE_MARKETS) as [keyof typeof LOTTERY_PAGE_MARKETS]).default('lottery') });

/** GET /api/lottery/lobby?page — the markets of a lottery page with their next and last draws. Trial accounts may look. */
export async function GET(request: Request) {
  const query = readQuery(request, lobbyQuery);
  if (!query.ok) return query.response;
  return asMember(request, async (caller) => jsonResponse(await lotteryLobby(caller, query.data.page)), { allowTrial: true });
}
