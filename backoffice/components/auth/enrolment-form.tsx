'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import QRCode from 'qrcode';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { EnrolmentView } from '@/contract/admin-api';
import { enrolmentTokenSchema, STAFF_PASSWORD_MIN, staffEnrolmentSchema } from '@/contract/staff-auth';
import { api, BffError } from '@bo/lib/client/api';
import { ErrorAlert, useFieldText } from '../ui/error-text';

const formSchema = staffEnrolmentSchema
  .omit({ token: true })
  .extend({ confirm: z.string() })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], message: 'passwords_differ' });

type Opened = { token: string; view: EnrolmentView; qr: string };

/**
 * The one-time link `/enrol#<token>`: the token is read from the fragment (never sent in a URL, so
 * never in a log), then wiped from the address bar. The page shows the authenticator QR and key,
 * and asks for a password and the first code.
 */
export function EnrolmentForm() {
  const t = useTranslations('enrol');
  const fieldText = useFieldText();
  const router = useRouter();
  const [opened, setOpened] = useState<Opened | null>(null);
  const [openError, setOpenError] = useState<unknown>(null);
  const [error, setError] = useState<unknown>(null);
  const form = useForm({ resolver: zodResolver(formSchema), defaultValues: { password: '', confirm: '', code: '' } });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    const token = enrolmentTokenSchema.safeParse(window.location.hash.slice(1));
    window.history.replaceState(null, '', window.location.pathname);
    let live = true;
    (async () => {
      try {
        if (!token.success) throw new BffError(400, 'staff_enrolment_invalid');
        const { data } = await api<EnrolmentView>('/api/enrolment/open', { method: 'POST', body: { token: token.data } });
        const qr = await QRCode.toDataURL(data.totpUri, { margin: 1, width: 220, errorCorrectionLevel: 'M' });
        if (live) setOpened({ token: token.data, view: data, qr });
      } catch (failure) {
        if (live) setOpenError(failure);
      }
    })();
    return () => {
      live = false;
    };
  }, []);

  const submit = form.handleSubmit(async ({ password, code }) => {
    if (!opened) return;
    setError(null);
    try {
      await api('/api/enrolment', { method: 'POST', body: { token: opened.token, password, code } });
      // The desk renders on the server with the new session and its permissions.
      router.replace('/');
    } catch (failure) {
      setError(failure);
      form.setValue('code', '');
    }
  });

  if (openError) {
    return (
      <section className="auth-form" aria-labelledby="enrol-title">
        <h1 id="enrol-title">{t('title')}</h1>
        <ErrorAlert error={openError} />
        <p>{t('askAgain')}</p>
      </section>
    );
  }
  if (!opened) {
    return (
      <section className="auth-form" aria-labelledby="enrol-title" aria-busy="true">
        <h1 id="enrol-title">{t('title')}</h1>
        <p role="status">{t('loading')}</p>
      </section>
    );
  }
  const { view, qr } = opened;
  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-labelledby="enrol-title">
      <h1 id="enrol-title">{t('title')}</h1>
      <p>{t('intro', { name: view.name, role: view.role })}</p>
      <h2>{t('step1')}</h2>
      <img className="qr" src={qr} width={220} height={220} alt={t('qrAlt', { name: view.name })} />
      <p>
        {t('secret')} <code className="secret" data-testid="totp-secret">{view.secret}</code>
      </p>
      <h2>{t('step2')}</h2>
      <label htmlFor="enrol-password">{t('password', { min: STAFF_PASSWORD_MIN })}</label>
      <input
        id="enrol-password"
        type="password"
        autoComplete="new-password"
        aria-invalid={errors.password ? true : undefined}
        aria-describedby={errors.password ? 'enrol-password-error' : undefined}
        {...form.register('password')}
      />
      {errors.password ? (
        <p id="enrol-password-error" className="field-error">
          {fieldText(errors.password.message)}
        </p>
      ) : null}
      <label htmlFor="enrol-confirm">{t('confirm')}</label>
      <input
        id="enrol-confirm"
        type="password"
        autoComplete="new-password"
        aria-invalid={errors.confirm ? true : undefined}
        aria-describedby={errors.confirm ? 'enrol-confirm-error' : undefined}
        {...form.register('confirm')}
      />
      {errors.confirm ? (
        <p id="enrol-confirm-error" className="field-error">
          {fieldText(errors.confirm.message)}
        </p>
      ) : null}
      <label htmlFor="enrol-code">{t('code')}</label>
      <input
        id="enrol-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        aria-invalid={errors.code ? true : undefined}
        aria-describedby={errors.code ? 'enrol-code-error' : undefined}
        {...form.register('code')}
      />
      {errors.code ? (
        <p id="enrol-code-error" className="field-error">
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
