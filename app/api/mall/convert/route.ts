import { convertRequestSchema } from '@/contract/points-mall';
import { defineRoute } from '@/lib/bff/define-route';
import { convertPoint } from '@/lib/wps/points-mall';

/** POST /api/mall/convert { points, password } (Idempotency-Key) — points to balance. */
export const POST = defineRoute({ access: 'member', idempotent: true, body: convertRequestSchema }, ({ caller, body, idempotencyKey }) => convertPoint(caller, body, idempotencyKey));
