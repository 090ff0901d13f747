import type { z } from 'zod';
import type { FieldProblem } from '@/lib/validation/field-problem';
import { errorResponse } from './responses';

/** A zod failure as a 400 with `fields: { name: { kind: messageKey } }` (first problem per field). */
export function validationErrorResponse(error: z.ZodError, message: string) {
  const fields: Record<string, FieldProblem> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= { kind: issue.message };
  return fieldErrorResponse(fields, message);
}

export function fieldErrorResponse(fields: Record<string, FieldProblem>, message = 'Some fields are missing or invalid') {
  return errorResponse(400, 'validation_failed', message, { fields });
}
