import { slipUploadBody } from '@/contract/cashier-deposit';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { uploadDepositSlip } from '@/lib/wps/deposit';

/** POST /api/deposit/slip — the transfer slip of an order (the platform re-encodes it and strips metadata); its body limit: lib/bff/body-limits.ts. */
export async function POST(request: Request) {
  return asMember(request, async (caller) => {
    const parsed = await readJson(request, slipUploadBody);
    if (!parsed.ok) return parsed.response;
    return jsonResponse(await uploadDepositSlip(caller, parsed.data.depositId, parsed.data.image));
  });
}
