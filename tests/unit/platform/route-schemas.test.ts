/** @jest-environment node */
// core/http/route-schemas.ts on a bare Fastify app: a route's zod schemas answer bad input with the
// envelope parseOrFail throws (same status, code, message and fields), after the route's preHandlers;
// a body the route lets be left out reads as {}; a decrypting route without a body schema is refused.
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { installEnvelopeHandlers } from '@/platform/src/core/http/envelope-handlers';
import { ApiError, errors, ok } from '@/platform/src/core/http/envelope';
import { bodyOrEmpty, installRouteSchemas } from '@/platform/src/core/http/route-schemas';
import { parseOrFail } from '@/platform/src/core/http/validation';
import { decryptBody } from '@/platform/src/core/http/require-encrypted-body';
import type { PayloadCipher } from '@/platform/src/core/http/payload-cipher';

// Fastify's inject needs an ESM-only package under Jest: the apps listen on ports of the test range.
const PORTS = { routes: 4871, decrypt: 4872 };

interface Sent {
  statusCode: number;
  json(): any;
}

async function send(app: FastifyInstance, method: string, url: string, options: { headers?: Record<string, string>; payload?: unknown } = {}): Promise<Sent> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.payload !== undefined) headers['content-type'] = 'application/json';
  const address = app.server.address() as { port: number };
  const response = await fetch(`http://127.0.0.1:${address.port}${url}`, { method, headers, body: options.payload === undefined ? undefined : JSON.stringify(options.payload) });
  const parsed: unknown = await response.json();
  return { statusCode: response.status, json: () => parsed };
}

const body = z.object({ amount: z.string().regex(/^\d+\.\d{2}$/), note: z.string().max(10).optional() });
const params = z.object({ id: z.coerce.number().int().positive() });
const patch = z.object({ enabled: z.boolean().optional() });

async function build(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  installEnvelopeHandlers(app);
  installRouteSchemas(app);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const requireToken = async (request: { headers: Record<string, unknown> }) => {
    if (!request.headers.authorization) throw errors.notLoggedIn();
  };
  typed.post('/things/:id', { schema: { params, body }, preHandler: requireToken }, async (request) => ok({ id: request.params.id, amount: request.body.amount }));
  typed.get('/things', { schema: { querystring: z.object({ limit: z.coerce.number().int().max(50).default(10) }) } }, async (request) => ok(request.query));
  typed.put('/settings', { schema: { body: bodyOrEmpty(patch) } }, async (request) => ok(request.body));
  await app.listen({ port: PORTS.routes, host: '127.0.0.1' });
  return app;
}

/** What parseOrFail answered for the same input, through the same error handler. */
function envelopeOf(schema: z.ZodType, input: unknown) {
  try {
    parseOrFail(schema, input);
  } catch (error) {
    return (error as ApiError).toEnvelope();
  }
  throw new Error('expected a validation failure');
}

