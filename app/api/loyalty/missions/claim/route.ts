import { missionClaimBody } from '@/contract/loyalty';
import { idempotencyKeyOf } from '@/lib/bff/idempotency';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { claimMission } from '@/lib/wps/loyalty';

/** POST /api/loyalty/missions/claim { missionId, milestone } (Idempotency-Key) — one reached milestone's reward, once. */
export async function POST(request: Request) {
  const idempotency = idempotencyKeyOf(request);
  if ('response' in idempotency) return idempotency.response;
  const body = await readJson(request, missionClaimBody);
  if (!body.ok) return body.response;
  return asMember(request, async (caller) => jsonResponse(await claimMission(caller, body.data, idempotency.key)));
}
