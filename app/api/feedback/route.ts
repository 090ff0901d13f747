import { feedbackForm } from '@/contract/member-inbox';
import { defineRoute } from '@/lib/bff/define-route';
import { errorResponse, jsonResponse } from '@/lib/bff/responses';
import { sendFeedback } from '@/lib/wps/inbox';

/**
 * PUT /api/feedback { type, content, captcha } — feedback and complaints (spec §5); trial: 403. The
 * captcha's key is the session's (GET /api/captcha), used once whatever the answer.
 */
export const PUT = defineRoute({ access: 'member', body: feedbackForm }, async ({ caller, session, body }) => {
  const current = await session();
  const captchaKey = current.captchaKey;
  if (!captchaKey) return errorResponse(400, 'captcha_invalid', 'Please enter a valid captcha');
  delete current.captchaKey;
  await current.save();
  return jsonResponse(await sendFeedback(caller, { ...body, captchaKey }), 201);
});
