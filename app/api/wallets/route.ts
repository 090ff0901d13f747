import { defineRoute } from '@/lib/bff/define-route';
import { wallets } from '@/lib/wps/transfers';

/** GET /api/wallets — main and transfer-wallet vendor balances. */
export const GET = defineRoute({ access: 'member' }, ({ caller }) => wallets(caller));
