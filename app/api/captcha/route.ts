import { randomBytes } from 'node:crypto';
import { callerFrom } from '@/lib/bff/caller';
import { jsonResponse, upstreamErrorResponse } from '@/lib/bff/responses';
import { getSession } from '@/lib/session';
import { captchaImage } from '@/lib/wps/captcha';

/**
 * GET /api/captcha — a new captcha image and its key. The key the next check uses is the session's
 * (a client cannot choose it); the answer stays upstream. The key is no secret: it names the
 * challenge, so that a test platform's operator can plant the answer (tests/support/captcha-answer.ts).
 */
export async function GET(request: Request) {
  const session = await getSession();
  const key = randomBytes(18).toString('base64url');
  try {
    const image = await captchaImage(key, callerFrom(request));
    session.captchaKey = key;
    await session.save();
    return jsonResponse({ image: `data:image/png;base64,${image}`, key });
  } catch (error) {
    return upstreamErrorResponse(error);
  }
}
