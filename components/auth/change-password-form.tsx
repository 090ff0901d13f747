'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/text-field';
import { useRouter } from '@/lib/i18n/client-navigation';
import { authModal } from '@/lib/ui/auth-modal-store';
import { callApi } from '@/lib/ui/post-json';
import { useFormState } from '@/lib/ui/use-form-state';
import { useProblemText } from '@/lib/ui/use-messages';
import { useSession } from '@/lib/ui/use-session';
import { changePasswordSchema } from '@/lib/validation/accounts';
import { FormError } from './form-error';

/** Change password (spec §4): old, new with the server's format, confirmation; forced after a default password. */
export function ChangePasswordForm({ forced }: { forced: boolean }) {
  const t = useTranslations('changePassword');
  const problemText = useProblemText();
  const router = useRouter();
  const { session, mutate } = useSession();
  const form = useFormState();
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = form.validate(changePasswordSchema, Object.fromEntries(data));
    if (!body) return;
    const result = await form.send(() => callApi('/api/password', body));
    if (!result.ok) return;
    setDone(true);
    await mutate();
    // Spec §4: after a change, member info is refreshed, the modal closes and the member goes home.
    setTimeout(() => {
      authModal.close();
      router.push(session.isAgent ? '/agentHome' : '/');
    }, 800);
  }

  if (done) return <p className="form-success" role="status">{t('done')}</p>;

  const problem = (name: string) => problemText(form.problems[name]);
  return (
    <form onSubmit={onSubmit} noValidate>
      {forced ? <p className="form-note">{t('forced')}</p> : null}
      <FormError code={form.formError} />
      <TextField id="cp-old" name="oldPassword" type="password" label={t('oldPassword')} autoComplete="current-password" maxLength={128} error={problem('oldPassword')} />
      <TextField id="cp-new" name="newPassword" type="password" label={t('newPassword')} autoComplete="new-password" maxLength={64} error={problem('newPassword')} />
      <TextField id="cp-confirm" name="confirmNewPassword" type="password" label={t('confirmNewPassword')} autoComplete="new-password" maxLength={64} error={problem('confirmNewPassword')} />
      <button type="submit" className="btn btn-primary" disabled={form.submitting}>
        {t('submit')}
      </button>
    </form>
  );
}
