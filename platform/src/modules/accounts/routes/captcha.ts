// GET /wps/captcha?key=...: a fresh PNG challenge under a client-chosen key (base64, no data: prefix).
// Drawing costs CPU, so each IP, each device and the site get a bounded number per minute
// (abuse-limits.ts); unknown visitors only a share of the site's, the rest stays for known devices
// and signed-in members.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { RoutesOptions } from '../../../context';
import { putCaptcha } from '../queries/captchas';
import { CAPTCHA_TTL_MS, captchaKeySchema, hashCaptchaAnswer } from '../rules/captcha-challenge';
import { drawCaptcha } from '../rules/captcha-image';
import { ok } from '../../../core/http/envelope';
import { clientOf } from '../http/client-of';
import { visitorOf } from '../http/visitor-of';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const querySchema = z.object({ key: captchaKeySchema });

export const captchaRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/wps/captcha', { schema: { querystring: querySchema } }, async (request) => {
    const { key } = request.query;
    const client = clientOf(request);
    const { limits } = ctx.accounts;
    await limits.consume('captchaPerIp', client.ip);
    if (client.deviceHash) await limits.consume('captchaPerDevice', client.deviceHash);
    await limits.consumeSite('captchaGlobal', await visitorOf(ctx.db, request, client));
    const { answer, png } = await drawCaptcha();
    await putCaptcha(ctx.db, key, hashCaptchaAnswer(answer), new Date(Date.now() + CAPTCHA_TTL_MS));
    return ok(png.toString('base64'));
  });
};
