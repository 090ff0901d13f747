import { z } from 'zod';
import { LOTTERY_MARKETS } from '@/contract/lottery';
import { asMember } from '@/lib/bff/member-route';
import { readQuery } from '@/lib/bff/read-query';
import { jsonResponse } from '@/lib/bff/responses';
import { openedNumbers } from '@/lib/wps/lottery';

const resultsQuery = z.object({ market: z.enum(LOTTERY_MARKETS), limit: z.coerce.number().int().min(1).max(50).default(10) });

/** GET /api/lottery/results?market&limit — opened numbers (spec §7) with each draw's revealed seed. */
export async function GET(request: Request) {
  const query = readQuery(request, resultsQuery);
  if (!query.ok) return query.response;
  return asMember(request, async (caller) => jsonResponse(await openedNumbers(caller, query.data)), { allowTrial: true });
}
