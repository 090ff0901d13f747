// zod checking that fails with the envelope's validation_failed error, naming the fields at fault.
// Control characters (NUL and co.) in any string are refused first, also in decrypted bodies.
// Routes declare their zod schemas (`schema: { body, querystring, params }`), checked by Fastify
// through core/http/route-schemas.ts with checkInput; parseOrFail is for input a handler reads itself.
import type { z } from 'zod';
import { controlCharacterPath } from '../../../../contract/control-characters';
import { errors, type ApiError } from './envelope';

export type CheckedInput<T> = { value: T } | { error: ApiError };

export function checkInput<S extends z.ZodType>(schema: S, input: unknown): CheckedInput<z.infer<S>> {
  const bad = controlCharacterPath(input);
  if (bad !== null) return { error: errors.validationFailed([bad]) };
  const result = schema.safeParse(input);
  if (result.success) return { value: result.data };
  const fields = [...new Set(result.error.issues.map((issue) => issue.path.join('.') || '(root)'))];
  return { error: errors.validationFailed(fields) };
}

export function parseOrFail<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const checked = checkInput(schema, input);
  if ('error' in checked) throw checked.error;
  return checked.value;
}
