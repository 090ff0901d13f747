import { randomBytes } from 'node:crypto';
import { callerFrom } from '@/lib/bff/caller';
import { jsonResponse, upstreamErrorResponse } from '@/lib/bff/responses';
import { getSession } from '@/lib/session';
import { captchaImage } from '@/lib/wps/captcha';

/** GET /api/captcha — a new captcha image; its key stays in the session, the answer upstream. */
export async function GET(request: Request) {
  const session = await getSession();
  const key = randomBytes(18).toString('base64url');
  try {
    const image = await captchaImage(key, callerFrom(request));
    session.captchaKey = key;
    await session.save();
    return jsonResponse({ image: `data:image/png;base64,${image}` });
  } catch (error) {
    return upstreamErrorResponse(error);
  }
}
