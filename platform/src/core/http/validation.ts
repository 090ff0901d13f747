// zod parsing that fails with the envelope's validation_failed error, naming the fields at fault.
// Control characters (NUL and co.) in any string are refused first, also in decrypted bodies.
import type { z } from 'zod';
import { controlCharacterPath } from '../../../../contract/control-characters';
import { errors } from './envelope';

export function parseOrFail<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const bad = controlCharacterPath(input);
  if (bad !== null) throw errors.validationFailed([bad]);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = [...new Set(result.error.issues.map((issue) => issue.path.join('.') || '(root)'))];
  throw errors.validationFailed(fields);
}
