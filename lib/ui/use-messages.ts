'use client';

import { useTranslations } from 'next-intl';
import type { Messages } from '@/lib/i18n/messages';
import { isPatternProblem, type FieldProblem } from '@/lib/validation/field-problem';

/** The message areas with their own error texts (`<area>.errors.*`). */
export type ErrorArea = { [Area in keyof Messages]: Messages[Area] extends { errors: object } ? Area : never }[keyof Messages];

/** Message keys cannot hold dots: the upstream code `invalid.payment.pw` is the key `invalid_payment_pw`. */
export const errorKeyOf = (code: string) => code.replace(/\./g, '_');

/**
 * The one lookup of an error code's text: the area's own (`<area>.errors.<code>`), else the site's
 * (`errors.<code>`), else the area's generic text, else the site's; never a raw key. A page sends
 * its area's namespace and, where the account forms are, the site's `errors` (client-messages.ts):
 * what the page does not hold is passed over. `values` fill the text's placeholders (limits, a level).
 */
export function useErrorText(area?: ErrorArea) {
  const t = useTranslations();
  return (code: string | undefined | null, values?: Record<string, string | number>) => {
    const key = code ? errorKeyOf(code) : '';
    const candidates = [area && key && `${area}.errors.${key}`, key && `errors.${key}`, area && `${area}.errors.generic`];
    const found = candidates.find((candidate): candidate is string => Boolean(candidate) && t.has(candidate as never)) ?? 'errors.generic';
    return t(found as never, values as never);
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
