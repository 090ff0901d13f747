import { randomBytes } from 'node:crypto';
import { callerFrom } from '@/lib/bff/caller';
import { ensureDeviceId } from '@/lib/bff/device-id';
import { jsonResponse, upstreamErrorResponse } from '@/lib/bff/responses';
import { getSession } from '@/lib/session';
import { captchaImage } from '@/lib/wps/captcha';

/**
 * GET /api/captcha — a new captcha image; its key stays in the session, the answer upstream. The
 * browser's device id (drawn now if it has none) and a member's token go along: they may draw from
 * the reserve of the site's captcha budget.
 */
export async function GET(request: Request) {
  const session = await getSession();
  const key = randomBytes(18).toString('base64url');
  try {
    const image = await captchaImage(key, { ...callerFrom(request, session.token), deviceId: await ensureDeviceId() });
    session.captchaKey = key;
    await session.save();
    return jsonResponse({ image: `data:image/png;base64,${image}` });
  } catch (error) {
    return upstreamErrorResponse(error);
  }
}
