import { z } from 'zod';
import { claimIdSchema } from '@/contract/rewards';
import { defineRoute } from '@/lib/bff/define-route';
import { claimReward } from '@/lib/wps/rewards';

const claimRequest = z.object({ claimId: claimIdSchema, raffle: z.boolean().optional() });

/** POST /api/rewards/claim { claimId, raffle? } — claims an issued reward or a raffle prize (Idempotency-Key). */
export const POST = defineRoute({ access: 'member', idempotent: true, body: claimRequest }, ({ caller, body, idempotencyKey }) =>
  claimReward(caller, body.claimId, body.raffle ?? false, idempotencyKey),
);
