import { convertRequestSchema } from '@/contract/points-mall';
import { idempotencyKeyOf } from '@/lib/bff/idempotency';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { convertPoint } from '@/lib/wps/points-mall';

/** POST /api/mall/convert { points, password } (Idempotency-Key) — points to balance. */
export async function POST(request: Request) {
  const key = idempotencyKeyOf(request);
  if ('response' in key) return key.response;
  return asMember(request, async (caller) => {
    const body = await readJson(request, convertRequestSchema);
    if (!body.ok) return body.response;
    return jsonResponse(await convertPoint(caller, body.data, key.key));
  });
}
