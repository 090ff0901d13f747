import type { z } from 'zod';
import { errorResponse } from './responses';

/** A zod failure as a 400 with `fields: { name: [messageKey, ...] }`. */
export function validationErrorResponse(error: z.ZodError, message: string) {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) (fields[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return errorResponse(400, 'validation_failed', message, { fields });
}
