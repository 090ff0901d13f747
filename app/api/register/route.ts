import { defineRoute } from '@/lib/bff/define-route';
import { completeLogin } from '@/lib/bff/login-outcome';
import { errorResponse } from '@/lib/bff/responses';
import { fieldErrorResponse } from '@/lib/bff/validation-error';
import { registerRequestSchema } from '@/lib/validation/accounts';
import { formFields, registrationProblems } from '@/lib/validation/registration';
import { register, registerSettings } from '@/lib/wps/accounts';

/**
 * POST /api/register — `{ method, fields, termsAccepted, adultConfirmed, captcha }`. The fields are checked
 * against the server's register settings here (the same rules as the form) before going upstream;
 * a success logs the new member in.
 */
export const POST = defineRoute({ access: 'public', body: registerRequestSchema }, async ({ request, caller, session, body: { method, fields, captcha } }) => {
  const settings = await registerSettings();
  if (!settings.methods[method]) return errorResponse(403, 'function.not.available', 'This registration method is off');
  const problems = registrationProblems(settings, method, fields);
  if (Object.keys(problems).length > 0) return fieldErrorResponse(problems);

  const allowed = new Set([...formFields(settings, method).map((field) => field.name), 'countryDialingCode', 'referralCode']);
  const url = new URL(request.url);
  const payload = Object.fromEntries(Object.entries(fields).filter(([name]) => allowed.has(name)));
  // The captcha this browser was shown (its key is the session's), used once whatever the answer.
  const current = await session();
  const captchaKey = current.captchaKey ?? '';
  delete current.captchaKey;
  const result = await register(method, { ...payload, captcha, captchaKey, domain: url.host, registerUrl: url.origin }, caller);
  return completeLogin(current, result, { audience: 'member', caller });
});
