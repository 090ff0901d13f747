import { walletTransferBody } from '@/contract/cashier-records';
import { idempotencyKeyOf } from '@/lib/bff/idempotency';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { walletTransfer } from '@/lib/wps/transfers';

/** POST /api/transfer/fund { from, to, amount } (Idempotency-Key) — between main and a vendor wallet. */
export async function POST(request: Request) {
  const idempotency = idempotencyKeyOf(request);
  if ('response' in idempotency) return idempotency.response;
  const body = await readJson(request, walletTransferBody);
  if (!body.ok) return body.response;
  return asMember(request, async (caller) => jsonResponse(await walletTransfer(caller, body.data, idempotency.key)));
}
