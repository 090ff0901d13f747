// Security center (token): masked contact details and Google authenticator setup/enable/disable.
import type { FastifyPluginAsync } from 'fastify';
import type { RoutesOptions } from '../../../context';
import { ok } from '../../../core/http/envelope';
import { disableTotp, enableTotp, securityOverview, setupTotp, totpCodeSchema } from '../rules/security';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession, sessionOf } from '../http/require-session';

export const accountsSecurityRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', requireSession(ctx.db));

  app.get('/wps/member/security', async (request) => ok(await securityOverview(ctx.accounts, sessionOf(request).memberId)));

  app.post('/wps/member/totp/setup', async (request) => {
    const session = sessionOf(request);
    return ok(await setupTotp(ctx.accounts, session.memberId, session.account));
  });

  app.post('/wps/member/totp/enable', { schema: { body: totpCodeSchema } }, async (request) =>
    ok(await enableTotp(ctx.accounts, sessionOf(request).memberId, request.body.code)),
  );

  app.post('/wps/member/totp/disable', { schema: { body: totpCodeSchema } }, async (request) =>
    ok(await disableTotp(ctx.accounts, sessionOf(request).memberId, request.body.code)),
  );
};
