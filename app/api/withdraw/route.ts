import { withdrawRequestSchema } from '@/contract/cashier-withdraw';
import { idempotencyKeyOf } from '@/lib/bff/idempotency';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { withdraw, withdrawOverview } from '@/lib/wps/withdraw';

/** GET /api/withdraw — settings, limits and balance, turnover: the withdraw screen in one answer. */
export async function GET(request: Request) {
  return asMember(request, async (caller) => jsonResponse(await withdrawOverview(caller)));
}

/** POST /api/withdraw { amount, bankCardId, password } (Idempotency-Key) — book a withdrawal. */
export async function POST(request: Request) {
  const key = idempotencyKeyOf(request);
  if ('response' in key) return key.response;
  return asMember(request, async (caller) => {
    const body = await readJson(request, withdrawRequestSchema);
    if (!body.ok) return body.response;
    return jsonResponse(await withdraw(caller, body.data, key.key));
  });
}
