import { depositIdBody } from '@/contract/cashier-deposit';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { remindDeposit } from '@/lib/wps/deposit';

/** POST /api/deposit/remind — "accelerate" a new or pending order (once per 10 minutes). */
export async function POST(request: Request) {
  const body = await readJson(request, depositIdBody);
  if (!body.ok) return body.response;
  return asMember(request, async (caller) => jsonResponse(await remindDeposit(caller, body.data.depositId)));
}
