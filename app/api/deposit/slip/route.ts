import { z } from 'zod';
import { SLIP_MAX_BYTES, slipUploadBody } from '@/contract/cashier-deposit';
import { asMember } from '@/lib/bff/member-route';
import { errorResponse, jsonResponse } from '@/lib/bff/responses';
import { validationErrorResponse } from '@/lib/bff/validation-error';
import { uploadDepositSlip } from '@/lib/wps/deposit';

/** The slip as a data URL: 5 MB of image is about 6.7 MB of base64 text. */
const MAX_SLIP_BODY = Math.ceil((SLIP_MAX_BYTES * 4) / 3) + 8 * 1024;

/** POST /api/deposit/slip — the transfer slip of an order (the platform re-encodes it and strips metadata). */
export async function POST(request: Request) {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().includes('application/json')) {
    return errorResponse(415, 'unsupported_media_type', 'Send the body as application/json');
  }
  if (Number(request.headers.get('content-length') ?? '0') > MAX_SLIP_BODY) return errorResponse(413, 'image_too_large', 'The slip may be at most 5 MB');
  const text = await request.text();
  if (text.length > MAX_SLIP_BODY) return errorResponse(413, 'image_too_large', 'The slip may be at most 5 MB');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return errorResponse(400, 'malformed_json', 'The request body is not valid JSON');
  }
  const parsed = slipUploadBody.safeParse(json);
  if (!parsed.success) return validationErrorResponse(parsed.error as z.ZodError, 'Some fields are missing or invalid');
  return asMember(request, async (caller) => jsonResponse(await uploadDepositSlip(caller, parsed.data.depositId, parsed.data.image)));
}
