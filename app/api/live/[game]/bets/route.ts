import { z } from 'zod';
import { defineRoute } from '@/lib/bff/define-route';
import { myLiveBets } from '@/lib/wps/live-table';
import { liveGameParams } from '../live-params';

const betsQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

/** GET /api/live/{game}/bets?limit — the member's bets at that table, latest first. */
export const GET = defineRoute({ access: 'member', trial: true, params: liveGameParams, query: betsQuery }, ({ caller, params, query }) =>
  myLiveBets(caller, params.game, query.limit),
);
