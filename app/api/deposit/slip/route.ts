import { SLIP_MAX_BYTES, slipUploadBody } from '@/contract/cashier-deposit';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { errorResponse, jsonResponse } from '@/lib/bff/responses';
import { uploadDepositSlip } from '@/lib/wps/deposit';

/** The slip as a data URL: 5 MB of image is about 6.7 MB of base64 text. */
const MAX_SLIP_BODY = Math.ceil((SLIP_MAX_BYTES * 4) / 3) + 8 * 1024;
const slipTooLarge = () => errorResponse(413, 'image_too_large', 'The slip may be at most 5 MB');

/** POST /api/deposit/slip — the transfer slip of an order (the platform re-encodes it and strips metadata). */
export async function POST(request: Request) {
  return asMember(request, async (caller) => {
    const parsed = await readJson(request, slipUploadBody, MAX_SLIP_BODY, { tooLargeResponse: slipTooLarge });
    if (!parsed.ok) return parsed.response;
    return jsonResponse(await uploadDepositSlip(caller, parsed.data.depositId, parsed.data.image));
  });
}
