// Route schemas: every route declares its input as zod schemas (mostly from contract/), in
// `schema: { body, querystring, params }`, and reads `request.body` etc. typed through
// `app.withTypeProvider<ZodTypeProvider>()`. Fastify checks them with checkInput (validation.ts),
// so bad input answers validation_failed with the fields at fault, as parseOrFail does.
//
// Fastify validates before the preHandlers, but a route's preHandlers (session, trial refusal,
// limits) decide first: a caller without a session learns that, not which fields it got wrong.
// So a route with schemas keeps its validation error (attachValidation) and one last preHandler
// answers it; a body that did not decrypt (require-encrypted-body.ts) is answered there too.
import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { checkInput } from './validation';

const deferredErrors = new WeakMap<FastifyRequest, Error>();
const rawInputs = new WeakMap<FastifyRequest, RawInput>();

export interface RawInput {
  params: unknown;
  body: unknown;
}

/**
 * The path parameters and body as the client sent them, before a route's schemas parsed (coerced,
 * defaulted, stripped) them: what the audit trail records of a call.
 */
export function rawInputOf(request: FastifyRequest): RawInput {
  return rawInputs.get(request) ?? { params: request.params, body: request.body };
}
const emptyWhenAbsent = new WeakSet<z.ZodType>();

/** The body schema of a route whose body may be left out: an absent body is checked as {}. */
export function bodyOrEmpty<S extends z.ZodType>(schema: S): S {
  const copy = schema.clone() as S;
  emptyWhenAbsent.add(copy);
  return copy;
}
const bodyReplacers = new WeakSet<object>();

/** Marks a preValidation hook that replaces the body (decryption): its route must declare `schema.body`. */
export function replacesBody<H extends object>(hook: H): H {
  bodyReplacers.add(hook);
  return hook;
}

/** Whether the route's body is replaced before validation (its schema is the decrypted plaintext's). */
export function decryptsBody(route: Pick<RouteOptions, 'preValidation'>): boolean {
  return asList(route.preValidation).some((hook) => bodyReplacers.has(hook));
}

/** An input error found before validation (a body that did not decrypt), answered after the route's preHandlers. */
export function deferInputError(request: FastifyRequest, error: Error): void {
  if (!deferredErrors.has(request)) deferredErrors.set(request, error);
}

const answerInputError: preHandlerAsyncHookHandler = async (request) => {
  const error = deferredErrors.get(request) ?? request.validationError;
  if (error) throw error;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Fastify hands an absent body to the validator as null; the schemas (and parseOrFail) know it as undefined.
// A query or path keeps the keys its schema does not name (a `lang` hint read by requestLanguage), as
// it did when handlers parsed a copy; the named ones are the parsed values.
const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const absent = httpPart === 'body' && emptyWhenAbsent.has(schema) ? {} : undefined;
  const keepsUnnamed = httpPart === 'querystring' || httpPart === 'params';
  return (data) => {
    const checked = checkInput(schema, httpPart === 'body' && data === null ? absent : data);
    if (keepsUnnamed && 'value' in checked && isRecord(data) && isRecord(checked.value)) return { value: { ...data, ...checked.value } };
    return checked;
  };
};

function declaresInput(route: RouteOptions): boolean {
  const schema = route.schema;
  return Boolean(schema && (schema.body || schema.querystring || schema.params || schema.headers));
}

function asList<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/** Set once on the root instance, before any route is registered. */
export function installRouteSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('preValidation', async (request) => {
    rawInputs.set(request, { params: request.params, body: request.body });
  });
  app.addHook('onRoute', (route) => {
    if (decryptsBody(route) && !route.schema?.body) {
      throw new Error(`${String(route.method)} ${route.url} decrypts its body but declares no schema.body`);
    }
    if (!declaresInput(route) || route.attachValidation) return;
    route.attachValidation = true;
    route.preHandler = [...asList(route.preHandler), answerInputError];
  });
}
