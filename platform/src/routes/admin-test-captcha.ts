// PUT /admin/test/captcha/:key { answer } (X-Operator-Key): re-stores the answer of a captcha key,
// so that a browser test can solve the captcha the page shows (tests/support/captcha-answer.ts).
// Registered only on a platform started with TEST_CAPTCHA_ANSWERS=allow (playwright.config.ts);
// everywhere else the route does not exist (404). The answer is stored as the captcha route stores
// it (its hash), valid for the usual five minutes and consumed by the first check.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { RoutesOptions } from '../context';
import { putCaptcha } from '../db/captchas';
import { CAPTCHA_TTL_MS, captchaKeySchema, hashCaptchaAnswer } from '../domain/captcha-challenge';
import { ok } from '../domain/envelope';
import { parseOrFail } from '../domain/validation';
import { requireOperator } from '../http/require-operator';

const params = z.object({ key: captchaKeySchema });
const body = z.object({ answer: z.string().trim().min(1).max(16) });

/** Whether the environment allows planting captcha answers (end-to-end test platforms only). */
export function testCaptchaAnswersAllowed(env: Record<string, string | undefined>): boolean {
  return env.TEST_CAPTCHA_ANSWERS === 'allow';
}

export const adminTestCaptchaRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', requireOperator(ctx.operatorKey));

  app.put('/test/captcha/:key', async (request) => {
    const { key } = parseOrFail(params, request.params);
    const { answer } = parseOrFail(body, request.body);
    await putCaptcha(ctx.db, key, hashCaptchaAnswer(answer), new Date(Date.now() + CAPTCHA_TTL_MS));
    return ok({ key });
  });
};
