import { z } from 'zod';
import { LOTTERY_PAGE_MARKETS } from '@/contract/lottery';
import { defineRoute } from '@/lib/bff/define-route';
import { lotteryLobby } from '@/lib/wps/lottery';

const lobbyQuery = z.object({ page: z.enum(Object.keys(LOTTERY_PAGE_MARKETS) as [keyof typeof LOTTERY_PAGE_MARKETS]).default('lottery') });

/** GET /api/lottery/lobby?page — the markets of a lottery page with their next and last draws. Trial accounts may look. */
export const GET = defineRoute({ access: 'member', trial: true, query: lobbyQuery }, ({ caller, query }) => lotteryLobby(caller, query.page));
