'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { STAFF_PASSWORD_MIN } from '@/contract/staff-auth';
import { BffError } from '@bo/lib/client/api';
import { errorKey, fieldProblem } from '@bo/lib/error-codes';

/** A failed call in the staff member's language; the code itself is kept for what has no text. */
export function useErrorText() {
  const t = useTranslations('errors');
  const format = useFormatter();
  return (error: unknown): string => {
    const code = error instanceof BffError ? error.code : 'internal_error';
    const key = errorKey(code);
    if (key === 'unknown') return t('unknown', { code });
    if (key === 'staff_locked') {
      const until = error instanceof BffError && typeof error.details?.lockedUntil === 'string' ? new Date(error.details.lockedUntil) : undefined;
      return until ? t('staff_locked_until', { time: format.dateTime(until, { hour: '2-digit', minute: '2-digit' }) }) : t('staff_locked');
    }
    if (key === 'staff_password_weak') return t(key, { min: STAFF_PASSWORD_MIN });
    return t(key);
  };
}

/** A field's zod message as text. */
export function useFieldText() {
  const t = useTranslations('fields');
  return (message: string | undefined) => {
    const problem = fieldProblem(message);
    return problem === 'password_short' ? t(problem, { min: STAFF_PASSWORD_MIN }) : t(problem);
  };
}

/** An alert under a form or above a table: announced when it appears. */
export function ErrorAlert({ error }: { error: unknown }) {
  const text = useErrorText();
  if (!error) return null;
  return (
    <p role="alert" className="alert alert-error">
      {text(error)}
    </p>
  );
}
