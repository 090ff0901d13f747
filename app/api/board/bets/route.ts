import { z } from 'zod';
import { defineRoute } from '@/lib/bff/define-route';
import { myEventBets } from '@/lib/wps/event-board';

const betsQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

/** GET /api/board/bets?limit — the member's event-board bets, latest first, with results once settled. */
export const GET = defineRoute({ access: 'member', trial: true, query: betsQuery }, ({ caller, query }) => myEventBets(caller, query.limit));
