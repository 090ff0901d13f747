'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { staffLoginSchema } from '@/contract/staff-auth';
import { api } from '@bo/lib/client/api';
import { ErrorAlert, useFieldText } from '../ui/error-text';

/** A path of this site to go back to after login; anything else (another site, `//host`) is dropped. */
function localPath(next: string | undefined): string {
  return next && /^\/(?![/\\])[^\s]*$/.test(next) ? next : '/';
}

export function LoginForm({ next }: { next?: string }) {
  const t = useTranslations('login');
  const fieldText = useFieldText();
  const router = useRouter();
  const [error, setError] = useState<unknown>(null);
  const form = useForm({ resolver: zodResolver(staffLoginSchema), defaultValues: { name: '', password: '', code: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await api('/api/session', { method: 'POST', body: values });
      // The desk renders on the server with the new session and its permissions.
      router.replace(localPath(next));
    } catch (failure) {
      setError(failure);
      form.setValue('code', '');
    }
  });
  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-labelledby="login-title">
      <h1 id="login-title">{t('title')}</h1>
      <label htmlFor="login-name">{t('name')}</label>
      <input id="login-name" autoComplete="username" autoCapitalize="none" spellCheck={false} aria-invalid={errors.name ? true : undefined} {...form.register('name')} />
      <label htmlFor="login-password">{t('password')}</label>
      <input id="login-password" type="password" autoComplete="current-password" aria-invalid={errors.password ? true : undefined} {...form.register('password')} />
      <label htmlFor="login-code">{t('code')}</label>
      <input
        id="login-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        aria-invalid={errors.code ? true : undefined}
        aria-describedby={errors.code ? 'login-code-error' : undefined}
        {...form.register('code')}
      />
      {errors.code ? (
        <p id="login-code-error" className="field-error">
          {fieldText(errors.code.message)}
        </p>
      ) : null}
      <ErrorAlert error={error} />
      <button type="submit" className="primary" disabled={isSubmitting} aria-busy={isSubmitting}>
        {t('submit')}
      </button>
    </form>
  );
}
