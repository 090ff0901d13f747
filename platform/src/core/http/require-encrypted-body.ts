// *encrypt* endpoints (spec §7): the body is { value } with the Encryption headers, and only the
// decrypted plaintext object is the request's input; an unencrypted body is refused
// (request_body_required). A route declares the plaintext's schema and decrypts before validation:
//   app.post('/login', { schema: { body: loginSchema }, preValidation: decryptBody(ctx.cipher) },
//     async (request) => login(request.body));
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { PayloadCipher } from './payload-cipher';
import { deferInputError, replacesBody } from './route-schemas';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * preValidation: the body becomes the decrypted plaintext, which the route's `schema.body` checks
 * (a route without one is refused at start-up). A body that does not decrypt is refused after the
 * route's preHandlers (core/http/route-schemas.ts), where the handler's own checks used to refuse it.
 */
export function decryptBody(cipher: PayloadCipher): preValidationAsyncHookHandler {
  return replacesBody<preValidationAsyncHookHandler>(async (request) => {
    try {
      request.body = cipher.decrypt({
        encryption: header(request, 'encryption'),
        encryptionType: header(request, 'encryption-type'),
        body: request.body,
      });
    } catch (error) {
      request.body = undefined;
      deferInputError(request, error as Error);
    }
  });
}
