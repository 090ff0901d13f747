import type { z } from 'zod';
import { controlCharacterPath } from '@/contract/control-characters';
import { errorResponse } from './responses';
import { validationErrorResponse } from './validation-error';

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Validates a URL's query string; empty parameters count as absent, control characters are a 400. */
export function readQuery<T>(request: Request, schema: z.ZodType<T>): Parsed<T> {
  const entries = [...new URL(request.url).searchParams.entries()].filter(([, value]) => value !== '');
  const query = Object.fromEntries(entries);
  const bad = controlCharacterPath(query);
  if (bad !== null) {
    return { ok: false, response: errorResponse(400, 'control_characters', 'Text may not contain control characters') };
  }
  const parsed = schema.safeParse(query);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, response: validationErrorResponse(parsed.error, 'Some query parameters are invalid') };
}
