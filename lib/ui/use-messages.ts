'use client';

import { useTranslations } from 'next-intl';
import { isPatternProblem, type FieldProblem } from '@/lib/validation/field-problem';

/**
 * Text for an error code: its message in `errors.*`, or the generic one (never a raw key).
 * Upstream codes may contain dots (`user.or.token.invalid`); message keys use `_` instead.
 */
export function useErrorText() {
  const t = useTranslations();
  return (code: string | undefined | null) => {
    const key = `errors.${(code ?? '').replace(/\./g, '_')}`;
    return t(code && t.has(key as never) ? (key as never) : 'errors.generic');
  };
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
