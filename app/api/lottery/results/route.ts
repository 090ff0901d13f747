import { z } from 'zod';
import { LOTTERY_MARKETS } from '@/contract/lottery';
import { defineRoute } from '@/lib/bff/define-route';
import { openedNumbers } from '@/lib/wps/lottery';

const resultsQuery = z.object({ market: z.enum(LOTTERY_MARKETS), limit: z.coerce.number().int().min(1).max(50).default(10) });

/** GET /api/lottery/results?market&limit — opened numbers (spec §7) with each draw's revealed seed. */
export const GET = defineRoute({ access: 'member', trial: true, query: resultsQuery }, ({ caller, query }) => openedNumbers(caller, query));
