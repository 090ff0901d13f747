// Password routes (spec §7): change (token, encrypt), forgot by e-mail (form), reset with the
// mailed token (encrypt), set by phone code (encrypt).
import type { FastifyPluginAsync } from 'fastify';
import type { RoutesOptions } from '../../../context';
import { errors, ok } from '../../../core/http/envelope';
import {
  changePassword,
  changePasswordSchema,
  requestResetMail,
  resetMailSchema,
  resetPhoneSchema,
  resetTokenSchema,
  resetWithPhone,
  resetWithToken,
} from '../rules/passwords';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientOf } from '../http/client-of';
import { decryptBody } from '../../../core/http/require-encrypted-body';
import { requireSession, sessionOf } from '../http/require-session';

export const accountsPasswordRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Spec: the forgot-by-e-mail call is a form POST. Scoped to this plugin.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, Object.fromEntries(new URLSearchParams(body.toString())));
    } catch {
      done(errors.requestBodyRequired('Malformed form body'));
    }
  });


  app.post('/wps/member/password', { schema: { body: changePasswordSchema }, preValidation: decryptBody(ctx.cipher), preHandler: requireSession(ctx.db) }, async (request) => {
    const session = sessionOf(request);
    return ok(await changePassword(ctx.accounts, session.memberId, session.tokenHash, request.body, clientOf(request)));
  });

  app.post('/wps/member/password/email', { schema: { body: resetMailSchema } }, async (request) =>
    ok(await requestResetMail(ctx.accounts, request.body, clientOf(request))),
  );

  app.post('/wps/member/password/reset', { schema: { body: resetTokenSchema }, preValidation: decryptBody(ctx.cipher) }, async (request) =>
    ok(await resetWithToken(ctx.accounts, request.body)),
  );

  app.post('/wps/member/password/verification', { schema: { body: resetPhoneSchema }, preValidation: decryptBody(ctx.cipher) }, async (request) =>
    ok(await resetWithPhone(ctx.accounts, request.body, clientOf(request))),
  );
};
