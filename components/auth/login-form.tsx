'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { loginSchema } from '@/lib/validation/login';
import type { PublicSession } from '@/lib/session-types';
import { CaptchaField } from './captcha-field';

interface LoginFormProps {
  onSuccess: (session: PublicSession) => void;
}

type FieldErrors = Partial<Record<'username' | 'password' | 'captcha', string>>;

/** Username + password login (spec §5); the captcha appears only once the server flags it. */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const t = useTranslations();
  // Unknown codes from the server fall back to the generic message instead of showing a raw key.
  const errorText = (code: string | undefined) =>
    t(code && t.has(`errors.${code}` as never) ? (`errors.${code}` as never) : 'errors.generic');
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaVersion, setCaptchaVersion] = useState(0);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = loginSchema.safeParse({
      username: form.get('username') ?? '',
      password: form.get('password') ?? '',
      captcha: captchaShown ? String(form.get('captcha') ?? '') : undefined,
    });
    const errors: FieldErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) errors[issue.path[0] as keyof FieldErrors] ??= issue.message;
    } else if (captchaShown && !parsed.data.captcha) {
      errors.captcha = 'captcha_required';
    }
    setFieldErrors(errors);
    setFormError(null);
    if (!parsed.success || Object.keys(errors).length > 0) return;

    setSubmitting(true);
    try {
      const response = await fetch('/api/session', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(parsed.data),
      });
      const body = await response.json().catch(() => null);
      if (response.ok) {
        onSuccess(body as PublicSession);
        return;
      }
      setFormError(body?.error?.code ?? 'generic');
      if (body?.error?.captcha) {
        setCaptchaShown(true);
        setCaptchaVersion((version) => version + 1);
      }
    } catch {
      setFormError('network_error');
    } finally {
      setSubmitting(false);
    }
  }

  const fieldError = (name: keyof FieldErrors) =>
    fieldErrors[name] ? (
      <p className="field-error" id={`login-${name}-error`} role="alert">
        {errorText(fieldErrors[name])}
      </p>
    ) : null;

  return (
    <form onSubmit={onSubmit} noValidate>
      {formError ? (
        <p className="form-error" role="alert">
          {errorText(formError)}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor="login-username">{t('login.username')}</label>
        <input
          id="login-username"
          name="username"
          autoComplete="username"
          maxLength={64}
          aria-invalid={Boolean(fieldErrors.username)}
          aria-describedby={fieldErrors.username ? 'login-username-error' : undefined}
        />
        {fieldError('username')}
      </div>
      <div className="field">
        <label htmlFor="login-password">{t('login.password')}</label>
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={128}
          aria-invalid={Boolean(fieldErrors.password)}
          aria-describedby={fieldErrors.password ? 'login-password-error' : undefined}
        />
        {fieldError('password')}
      </div>
      {captchaShown ? (
        <CaptchaField version={captchaVersion} invalid={Boolean(fieldErrors.captcha)}>
          {fieldError('captcha')}
        </CaptchaField>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={submitting}>
        {submitting ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
