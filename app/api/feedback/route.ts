import { feedbackForm } from '@/contract/member-inbox';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { errorResponse, jsonResponse } from '@/lib/bff/responses';
import { getSession } from '@/lib/session';
import { sendFeedback } from '@/lib/wps/inbox';

/**
 * PUT /api/feedback { type, content, captcha } — feedback and complaints (spec §5); trial: 403. The
 * captcha's key is the session's (GET /api/captcha), used once whatever the answer.
 */
export async function PUT(request: Request) {
  return asMember(request, async (caller) => {
    const body = await readJson(request, feedbackForm);
    if (!body.ok) return body.response;
    const session = await getSession();
    const captchaKey = session.captchaKey;
    if (!captchaKey) return errorResponse(400, 'captcha_invalid', 'Please enter a valid captcha');
    delete session.captchaKey;
    await session.save();
    return jsonResponse(await sendFeedback(caller, { ...body.data, captchaKey }), 201);
  });
}
