import { depositIdBody } from '@/contract/cashier-deposit';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { cancelDeposit } from '@/lib/wps/deposit';

/** POST /api/deposit/cancel — the member withdraws a new or pending order. */
export async function POST(request: Request) {
  const body = await readJson(request, depositIdBody);
  if (!body.ok) return body.response;
  return asMember(request, async (caller) => jsonResponse(await cancelDeposit(caller, body.data.depositId)));
}
