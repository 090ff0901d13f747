// A solved captcha as the price of an action a bot would repeat (issue 15, finding 2): creating an
// account and sending an SMS code to a number both consume one challenge (GET /wps/captcha), right
// or wrong, before anything else is looked at. The refusals carry `captcha: true`, as login's do,
// so a form knows to draw a new image.
import { consumeCaptcha } from '../queries/captchas';
import type { Db } from '../../../core/database/client';
import { ApiError } from '../../../core/http/envelope';

export const captchaRefusals = {
  required: () => new ApiError(400, 'captcha_required', 'Please enter the captcha', { captcha: true }),
  invalid: () => new ApiError(400, 'captcha_invalid', 'Captcha check failed', { captcha: true }),
};

interface CaptchaAnswer {
  captcha?: unknown;
  captchaKey?: unknown;
}

/** Consumes the challenge named by `captchaKey`; throws unless `captcha` was its answer. */
export async function requireSolvedCaptcha(db: Db, input: CaptchaAnswer, now = new Date()): Promise<void> {
  const { captcha, captchaKey } = input;
  if (typeof captcha !== 'string' || typeof captchaKey !== 'string' || !captcha.trim() || !captchaKey) throw captchaRefusals.required();
  const solved = await db.transaction((tx) => consumeCaptcha(tx, captchaKey, captcha, now));
  if (!solved) throw captchaRefusals.invalid();
}
