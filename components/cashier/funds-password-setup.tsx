'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { FUNDS_PASSWORD_MIN } from '@/contract/cashier-withdraw';
import { callApi } from '@/lib/ui/post-json';
import { FormAlert } from '@/components/ui/form-alert';
import { useErrorText } from '@/lib/ui/use-messages';

/** A member with a card but no funds password (a card bound by the operator) sets one here before withdrawing. */
export function FundsPasswordSetup({ onDone }: { onDone: () => void }) {
  const t = useTranslations('withdraw');
  const errorText = useErrorText('withdraw');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setProblem(null);
    const result = await callApi('/api/funds-password', { password: String(form.get('password') ?? ''), confirmPassword: String(form.get('confirmPassword') ?? '') }, 'PUT');
    setBusy(false);
    if (!result.ok) return setProblem(errorText(result.error.code));
    onDone();
  }

  return (
    <form id="set-funds-password" className="form" onSubmit={submit} aria-labelledby="set-funds-password-title">
      <h2 id="set-funds-password-title">{t('setFundsPassword')}</h2>
      <p>{t('noFundsPassword')}</p>
      <div className="field">
        <label htmlFor="new-funds-password">{t('fundsPassword')}</label>
        <input id="new-funds-password" name="password" type="password" autoComplete="new-password" minLength={FUNDS_PASSWORD_MIN} maxLength={64} required />
      </div>
      <div className="field">
        <label htmlFor="confirm-new-funds-password">{t('confirmFundsPassword')}</label>
        <input id="confirm-new-funds-password" name="confirmPassword" type="password" autoComplete="new-password" minLength={FUNDS_PASSWORD_MIN} maxLength={64} required />
      </div>
      <FormAlert>{problem}</FormAlert>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t('saving') : t('setFundsPassword')}
      </button>
    </form>
  );
}
