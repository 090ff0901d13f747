// The OpenAPI document of the platform's routes, from their declared zod schemas (route-schemas.ts):
// registered on the root before any route, read by GET /admin/openapi.json (docs/platform-modules.md, "One rule in one place").
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { decryptsBody } from './route-schemas';

// The upstream and back office APIs; the site's own pages (vendor pages, icons, gateway callbacks)
// and the process's probes are left out.
const THE_API = /^\/(?:wps|lgw|admin)\//;

const ENCRYPTED =
  'Encrypted body (spec §7): the wire body is { "value": <ciphertext> } with the Encryption and Encryption-Type headers; the body schema here is the decrypted plaintext\'s.';

const transform = createJsonSchemaTransform({
  skipList: [],
  // A refinement or transform with no JSON Schema form shows as "any" rather than failing the document.
  zodToJsonConfig: { unrepresentable: 'any' },
});

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Platform API',
        description: 'The upstream API (/wps, /lgw; behind the merchant check) and the back office API (/admin).',
        version: '1',
      },
    },
    transform: (document) => {
      const transformed = transform(document);
      if (!THE_API.test(document.url)) {
        return { ...transformed, schema: { ...transformed.schema, hide: true } };
      }
      if (decryptsBody(document.route)) {
        return { ...transformed, schema: { ...transformed.schema, description: ENCRYPTED } };
      }
      return transformed;
    },
  });
}
