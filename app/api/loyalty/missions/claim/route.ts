import { missionClaimBody } from '@/contract/loyalty';
import { defineRoute } from '@/lib/bff/define-route';
import { claimMission } from '@/lib/wps/loyalty';

/** POST /api/loyalty/missions/claim { missionId, milestone } (Idempotency-Key) — one reached milestone's reward, once. */
export const POST = defineRoute({ access: 'member', idempotent: true, body: missionClaimBody }, ({ caller, body, idempotencyKey }) => claimMission(caller, body, idempotencyKey));
