// Session routes: the RSA public key, encrypted login (username or SMS), logout.
import type { FastifyPluginAsync } from 'fastify';
import type { RoutesOptions } from '../../../context';
import { revokeSession } from '../queries/sessions';
import { ok } from '../../../core/http/envelope';
import { login, loginSchema } from '../rules/login';
import { sessionEvents } from '../rules/session-events';
import { clientOf } from '../http/client-of';
import { requireEncryptedBody } from '../../../core/http/require-encrypted-body';
import { requireSession, sessionOf } from '../http/require-session';

export const sessionRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  const loginBody = requireEncryptedBody(ctx.cipher, loginSchema);

  app.get('/wps/session/key/rsa', async () => ok(ctx.publicKey));

  app.post('/wps/session/login', { preHandler: loginBody.preHandler }, async (request) =>
    ok(await login(ctx.accounts, loginBody.get(request), clientOf(request))),
  );

  app.delete('/wps/session/logout', { preHandler: requireSession(ctx.db) }, async (request) => {
    const { tokenHash, memberId } = sessionOf(request);
    await revokeSession(ctx.db, tokenHash, new Date());
    sessionEvents.publish({ memberId });
    return ok(true);
  });
};
