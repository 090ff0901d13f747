import { PROOF_IMAGE_MAX_BYTES, withdrawConfirmSchema } from '@/contract/cashier-withdraw';
import { idempotencyKeyOf } from '@/lib/bff/idempotency';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { confirmWithdrawal } from '@/lib/wps/withdraw';

/** A 5 MB image as a base64 data URL, plus the other fields. */
const BODY_LIMIT = Math.ceil((PROOF_IMAGE_MAX_BYTES * 4) / 3) + 16 * 1024;

/** POST /api/withdraw/confirm { withdrawalId, result, receivedAmount?, proofImage? } (Idempotency-Key). */
export async function POST(request: Request) {
  const key = idempotencyKeyOf(request);
  if ('response' in key) return key.response;
  return asMember(request, async (caller) => {
    const body = await readJson(request, withdrawConfirmSchema, BODY_LIMIT);
    if (!body.ok) return body.response;
    return jsonResponse(await confirmWithdrawal(caller, body.data, key.key));
  });
}
