'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/text-field';
import { ClientLocaleLink } from '@/components/ui/client-locale-link';
import { authModal } from '@/lib/ui/auth-modal-store';
import { callApi } from '@/lib/ui/post-json';
import { useFormState } from '@/lib/ui/use-form-state';
import { useProblemText } from '@/lib/ui/use-messages';
import { useRegisterSettings } from '@/lib/ui/use-public-config';
import { checkField } from '@/contract/validation-patterns';
import { formFields, registrationProblems, type RegisterFieldConfig } from '@/lib/validation/registration';
import { CaptchaField, useCaptchaAnswer } from './captcha-field';
import { DialingCodeSelect } from './dialing-code-select';
import { OauthButtons } from './oauth-buttons';
import { FormError } from './form-error';
import { SmsCodeButton, smsCodeRequest } from './sms-code-button';
import { useLoginOutcome, type LoginOutcome } from './use-login-outcome';

type Method = 'username' | 'mobile';
const INPUT_TYPES: Record<string, string> = { password: 'password', confirmPassword: 'password', paymentPassword: 'password', email: 'email' };
const AUTOCOMPLETE: Record<string, string> = {
  username: 'username', password: 'new-password', confirmPassword: 'new-password', email: 'email',
  mobileNum: 'tel-national', payeeName: 'name', verificationCode: 'one-time-code',
};

/**
 * Register popup (spec §2, §4, §5): a tab per enabled method (mobile first when on), every field
 * from the server's register settings, SMS code when required, invitation code checked, terms
 * ticked by default, the 18+ agreement; a success logs in and goes home.
 */
export function RegisterForm() {
  const { data: settings, error } = useRegisterSettings();
  if (error) return <FormError code="network_error" />;
  if (!settings) return <p aria-busy="true">…</p>;
  const methods = (['mobile', 'username'] as const).filter((method) => settings.methods[method]);
  if (methods.length === 0) return <FormError code="function.not.available" />;
  return <RegisterTabs methods={methods} settings={settings} key={methods.join()} />;
}

