// PUT /admin/test/captcha/:key { answer } (X-Operator-Key): browser and BFF tests cannot read a
// captcha picture, so they plant the answer of a challenge the page has drawn. Registered only on a
// platform started with TEST_CAPTCHA_ANSWERS=allow (playwright.config.ts and the integration
// harness); anywhere else the route does not exist (404), like SETTLEMENT_AS_OF=allow's --as-of.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { RoutesOptions } from '../../../context';
import { replaceCaptchaAnswer } from '../queries/captchas';
import { captchaKeySchema, hashCaptchaAnswer } from '../rules/captcha-challenge';
import { errors, ok } from '../../../core/http/envelope';
import { guardAdmin } from '../../../core/admin/admin-guard';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyOrEmpty } from '../../../core/http/route-schemas';

const params = z.object({ key: captchaKeySchema });
const body = z.object({ answer: z.string().trim().min(1).max(16) });

export const adminTestCaptchaRoutes: FastifyPluginAsync<RoutesOptions & { testCaptchaAnswers?: boolean }> = async (instance, { ctx, testCaptchaAnswers = false }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Served only where TEST_CAPTCHA_ANSWERS (or the test build's option) turns it on.
  if (!testCaptchaAnswers) return;
  guardAdmin(app, ctx);

  app.put('/test/captcha/:key', { schema: { params, body: bodyOrEmpty(body) } }, async (request) => {
    const { key } = request.params;
    const { answer } = request.body;
    if (!(await replaceCaptchaAnswer(ctx.db, key, hashCaptchaAnswer(answer)))) throw errors.notFound('No captcha drawn under this key');
    return ok({ key });
  });
};
