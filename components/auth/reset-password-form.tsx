'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/text-field';
import { authModal } from '@/lib/ui/auth-modal-store';
import { callApi } from '@/lib/ui/post-json';
import { useFormState } from '@/lib/ui/use-form-state';
import { useProblemText } from '@/lib/ui/use-messages';
import { resetPasswordSchema } from '@/lib/validation/accounts';
import { FormError } from './form-error';

export function ResetPasswordForm() {
  const t = useTranslations();
  const problemText = useProblemText();
  const token = useSearchParams().get('token') ?? '';
  const form = useFormState();
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = form.validate(resetPasswordSchema, { token, ...Object.fromEntries(new FormData(event.currentTarget)) });
    if (!body) {
      if (token.length < 16) form.setFormError('reset_token_invalid');
      return;
    }
    const result = await form.send(() => callApi('/api/password/reset', body));
    if (result.ok) setDone(true);
  }

  if (done) {
    return (
      <>
        <p className="form-success" role="status">{t('reset.done')}</p>
        <button type="button" className="btn btn-primary" onClick={() => authModal.open('login')}>{t('reset.login')}</button>
      </>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="card-form">
      <FormError code={form.formError} />
      <TextField id="reset-new" name="newPassword" type="password" label={t('changePassword.newPassword')} autoComplete="new-password"
        maxLength={64} error={problemText(form.problems.newPassword)} />
      <TextField id="reset-confirm" name="confirmNewPassword" type="password" label={t('changePassword.confirmNewPassword')}
        autoComplete="new-password" maxLength={64} error={problemText(form.problems.confirmNewPassword)} />
      <button type="submit" className="btn btn-primary" disabled={form.submitting}>{t('reset.submit')}</button>
    </form>
  );
}
