// Guarantees the envelope on every answer: API errors, Fastify's own errors (malformed JSON,
// oversized body, bad URL), unknown routes and unexpected failures (500 without a stack).
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, errors } from '../domain/envelope';

function toApiError(error: FastifyError): ApiError | undefined {
  if (error instanceof ApiError) return error;
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

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = toApiError(error);
    if (apiError) return reply.status(apiError.statusCode).send(apiError.toEnvelope());
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ success: false, code: 'internal_error', message: 'Internal error' });
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send(errors.notFound().toEnvelope()));
}
