import { redeemRequestSchema } from '@/contract/points-mall';
import { defineRoute } from '@/lib/bff/define-route';
import { redeemPointReward } from '@/lib/wps/points-mall';

/** POST /api/mall/redeem { itemId, quantity, password, recipient?, address?, phone? } (Idempotency-Key). */
export const POST = defineRoute({ access: 'member', idempotent: true, body: redeemRequestSchema }, ({ caller, body, idempotencyKey }) =>
  redeemPointReward(caller, body, idempotencyKey),
);
