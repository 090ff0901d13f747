import { slipUploadBody } from '@/contract/cashier-deposit';
import { defineRoute } from '@/lib/bff/define-route';
import { uploadDepositSlip } from '@/lib/wps/deposit';

/** POST /api/deposit/slip — the transfer slip of an order (the platform re-encodes it and strips metadata); its body limit: lib/bff/body-limits.ts. */
export const POST = defineRoute({ access: 'member', body: slipUploadBody }, ({ caller, body }) => uploadDepositSlip(caller, body.depositId, body.image));
