// Registration (spec §7 register, mobile register, affiliate check) and the SMS code request.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { RoutesOptions } from '../../../context';
import { ok } from '../../../core/http/envelope';
import { checkAffiliateCode, registerByMobile, registerByUsername, registerSchema } from '../rules/registration';
import { requestSmsCode, smsRequestSchema } from '../rules/sms-request';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyOrEmpty } from '../../../core/http/route-schemas';
import { clientOf } from '../http/client-of';
import { decryptBody } from '../../../core/http/require-encrypted-body';

const affiliateQuery = z.object({ code: z.string().max(64).optional(), domain: z.string().max(256).optional() });

export const accountsRegisterRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.put('/wps/member/register', { schema: { body: registerSchema }, preValidation: decryptBody(ctx.cipher) }, async (request) =>
    ok(await registerByUsername(ctx.accounts, request.body, clientOf(request))),
  );

  app.put('/wps/member/register/mobile', { schema: { body: registerSchema }, preValidation: decryptBody(ctx.cipher) }, async (request) =>
    ok(await registerByMobile(ctx.accounts, request.body, clientOf(request))),
  );

  app.get('/wps/agent/affiliate', { schema: { querystring: affiliateQuery } }, async (request) => {
    const { code } = request.query;
    await checkAffiliateCode(ctx.accounts, code);
    return ok({ valid: true });
  });

  app.post('/wps/verification/sms/noLogin', { schema: { body: bodyOrEmpty(smsRequestSchema) } }, async (request) =>
    ok(await requestSmsCode(ctx.accounts, request.body, clientOf(request))),
  );
};
