import type { z } from 'zod';
import { controlCharacterPath } from '@/contract/control-characters';
import { errorResponse } from './responses';
import { crossSiteRefusal } from './same-site';
import { validationErrorResponse } from './validation-error';

export const MAX_BODY_BYTES = 64 * 1024;

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };
type Read = { ok: true; text: string } | { ok: false; response: Response };

/** `application/json`, optionally with a UTF-8 charset, and nothing else (no `text/plain; x=application/json`). */
export function isJsonContentType(header: string | null): boolean {
  if (!header) return false;
  const [type, ...parameters] = header.toLowerCase().split(';').map((part) => part.trim());
  if (type !== 'application/json') return false;
  return parameters.every((parameter) => parameter === '' || /^charset="?utf-8"?$/.test(parameter));
}

const tooLarge = (limit: number): Response =>
  errorResponse(413, 'payload_too_large', `The request body is larger than ${Math.max(1, Math.round(limit / 1024))} KB`);

/**
 * The one body reader of the BFF: refuses a declared length over `limit` at once, and stops reading
 * (cancelling the stream) as soon as the bytes received pass it, so a huge or endless body never
 * sits in memory. Nothing is parsed before the whole body is known to be within the limit.
 */
export async function readBody(
  request: Request,
  limit: number,
  { tooLargeResponse = tooLarge }: { tooLargeResponse?: (limit: number) => Response } = {},
): Promise<Read> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false, response: tooLargeResponse(limit) };
  }
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, response: tooLargeResponse(limit) };
    }
    chunks.push(value);
  }
  return { ok: true, text: new TextDecoder().decode(Buffer.concat(chunks)) };
}

/**
 * Reads a state-changing request's JSON body of at most 64 KB (or `limit` bytes) and validates it:
 * 403 from another origin (CSRF), 415 unless exactly application/json, 413 over the limit, 400 for
 * malformed JSON, control characters (NUL and co.) in any string, or fields the schema refuses.
 */
export async function readJson<T>(
  request: Request,
  schema: z.ZodType<T>,
  limit = MAX_BODY_BYTES,
  options: { tooLargeResponse?: (limit: number) => Response } = {},
): Promise<Parsed<T>> {
  const refused = crossSiteRefusal(request);
  if (refused) return { ok: false, response: refused };
  if (!isJsonContentType(request.headers.get('content-type'))) {
    return { ok: false, response: errorResponse(415, 'unsupported_media_type', 'Send the body as application/json') };
  }
  const body = await readBody(request, limit, options);
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
