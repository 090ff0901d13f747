import { z } from 'zod';
import { amountSchema } from '@/contract/money';
import { defineRoute } from '@/lib/bff/define-route';
import { withdrawFee } from '@/lib/wps/withdraw';

const querySchema = z.object({ amount: amountSchema });

/** GET /api/withdraw/fee?amount= — the fee the platform will charge for this amount now. */
export const GET = defineRoute({ access: 'member', query: querySchema }, ({ caller, query }) => withdrawFee(caller, query.amount.trim()));
