import 'server-only';
import type { z } from 'zod';
import { controlCharacterPath } from '../../../contract/control-characters';
import { errorResponse } from './responses';

const MAX_BODY_BYTES = 16 * 1024;

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** `application/json`, optionally with a UTF-8 charset, and nothing else. */
function isJson(header: string | null): boolean {
  if (!header) return false;
  const [type, ...parameters] = header.toLowerCase().split(';').map((part) => part.trim());
  return type === 'application/json' && parameters.every((parameter) => parameter === '' || /^charset="?utf-8"?$/.test(parameter));
}

/**
 * A state-changing request's JSON body of at most 16 KB, validated: 415 unless application/json,
 * 413 over the limit, 400 for malformed JSON, control characters, or fields the schema refuses
 * (`fields: { name: messageKey }`). The caller has checked the origin (asStaff, or crossOriginRefusal).
 */
export async function readJson<T>(request: Request, schema: z.ZodType<T>): Promise<Parsed<T>> {
  if (!isJson(request.headers.get('content-type'))) return { ok: false, response: errorResponse(415, 'unsupported_media_type', 'Send the body as application/json') };
  if (Number(request.headers.get('content-length') ?? '0') > MAX_BODY_BYTES) return { ok: false, response: errorResponse(413, 'payload_too_large', 'The request body is too large') };
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return { ok: false, response: errorResponse(413, 'payload_too_large', 'The request body is too large') };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, response: errorResponse(400, 'malformed_json', 'The request body is not valid JSON') };
  }
  if (controlCharacterPath(json) !== null) return { ok: false, response: errorResponse(400, 'control_characters', 'Text may not contain control characters') };
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return { ok: false, response: errorResponse(400, 'validation_failed', 'Some fields are missing or invalid', { fields }) };
}
