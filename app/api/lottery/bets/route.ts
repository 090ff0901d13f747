import { z } from 'zod';
import { recordIdParam } from '@/contract/record-id';
import { defineRoute } from '@/lib/bff/define-route';
import { myLotteryBets } from '@/lib/wps/lottery';

const betsQuery = z.object({ drawId: recordIdParam.optional(), limit: z.coerce.number().int().min(1).max(100).default(30) });

/** GET /api/lottery/bets?drawId&limit — the member's lottery bets, latest first. */
export const GET = defineRoute({ access: 'member', trial: true, query: betsQuery }, ({ caller, query }) => myLotteryBets(caller, query));
