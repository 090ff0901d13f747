import { z } from 'zod';
import { amountSchema } from '@/contract/money';
import { asMember } from '@/lib/bff/member-route';
import { readQuery } from '@/lib/bff/read-query';
import { jsonResponse } from '@/lib/bff/responses';
import { withdrawFee } from '@/lib/wps/withdraw';

const querySchema = z.object({ amount: amountSchema });

/** GET /api/withdraw/fee?amount= — the fee the platform will charge for this amount now. */
export async function GET(request: Request) {
  return asMember(request, async (caller) => {
    const query = readQuery(request, querySchema);
    if (!query.ok) return query.response;
    return jsonResponse(await withdrawFee(caller, query.data.amount.trim()));
  });
}
