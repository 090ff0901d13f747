'use client';

import { useState } from 'react';
import type { z } from 'zod';
import type { FieldProblem } from '@/lib/validation/field-problem';
import type { ApiResult } from './post-json';

/**
 * The state every account form keeps: field problems, a form-level error code and the busy flag.
 * `validate` checks a body with the shared zod schema; `send` shows the server's field problems.
 */
export function useFormState() {
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  function validate<T>(schema: z.ZodType<T>, body: unknown): T | null {
    const parsed = schema.safeParse(body);
    setFormError(null);
    if (parsed.success) {
      setProblems({});
      return parsed.data;
    }
    const found: Record<string, FieldProblem> = {};
    for (const issue of parsed.error.issues) found[String(issue.path[0] ?? '_')] ??= { kind: issue.message };
    setProblems(found);
    return null;
  }

  async function send<T>(call: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
    setSubmitting(true);
    const result = await call();
    setSubmitting(false);
    if (!result.ok) {
      if (result.error.fields) setProblems(result.error.fields);
      setFormError(result.error.code === 'validation_failed' && result.error.fields ? null : result.error.code);
    }
    return result;
  }

  return { problems, setProblems, formError, setFormError, submitting, validate, send };
}
