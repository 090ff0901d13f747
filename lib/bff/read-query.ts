import type { z } from 'zod';
import { validationErrorResponse } from './validation-error';

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Validates a URL's query string; empty parameters count as absent. */
export function readQuery<T>(request: Request, schema: z.ZodType<T>): Parsed<T> {
  const entries = [...new URL(request.url).searchParams.entries()].filter(([, value]) => value !== '');
  const parsed = schema.safeParse(Object.fromEntries(entries));
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, response: validationErrorResponse(parsed.error, 'Some query parameters are invalid') };
}
