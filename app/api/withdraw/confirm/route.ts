import { withdrawConfirmSchema } from '@/contract/cashier-withdraw';
import { idempotencyKeyOf } from '@/lib/bff/idempotency';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { confirmWithdrawal } from '@/lib/wps/withdraw';

/** POST /api/withdraw/confirm { withdrawalId, result, receivedAmount?, proofImage? } (Idempotency-Key); a 5 MB image as a data URL (lib/bff/body-limits.ts). */
export async function POST(request: Request) {
  const key = idempotencyKeyOf(request);
  if ('response' in key) return key.response;
  return asMember(request, async (caller) => {
    const body = await readJson(request, withdrawConfirmSchema);
    if (!body.ok) return body.response;
    return jsonResponse(await confirmWithdrawal(caller, body.data, key.key));
  });
}