describe('route schemas', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it('answers a bad body with the envelope parseOrFail gives, status 400', async () => {
    const bad = { amount: '12', note: 'far too long a note' };
    const answer = await send(app, 'POST', '/things/7', { headers: { authorization: 't' }, payload: bad });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual(envelopeOf(body, bad));
    expect(answer.json()).toEqual({ success: false, code: 'validation_failed', message: 'Invalid fields: amount, note', value: { fields: ['amount', 'note'] } });
  });

  it('answers bad params and a missing body the same way', async () => {
    const badId = await send(app, 'POST', '/things/x', { headers: { authorization: 't' }, payload: { amount: '1.00' } });
    expect({ status: badId.statusCode, body: badId.json() }).toEqual({ status: 400, body: envelopeOf(params, { id: 'x' }) });
    const missing = await send(app, 'POST', '/things/7', { headers: { authorization: 't' } });
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({ status: 400, body: envelopeOf(body, undefined) });
  });

  it('refuses control characters as parseOrFail does', async () => {
    const answer = await send(app, 'POST', '/things/7', { headers: { authorization: 't' }, payload: { amount: '1.00', note: 'a\u0000b' } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('validation_failed');
  });

  it('lets the route preHandlers answer first', async () => {
    const answer = await send(app, 'POST', '/things/x', { payload: { amount: 'lots' } });
    expect({ status: answer.statusCode, code: answer.json().code }).toEqual({ status: 401, code: 'CUSTOMER_NOT_LOGIN' });
  });

  it('hands the handler the parsed, typed input', async () => {
    const answer = await send(app, 'POST', '/things/7', { headers: { authorization: 't' }, payload: { amount: '1.00' } });
    expect(answer.json()).toEqual({ success: true, value: { id: 7, amount: '1.00' } });
  });

  it('keeps the query keys the schema does not name, beside the parsed ones', async () => {
    const answer = await send(app, 'GET', '/things?lang=th');
    expect(answer.json()).toEqual({ success: true, value: { lang: 'th', limit: 10 } });
  });

  it('reads a left-out body as {} where the route allows it', async () => {
    const empty = await send(app, 'PUT', '/settings');
    expect({ status: empty.statusCode, body: empty.json() }).toEqual({ status: 200, body: { success: true, value: {} } });
    const bad = await send(app, 'PUT', '/settings', { payload: { enabled: 'yes' } });
    expect({ status: bad.statusCode, body: bad.json() }).toEqual({ status: 400, body: envelopeOf(patch, { enabled: 'yes' }) });
  });
});

describe('decryptBody', () => {
  it('refuses at start-up a route that decrypts its body but declares no body schema', async () => {
    const app = Fastify({ logger: false });
    installRouteSchemas(app);
    const cipher = { decrypt: () => ({}) } as unknown as PayloadCipher;
    expect(() => app.post('/secret', { preValidation: decryptBody(cipher) }, async () => ok(true))).toThrow(/declares no schema.body/);
    await app.close();
  });

  it('checks the plaintext against the body schema, and refuses what does not decrypt after the preHandlers', async () => {
    const app = Fastify({ logger: false });
    installEnvelopeHandlers(app);
    installRouteSchemas(app);
    const cipher = {
      decrypt: ({ body: sealed }: { body: unknown }) => {
        const value = (sealed as { value?: unknown } | undefined)?.value;
        if (typeof value !== 'string') throw errors.encryptedBodyRequired();
        return JSON.parse(value) as Record<string, unknown>;
      },
    } as unknown as PayloadCipher;
    const requireToken = async (request: { headers: Record<string, unknown> }) => {
      if (!request.headers.authorization) throw errors.notLoggedIn();
    };
    app.withTypeProvider<ZodTypeProvider>().post('/secret', { schema: { body }, preValidation: decryptBody(cipher), preHandler: requireToken }, async (request) => ok(request.body.amount));
    await app.listen({ port: PORTS.decrypt, host: '127.0.0.1' });
    const post = (payload: unknown, authorization?: string) => send(app, 'POST', '/secret', { headers: authorization ? { authorization } : {}, payload });

    const plain = await post({ amount: '1.00' }, 't');
    expect({ status: plain.statusCode, body: plain.json() }).toEqual({ status: 400, body: errors.encryptedBodyRequired().toEnvelope() });
    const anonymous = await post({ amount: '1.00' });
    expect(anonymous.json().code).toBe('CUSTOMER_NOT_LOGIN');
    const wrong = await post({ value: JSON.stringify({ amount: '1' }) }, 't');
    expect({ status: wrong.statusCode, body: wrong.json() }).toEqual({ status: 400, body: envelopeOf(body, { amount: '1' }) });
    const right = await post({ value: JSON.stringify({ amount: '1.00' }) }, 't');
    expect(right.json()).toEqual({ success: true, value: '1.00' });
    await app.close();
  });
});
