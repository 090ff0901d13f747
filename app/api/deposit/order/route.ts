import { depositIdQuery } from '@/contract/cashier-deposit';
import { asMember } from '@/lib/bff/member-route';
import { readQuery } from '@/lib/bff/read-query';
import { jsonResponse } from '@/lib/bff/responses';
import { depositOrder } from '@/lib/wps/deposit';

/** GET /api/deposit/order?depositId= — one of the member's orders (polled while it waits). */
export async function GET(request: Request) {
  const query = readQuery(request, depositIdQuery);
  if (!query.ok) return query.response;
  return asMember(request, async (caller) => jsonResponse(await depositOrder(caller, query.data.depositId)));
}
