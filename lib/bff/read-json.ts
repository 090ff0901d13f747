import type { z } from 'zod';
import { controlCharacterPath } from '@/contract/control-characters';
import { bodyLimitOf, DEFAULT_BODY_LIMIT, type BodyLimit } from './body-limits';
import { errorResponse } from './responses';
import { validationErrorResponse } from './validation-error';

export const MAX_BODY_BYTES = DEFAULT_BODY_LIMIT.bytes;

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };
type Read = { ok: true; text: string } | { ok: false; response: Response };

/** `application/json`, optionally with a UTF-8 charset, and nothing else (no `text/plain; x=application/json`). */
export function isJsonContentType(header: string | null): boolean {
  if (!header) return false;
  const [type, ...parameters] = header.toLowerCase().split(';').map((part) => part.trim());
  if (type !== 'application/json') return false;
  return parameters.every((parameter) => parameter === '' || /^charset="?utf-8"?$/.test(parameter));
}

/** The body limit of the route this request is for (body-limits.ts). */
const routeLimit = (request: Request): BodyLimit => bodyLimitOf(new URL(request.url).pathname);

/**
 * The one body reader of the BFF: refuses a declared length over the route's limit at once (proxy.ts
 * has refused it already: lib/edge/early-refusals.ts), and stops
 * reading (cancelling the stream) as soon as the bytes received pass it, so a huge or endless body
 * never sits in memory. Nothing is parsed before the whole body is known to be within the limit.
 */
export async function readBody(request: Request, limit: BodyLimit = routeLimit(request)): Promise<Read> {
  const tooLarge = (): Read => ({ ok: false, response: errorResponse(413, limit.code, limit.message) });
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit.bytes) {
    await request.body?.cancel().catch(() => undefined);
    return tooLarge();
  }
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit.bytes) {
      await reader.cancel().catch(() => undefined);
      return tooLarge();
    }
    chunks.push(value);
  }
  return { ok: true, text: new TextDecoder().decode(Buffer.concat(chunks)) };
}

/**
 * Reads a request's JSON body within its route's limit (64 KB unless body-limits.ts says otherwise)
 * and validates it: 415 unless exactly application/json, 413 over the limit, 400 for malformed
 * JSON, control characters (NUL and co.) in any string, or fields the schema refuses. The origin is
 * checked before (define-route.ts).
 */
export async function readJson<T>(request: Request, schema: z.ZodType<T>): Promise<Parsed<T>> {
  if (!isJsonContentType(request.headers.get('content-type'))) {
    return { ok: false, response: errorResponse(415, 'unsupported_media_type', 'Send the body as application/json') };
  }
  const body = await readBody(request);
  if (!body.ok) return body;
  let json: unknown;
  try {
    json = JSON.parse(body.text);
  } catch {
    return { ok: false, response: errorResponse(400, 'malformed_json', 'The request body is not valid JSON') };
  }
  const bad = controlCharacterPath(json);
  if (bad !== null) {
    return { ok: false, response: errorResponse(400, 'control_characters', 'Text may not contain control characters') };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    return { ok: false, response: validationErrorResponse(parsed.error, 'Some fields are missing or invalid') };
  }
  return { ok: true, data: parsed.data };
}
