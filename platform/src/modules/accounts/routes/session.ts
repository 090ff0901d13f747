// Session routes: the RSA public key, encrypted login (username or SMS), logout.
import type { FastifyPluginAsync } from 'fastify';
import type { RoutesOptions } from '../../../context';
import { revokeSession } from '../queries/sessions';
import { ok } from '../../../core/http/envelope';
import { login, loginSchema } from '../rules/login';
import { sessionEvents } from '../rules/session-events';
import { clientOf } from '../http/client-of';
import { decryptBody } from '../../../core/http/require-encrypted-body';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession, sessionOf } from '../http/require-session';

export const sessionRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get('/wps/session/key/rsa', async () => ok(ctx.publicKey));

  app.post('/wps/session/login', { schema: { body: loginSchema }, preValidation: decryptBody(ctx.cipher) }, async (request) =>
    ok(await login(ctx.accounts, request.body, clientOf(request))),
  );

  app.delete('/wps/session/logout', { preHandler: requireSession(ctx.db) }, async (request) => {
    const { tokenHash, memberId } = sessionOf(request);
    await revokeSession(ctx.db, tokenHash, new Date());
    sessionEvents.publish({ memberId });
    return ok(true);
  });
};
