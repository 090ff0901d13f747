// preHandler for *encrypt* endpoints (spec §7): decrypts the { value } body with the Encryption
// headers, validates the plaintext object with zod and keeps it for the handler.
//   const body = requireEncryptedBody(cipher, loginSchema);
//   app.post('/login', { preHandler: body.preHandler }, async (request) => body.get(request));
import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { z } from 'zod';
import type { PayloadCipher } from './payload-cipher';
import { parseOrFail } from './validation';
import { requestSlot } from './request-slot';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

export function requireEncryptedBody<S extends z.ZodType>(cipher: PayloadCipher, schema: S) {
  const slot = requestSlot<z.infer<S>>('encrypted body');
  const preHandler: preHandlerHookHandler = async (request) => {
    const plaintext = cipher.decrypt({
      encryption: header(request, 'encryption'),
      encryptionType: header(request, 'encryption-type'),
      body: request.body,
    });
    slot.set(request, parseOrFail(schema, plaintext));
  };
  return { preHandler, get: slot.get };
}
