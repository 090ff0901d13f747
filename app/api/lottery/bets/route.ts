import { z } from 'zod';
import { recordIdParam } from '@/contract/record-id';
import { asMember } from '@/lib/bff/member-route';
import { readQuery } from '@/lib/bff/read-query';
import { jsonResponse } from '@/lib/bff/responses';
import { myLotteryBets } from '@/lib/wps/lottery';

const betsQuery = z.object({ drawId: recordIdParam.optional(), limit: z.coerce.number().int().min(1).max(100).default(30) });

/** GET /api/lottery/bets?drawId&limit — the member's lottery bets, latest first. */
export async function GET(request: Request) {
  const query = readQuery(request, betsQuery);
  if (!query.ok) return query.response;
  return asMember(request, async (caller) => jsonResponse(await myLotteryBets(caller, query.data)), { allowTrial: true });
}
