import { defineRoute } from '@/lib/bff/define-route';
import { smsCodeRequestSchema } from '@/lib/validation/accounts';
import { requestSmsCode } from '@/lib/wps/accounts';

/**
 * POST /api/sms-code — `{ mobileNum, countryDialingCode, purpose, captcha }`: a code by SMS; answers
 * `{ expiredMinutes }`. Each code costs the captcha this browser was shown (its key is the session's,
 * used once whatever the answer; the platform checks it).
 */
export const POST = defineRoute({ access: 'public', body: smsCodeRequestSchema }, async ({ caller, session, body }) => {
  const current = await session();
  const captchaKey = current.captchaKey;
  if (captchaKey) {
    delete current.captchaKey;
    await current.save();
  }
  return requestSmsCode({ ...body, captchaKey }, caller);
});
