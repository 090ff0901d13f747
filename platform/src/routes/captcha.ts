// GET /wps/captcha?key=...: a fresh PNG challenge under a client-chosen key (base64, no data: prefix).
// Drawing costs CPU, so each IP gets a bounded number per minute.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { RoutesOptions } from '../context';
import { putCaptcha } from '../db/captchas';
import { CAPTCHA_TTL_MS, captchaKeySchema, hashCaptchaAnswer } from '../domain/captcha-challenge';
import { drawCaptcha } from '../domain/captcha-image';
import { errors, ok } from '../domain/envelope';
import { FixedWindowLimiter } from '../domain/rate-limit';
import { parseOrFail } from '../domain/validation';
import { clientAddressOf } from '../http/client-address';

const querySchema = z.object({ key: captchaKeySchema });

export const captchaRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  const limiter = new FixedWindowLimiter(30, 60_000);

  app.get('/wps/captcha', async (request) => {
    const { key } = parseOrFail(querySchema, request.query);
    if (!limiter.hit(clientAddressOf(request))) throw errors.tooManyRequests();
    const { answer, png } = await drawCaptcha();
    await putCaptcha(ctx.db, key, hashCaptchaAnswer(answer), new Date(Date.now() + CAPTCHA_TTL_MS));
    return ok(png.toString('base64'));
  });
};
