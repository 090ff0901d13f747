// Login extras (spec §4): free play, and the second verification after a login from a new IP.
import type { FastifyPluginAsync } from 'fastify';
import type { RoutesOptions } from '../../../context';
import { ok } from '../../../core/http/envelope';
import { freeplayLogin, freeplaySchema } from '../rules/freeplay';
import { sendChallengeCode, sendChallengeCodeSchema, verifyChallenge, verifyChallengeSchema } from '../rules/second-verification';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientOf } from '../http/client-of';
import { decryptBody } from '../../../core/http/require-encrypted-body';

export const accountsLoginRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post('/wps/session/login/freeplay', { schema: { body: freeplaySchema }, preValidation: decryptBody(ctx.cipher) }, async (request) => {
    return ok(await freeplayLogin(ctx.accounts, clientOf(request)));
  });

  app.post('/wps/session/login/verify/send', { schema: { body: sendChallengeCodeSchema } }, async (request) =>
    ok(await sendChallengeCode(ctx.accounts, request.body, clientOf(request))),
  );

  app.post('/wps/session/login/verify', { schema: { body: verifyChallengeSchema }, preValidation: decryptBody(ctx.cipher) }, async (request) =>
    ok(await verifyChallenge(ctx.accounts, request.body, clientOf(request))),
  );
};
