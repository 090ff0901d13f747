// Third-party sign-in (OpenID Connect): start (authorization URL, state, nonce, PKCE verifier for
// the caller to keep) and the encrypted login that exchanges the code and answers a login value.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RoutesOptions } from '../../../context';
import { ApiError, ok } from '../../../core/http/envelope';
import { oidcLoginSchema, oidcStartSchema, startOidc } from '../rules/oidc';
import { oidcLogin } from '../rules/oidc-login';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientOf } from '../http/client-of';
import { decryptBody } from '../../../core/http/require-encrypted-body';

export const accountsOidcRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const directory = ctx.oidc;

  const noteFailure = (request: FastifyRequest, error: unknown) => {
    if (error instanceof ApiError && error.code === 'oidc_failed' && error.cause) {
      request.log.warn({ reason: error.cause }, 'oidc sign-in failed');
    }
    throw error;
  };

  app.post('/wps/session/oidc/start', { schema: { body: oidcStartSchema } }, async (request) =>
    ok(await startOidc(directory, request.body).catch((error) => noteFailure(request, error))),
  );

  app.post('/wps/session/login/oidc', { schema: { body: oidcLoginSchema }, preValidation: decryptBody(ctx.cipher) }, async (request) =>
    ok(await oidcLogin(ctx.accounts, directory, request.body, clientOf(request)).catch((error) => noteFailure(request, error))),
  );
};
