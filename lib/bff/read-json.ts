import type { z } from 'zod';
import { errorResponse } from './responses';
import { validationErrorResponse } from './validation-error';

export const MAX_BODY_BYTES = 64 * 1024;

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

async function readLimited(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** Reads a JSON body of at most 64 KB (or `limit` bytes) and validates it; every failure is a 4xx with a clear message. */
export async function readJson<T>(request: Request, schema: z.ZodType<T>, limit = MAX_BODY_BYTES): Promise<Parsed<T>> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().includes('application/json')) {
    return { ok: false, response: errorResponse(415, 'unsupported_media_type', 'Send the body as application/json') };
  }
  const text = await readLimited(request, limit);
  if (text === null) {
    return { ok: false, response: errorResponse(413, 'payload_too_large', `The request body is larger than ${Math.round(limit / 1024)} KB`) };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, response: errorResponse(400, 'malformed_json', 'The request body is not valid JSON') };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    return { ok: false, response: validationErrorResponse(parsed.error, 'Some fields are missing or invalid') };
  }
  return { ok: true, data: parsed.data };
}