function RegisterTabs({ methods, settings }: { methods: Method[]; settings: NonNullable<ReturnType<typeof useRegisterSettings>['data']> }) {
  const t = useTranslations();
  const problemText = useProblemText();
  const search = useSearchParams();
  const onOutcome = useLoginOutcome('member', { home: true });
  const form = useFormState();
  const [method, setMethod] = useState<Method>(methods[0]);
  const [values, setValues] = useState<Record<string, string>>({
    countryDialingCode: settings.countryDialingCodes[0] ?? '+66',
    affiliateCode: search.get('affiliateCode') ?? search.get('aff') ?? '',
  });
  const [terms, setTerms] = useState(true);
  const [adult, setAdult] = useState(false);
  const [affiliateOk, setAffiliateOk] = useState(false);
  const captcha = useCaptchaAnswer();
  const fields = formFields(settings, method);
  const sendsCode = fields.some((field) => field.name === 'verificationCode');
  const referralCode = search.get('referralCode') ?? search.get('ref') ?? undefined;

  const set = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }));

  async function checkAffiliateCode(code: string) {
    setAffiliateOk(false);
    if (!code.trim()) return true;
    const result = await callApi(`/api/affiliate?code=${encodeURIComponent(code.trim())}`);
    if (result.ok) setAffiliateOk(true);
    // An agent's link that expired or was deleted says so; any other refusal is an unknown code.
    else form.setProblems((current) => ({ ...current, affiliateCode: { kind: result.error.code === 'affiliate_link_expired' ? 'affiliate_link_expired' : 'invitation_code_error' } }));
    return result.ok;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = registrationProblems(settings, method, values);
    if (!terms) found.termsAccepted = { kind: 'terms_required' };
    if (!adult) found.adultConfirmed = { kind: 'adult_required' };
    if (!captcha.answer) found.captcha = { kind: 'captcha_required' };
    form.setProblems(found);
    form.setFormError(null);
    if (Object.keys(found).length > 0) return;
    if (values.affiliateCode && !(await checkAffiliateCode(values.affiliateCode))) return;
    const body = {
      method,
      fields: { ...Object.fromEntries(fields.map((field) => [field.name, (values[field.name] ?? '').trim()])),
        countryDialingCode: values.countryDialingCode, ...(referralCode ? { referralCode } : {}) },
      termsAccepted: terms,
      adultConfirmed: adult,
      captcha: captcha.answer,
    };
    const result = await form.send(() => callApi<LoginOutcome>('/api/register', body));
    // A challenge answers once: anything the platform refused after the form's checks used it up.
    if (!result.ok && result.error.code !== 'validation_failed') captcha.renew();
    const code = await onOutcome(result);
    if (code && code !== 'validation_failed') form.setFormError(code);
  }

  // Registration and each SMS code cost a solved captcha (issue 15): the row sits before "Send code"
  // when the form sends one (answered first, renewed after each send), else after the fields.
  const captchaRow = (
    <CaptchaField id="register-captcha" version={captcha.version} error={problemText(form.problems.captcha)} required
      value={captcha.value} onChange={captcha.setValue} />
  );

  function input(field: RegisterFieldConfig) {
    const id = `register-${field.name}`;
    const common = {
      id, name: field.name, required: field.required,
      label: t(`register.fields.${field.name}` as never),
      type: INPUT_TYPES[field.name] ?? 'text',
      autoComplete: AUTOCOMPLETE[field.name] ?? 'off',
      inputMode: ['mobileNum', 'verificationCode', 'qqNum', 'whatsapp', 'paymentPassword'].includes(field.name) ? ('numeric' as const) : undefined,
      maxLength: field.maxLength || undefined,
      value: values[field.name] ?? '',
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(field.name, event.target.value),
      error: problemText(form.problems[field.name]),
    };
    if (field.name === 'mobileNum') {
      return (
        <TextField key={id} {...common}>
          <DialingCodeSelect value={values.countryDialingCode} onChange={(code) => set('countryDialingCode', code)} />
        </TextField>
      );
    }
    if (field.name === 'verificationCode') {
      const mobile = { mobileNum: (values.mobileNum ?? '').trim(), countryDialingCode: values.countryDialingCode };
      const mobileRule = fields.find((candidate) => candidate.name === 'mobileNum');
      return (
        <div key={id}>
          {captchaRow}
          <TextField {...common}>
          <SmsCodeButton onError={form.setFormError} onCaptchaUsed={captcha.renew}
            request={() => {
              // Spec §5: the mobile number is validated before an SMS is sent.
              const problem = mobileRule ? checkField(mobileRule, values.mobileNum) : null;
              if (problem) {
                form.setProblems((current) => ({ ...current, mobileNum: problem }));
                return null;
              }
              return smsCodeRequest(mobile, 'register', () => form.setProblems((current) => ({ ...current, mobileNum: { kind: 'mobile_invalid' } })),
                { answer: captcha.answer, onMissing: () => form.setProblems((current) => ({ ...current, captcha: { kind: 'captcha_required' } })) });
            }} />
          </TextField>
        </div>
      );
    }
    if (field.name === 'affiliateCode') {
      return (
        <div key={id}>
          <TextField {...common} onBlur={(event) => void checkAffiliateCode(event.target.value)} />
          {affiliateOk ? <p className="form-success" role="status">{t('register.invitationOk')}</p> : null}
        </div>
      );
    }
    return <TextField key={id} {...common} />;
  }

  return (
    <>
      {methods.length > 1 ? (
        <div className="tabs" role="tablist">
          {methods.map((name) => (
            <button key={name} type="button" role="tab" aria-selected={method === name}
              onClick={() => { setMethod(name); form.setProblems({}); form.setFormError(null); }}>
              {t(name === 'username' ? 'register.tabUsername' : 'register.tabMobile')}
            </button>
          ))}
        </div>
      ) : null}
      <form onSubmit={onSubmit} noValidate>
        <FormError code={form.formError} />
        <p className="form-note">{t('register.required')}</p>
        {fields.map(input)}
        {sendsCode ? null : captchaRow}
        <label className="check">
          <input type="checkbox" name="termsAccepted" checked={terms} onChange={(event) => setTerms(event.target.checked)}
            aria-invalid={Boolean(form.problems.termsAccepted)} aria-describedby={form.problems.termsAccepted ? 'register-terms-error' : undefined} />
          <span>
            {t('register.termsBefore')}{' '}
            <ClientLocaleLink href="/help#term" onClick={() => authModal.close()}>{t('register.termsLink')}</ClientLocaleLink>
          </span>
        </label>
        {form.problems.termsAccepted ? <p className="field-error" id="register-terms-error" role="alert">{problemText(form.problems.termsAccepted)}</p> : null}
        <label className="check">
          <input type="checkbox" name="adultConfirmed" checked={adult} onChange={(event) => setAdult(event.target.checked)}
            aria-invalid={Boolean(form.problems.adultConfirmed)} aria-describedby={form.problems.adultConfirmed ? 'register-adult-error' : undefined} />
          <span>{t('register.adult')}</span>
        </label>
        {form.problems.adultConfirmed ? <p className="field-error" id="register-adult-error" role="alert">{problemText(form.problems.adultConfirmed)}</p> : null}
        <button type="submit" className="btn btn-primary" disabled={form.submitting}>
          {form.submitting ? t('register.submitting') : t('register.submit')}
        </button>
      </form>
      <div className="form-links">
        <span>{t('register.haveAccount')}</span>
        <button type="button" className="link-button" onClick={() => authModal.open('login')}>{t('register.login')}</button>
      </div>
      <OauthButtons />
    </>
  );
}
