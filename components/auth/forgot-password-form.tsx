'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/text-field';
import { callApi } from '@/lib/ui/post-json';
import { useFormState } from '@/lib/ui/use-form-state';
import { useProblemText } from '@/lib/ui/use-messages';
import { useSiteFlags } from '@/lib/ui/use-public-config';
import { forgotByEmailSchema, forgotByPhoneSchema } from '@/lib/validation/accounts';
import { CaptchaField, useCaptchaAnswer } from './captcha-field';
import { DialingCodeSelect } from './dialing-code-select';
import { FormError } from './form-error';
import { SmsCodeButton, smsCodeRequest } from './sms-code-button';
import { useLoginOutcome, type LoginOutcome } from './use-login-outcome';

/** Spec §4 forgot password: by phone when CHNGPASSVERIF3 is on (then logged in), else by e-mail. */
export function ForgotPasswordForm() {
  const { data: flags, isLoading } = useSiteFlags();
  if (isLoading) return <p aria-busy="true" />;
  return flags?.CHNGPASSVERIF3 ? <ByPhone /> : <ByEmail />;
}

function ByEmail() {
  const t = useTranslations('forgot');
  const problemText = useProblemText();
  const form = useFormState();
  const [sent, setSent] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = form.validate(forgotByEmailSchema, Object.fromEntries(new FormData(event.currentTarget)));
    if (!body) return;
    const result = await form.send(() => callApi('/api/password/forgot-email', body));
    if (result.ok) setSent(true);
  }

  if (sent) return <p className="form-success" role="status">{t('sent')}</p>;
  return (
    <form onSubmit={onSubmit} noValidate>
      <p className="form-note">{t('byEmailIntro')}</p>
      <FormError code={form.formError} />
      <TextField id="forgot-username" name="username" label={t('username')} autoComplete="username" maxLength={64} error={problemText(form.problems.username)} />
      <TextField id="forgot-email" name="email" type="email" label={t('email')} autoComplete="email" maxLength={100} error={problemText(form.problems.email)} />
      <button type="submit" className="btn btn-primary" disabled={form.submitting}>
        {t('send')}
      </button>
    </form>
  );
}

function ByPhone() {
  const t = useTranslations();
  const problemText = useProblemText();
  const form = useFormState();
  const onOutcome = useLoginOutcome();
  const [mobile, setMobile] = useState({ mobileNum: '', countryDialingCode: '+66' });
  const captcha = useCaptchaAnswer();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = form.validate(forgotByPhoneSchema, { ...mobile, verificationCode: data.get('verificationCode'), newPassword: data.get('newPassword') });
    if (!body) return;
    const result = await form.send(() => callApi<LoginOutcome>('/api/password/forgot-phone', body));
    const code = await onOutcome(result);
    if (code && code !== 'validation_failed') form.setFormError(code);
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <p className="form-note">{t('forgot.byPhoneIntro')}</p>
      <FormError code={form.formError} />
      <TextField id="forgot-mobile" name="mobileNum" label={t('login.mobileNum')} inputMode="numeric" maxLength={15}
        value={mobile.mobileNum} onChange={(event) => setMobile({ ...mobile, mobileNum: event.target.value.trim() })}
        error={problemText(form.problems.mobileNum)}>
        <DialingCodeSelect value={mobile.countryDialingCode} onChange={(countryDialingCode) => setMobile({ ...mobile, countryDialingCode })} />
      </TextField>
      {/* A code costs a solved captcha (issue 15): answered before "Send code", renewed after each send. */}
      <CaptchaField id="forgot-captcha" version={captcha.version} error={problemText(form.problems.captcha)} required
        value={captcha.value} onChange={captcha.setValue} />
      <TextField id="forgot-code" name="verificationCode" label={t('login.verificationCode')} inputMode="numeric"
        autoComplete="one-time-code" maxLength={8} error={problemText(form.problems.verificationCode)}>
        <SmsCodeButton onError={form.setFormError} onCaptchaUsed={captcha.renew}
          request={() => smsCodeRequest(mobile, 'reset', () => form.setProblems({ mobileNum: { kind: 'mobile_invalid' } }),
            { answer: captcha.answer, onMissing: () => form.setProblems({ captcha: { kind: 'captcha_required' } }) })} />
      </TextField>
      <TextField id="forgot-new" name="newPassword" type="password" label={t('forgot.newPassword')} autoComplete="new-password"
        maxLength={64} error={problemText(form.problems.newPassword)} />
      <button type="submit" className="btn btn-primary" disabled={form.submitting}>
        {t('forgot.submit')}
      </button>
    </form>
  );
}
