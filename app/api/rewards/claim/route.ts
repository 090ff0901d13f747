import { z } from 'zod';
import { claimIdSchema } from '@/contract/rewards';
import { idempotencyKeyOf } from '@/lib/bff/idempotency';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { claimReward } from '@/lib/wps/rewards';

const claimRequest = z.object({ claimId: claimIdSchema, raffle: z.boolean().optional() });

/** POST /api/rewards/claim { claimId, raffle? } — claims an issued reward or a raffle prize (Idempotency-Key). */
export async function POST(request: Request) {
  const key = idempotencyKeyOf(request);
  if ('response' in key) return key.response;
  return asMember(request, async (caller) => {
    const body = await readJson(request, claimRequest);
    if (!body.ok) return body.response;
    return jsonResponse(await claimReward(caller, body.data.claimId, body.data.raffle ?? false, key.key));
  });
}
