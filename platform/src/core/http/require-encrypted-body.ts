// *encrypt* endpoints (spec §7): the body is { value } with the Encryption headers, and only the
// decrypted plaintext object is the request's input; an unencrypted body is refused
// (request_body_required).
//
// A route declares the plaintext's schema and decrypts before validation:
//   app.post('/login', { schema: { body: loginSchema }, preValidation: decryptBody(ctx.cipher) },
//     async (request) => login(request.body));
// requireEncryptedBody is the older form, decrypting and checking in a preHandler:
//   const body = requireEncryptedBody(cipher, loginSchema);
//   app.post('/login', { preHandler: body.preHandler }, async (request) => body.get(request));
import type { FastifyRequest, preHandlerHookHandler, preValidationAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import type { PayloadCipher } from './payload-cipher';
import { parseOrFail } from './validation';
import { requestSlot } from './request-slot';
import { deferInputError, replacesBody } from './route-schemas';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function decrypt(cipher: PayloadCipher, request: FastifyRequest): Record<string, unknown> {
  return cipher.decrypt({
    encryption: header(request, 'encryption'),
    encryptionType: header(request, 'encryption-type'),
    body: request.body,
  });
}

/**
 * preValidation: the body becomes the decrypted plaintext, which the route's `schema.body` checks.
 * A body that does not decrypt is refused after the route's preHandlers (core/http/route-schemas.ts),
 * where the handler's own checks used to refuse it.
 */
export function decryptBody(cipher: PayloadCipher): preValidationAsyncHookHandler {
  return replacesBody<preValidationAsyncHookHandler>(async (request) => {
    try {
      request.body = decrypt(cipher, request);
    } catch (error) {
      request.body = undefined;
      deferInputError(request, error as Error);
    }
  });
}

export function requireEncryptedBody<S extends z.ZodType>(cipher: PayloadCipher, schema: S) {
  const slot = requestSlot<z.infer<S>>('encrypted body');
  const preHandler: preHandlerHookHandler = async (request) => {
    slot.set(request, parseOrFail(schema, decrypt(cipher, request)));
  };
  return { preHandler, get: slot.get };
}
