// Guarantees the envelope on every answer: API errors, Fastify's own errors (malformed JSON,
// oversized body, bad URL), unknown routes and unexpected failures (500 without a stack).
import type { FastifyError, FastifyInstance } from 'fastify';
import { controlCharacterPath } from '../../../../contract/control-characters';
import { isDatabaseUnavailable } from '../database/client';
import { ApiError, errors } from './envelope';

function toApiError(error: FastifyError): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (isDatabaseUnavailable(error)) return errors.databaseUnavailable();
  const status = error.statusCode ?? 500;
  if (status === 413) return errors.payloadTooLarge();
  if (status === 404) return errors.notFound();
  if (status === 429) return errors.tooManyRequests();
  if (status === 400 || status === 415) {
    return error.code?.startsWith('FST_ERR_CTP')
      ? errors.requestBodyRequired()
      : new ApiError(400, 'validation_failed', 'Bad request');
  }
  if (status > 400 && status < 500) return new ApiError(400, 'validation_failed', 'Bad request');
  return undefined;
}

/**
 * What of an unexpected error goes to the log: its kind, codes and message up to the parameters.
 * Drizzle's "Failed query: … params: …" and the driver's detail/where/parameters carry member data
 * (names, e-mails, codes) and never reach the log.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const withCodes = error as Error & { code?: unknown; cause?: unknown };
  const message = error.message.split(/\n\s*params:/i)[0].slice(0, 500);
  const logged: Record<string, unknown> = { type: error.name, message };
  if (typeof withCodes.code === 'string') logged.code = withCodes.code;
  if (withCodes.cause instanceof Error) {
    const cause = withCodes.cause as Error & { code?: unknown };
    logged.cause = { type: cause.name, ...(typeof cause.code === 'string' ? { code: cause.code } : {}) };
  }
  // The stack's first lines repeat the message (with its parameters): keep only the frames.
  if (error.stack) logged.stack = error.stack.split('\n').filter((line) => /^\s+at /.test(line)).slice(0, 8).join('\n');
  return logged;
}

export function installEnvelopeHandlers(app: FastifyInstance): void {
  // Our own JSON parser: an empty body is "no body" (e.g. DELETE with a JSON content type), and a
  // malformed one is request_body_required. Prototype-poisoning keys are rejected by the default parser.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    defaultJsonParser(request, text, (error, parsed) =>
      error ? done(errors.requestBodyRequired('Malformed JSON body')) : done(null, parsed),
    );
  });

  // NUL and other control characters never reach a use case or the database (a NUL in PostgreSQL
  // text is an error whose message carries the value): 400 for any of them in body, query or path.
  app.addHook('preValidation', async (request) => {
    const bad = controlCharacterPath(request.body) ?? controlCharacterPath(request.query) ?? controlCharacterPath(request.params);
    if (bad !== null) throw new ApiError(400, 'validation_failed', 'Text may not contain control characters', { fields: [bad] });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = toApiError(error);
    if (apiError) return reply.status(apiError.statusCode).send(apiError.toEnvelope());
    request.log.error({ err: loggableError(error) }, 'unexpected error');
    return reply.status(500).send({ success: false, code: 'internal_error', message: 'Internal error' });
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send(errors.notFound().toEnvelope()));
}
