// GET /wps/captcha?key=...: a fresh PNG challenge under a client-chosen key (base64, no data: prefix).
// Drawing costs CPU, so each IP and the site get a bounded number per minute (abuse-limits.ts).
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { RoutesOptions } from '../context';
import { putCaptcha } from '../db/captchas';
import { CAPTCHA_TTL_MS, captchaKeySchema, hashCaptchaAnswer } from '../domain/captcha-challenge';
import { drawCaptcha } from '../domain/captcha-image';
import { ok } from '../domain/envelope';
import { clientOf } from '../http/client-of';
import { parseOrFail } from '../domain/validation';

const querySchema = z.object({ key: captchaKeySchema });

export const captchaRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  app.get('/wps/captcha', async (request) => {
    const { key } = parseOrFail(querySchema, request.query);
    await ctx.accounts.limits.consume('captchaPerIp', clientOf(request).ip);
    await ctx.accounts.limits.consume('captchaGlobal', 'site');
    const { answer, png } = await drawCaptcha();
    await putCaptcha(ctx.db, key, hashCaptchaAnswer(answer), new Date(Date.now() + CAPTCHA_TTL_MS));
    return ok(png.toString('base64'));
  });
};
