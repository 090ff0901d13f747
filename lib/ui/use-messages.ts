'use client';

import { useTranslations } from 'next-intl';
import { isPatternProblem, type FieldProblem } from '@/lib/validation/field-problem';

/** Text for an error code: its message in `errors.*`, or the generic one (never a raw key). */
export function useErrorText() {
  const t = useTranslations();
  return (code: string | undefined | null) =>
    t(code && t.has(`errors.${code}` as never) ? (`errors.${code}` as never) : 'errors.generic');
}

/** Text for a field problem: the numbered pattern's message with min/max, or `validation.<kind>`. */
export function useProblemText() {
  const t = useTranslations();
  return (problem: FieldProblem | undefined | null): string | null => {
    if (!problem) return null;
    if (isPatternProblem(problem)) {
      return t(`validation.pattern${problem.patternId}` as never, { min: problem.min, max: problem.max } as never);
    }
    const key = `validation.${problem.kind}`;
    return t(t.has(key as never) ? (key as never) : ('validation.required' as never));
  };
}
