'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/text-field';
import { callApi } from '@/lib/ui/post-json';
import { useFormState } from '@/lib/ui/use-form-state';
import { useProblemText } from '@/lib/ui/use-messages';
import { verifyLoginSchema } from '@/lib/validation/accounts';
import { FormError } from './form-error';
import { SmsCodeButton } from './sms-code-button';
import { useLoginOutcome, type LoginOutcome } from './use-login-outcome';

type Method = 'sms' | 'email' | 'payeeName' | 'totp';

/** Spec §4 second verification for a login from an unrecorded IP: mobile code, e-mail, real name or authenticator. */
export function VerifyLoginForm({ methods, audience }: { methods: string[]; audience: 'member' | 'agent' }) {
  const t = useTranslations('verify');
  const problemText = useProblemText();
  const onOutcome = useLoginOutcome(audience);
  const offered = methods.filter((method): method is Method => ['sms', 'email', 'payeeName', 'totp'].includes(method));
  const [method, setMethod] = useState<Method>(offered[0] ?? 'sms');
  const [sent, setSent] = useState(false);
  const form = useFormState();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = form.validate(verifyLoginSchema, { method, code: new FormData(event.currentTarget).get('code') ?? '' });
    if (!body) return;
    const result = await form.send(() => callApi<LoginOutcome>('/api/session/verify', body));
    const code = await onOutcome(result);
    if (code) form.setFormError(code);
  }

  const codeMethod = method === 'sms' || method === 'email';
  return (
    <form onSubmit={onSubmit} noValidate>
      <p className="form-note">{t('intro')}</p>
      <FormError code={form.formError} />
      <fieldset className="field">
        <legend>{t('method')}</legend>
        {offered.map((option) => (
          <label key={option} className="check">
            <input type="radio" name="method" value={option} checked={method === option}
              onChange={() => { setMethod(option); setSent(false); }} />
            {t(`method_${option}`)}
          </label>
        ))}
      </fieldset>
      <TextField id="verify-code" name="code" label={method === 'payeeName' ? t('payeeName') : t('code')}
        autoComplete={method === 'payeeName' ? 'name' : 'one-time-code'} inputMode={method === 'payeeName' ? 'text' : 'numeric'}
        maxLength={64} error={problemText(form.problems.code)}>
        {codeMethod ? (
          <SmsCodeButton key={method} onError={form.setFormError} onSent={() => setSent(true)}
            request={() => ({ url: '/api/session/verify/send', body: { method } })} />
        ) : null}
      </TextField>
      {sent && method === 'email' ? <p className="form-note" role="status">{t('sentEmail')}</p> : null}
      <button type="submit" className="btn btn-primary" disabled={form.submitting}>
        {t('submit')}
      </button>
    </form>
  );
}
