import { defineRoute } from '@/lib/bff/define-route';
import { walletBalance } from '@/lib/wps/wallet';

/** GET /api/wallet/balance — the logged-in member's balance (decimal string), or 401. */
export const GET = defineRoute({ access: 'member', trial: true }, ({ caller }) => walletBalance(caller));
