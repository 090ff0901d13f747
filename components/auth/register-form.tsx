'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { authModal } from '@/lib/ui/auth-modal-store';
import { useRegisterSettings } from '@/lib/ui/use-public-config';
import { checkField } from '@/contract/validation-patterns';
import { formFields } from '@/lib/validation/registration';
import { OauthButtons } from './oauth-buttons';
import { FormError } from './form-error';
import { RegisterCaptcha, RegisterConsents, RegisterInput } from './register-fields';
import { RegisterSteps } from './register-steps';
import { SmsCodeButton, smsCodeRequest } from './sms-code-button';
import { useRegistration, type Registration, type RegisterMethod, type RegisterSettings } from './use-registration';

/**
 * Register popup (spec §2, §4, §5): a tab per enabled method (mobile first when on), every field
 * from the server's register settings, SMS code when required, invitation code checked, terms
 * ticked by default, the 18+ agreement; a success logs in and goes home. The mobile tab goes one
 * step at a time, phone first (issue 30, register-steps.tsx); the username tab is one page.
 */
export function RegisterForm() {
  const { data: settings, error } = useRegisterSettings();
  if (error) return <FormError code="network_error" />;
  if (!settings) return <p aria-busy="true">…</p>;
  const methods = (['mobile', 'username'] as const).filter((method) => settings.methods[method]);
  if (methods.length === 0) return <FormError code="function.not.available" />;
  return <RegisterTabs methods={methods} settings={settings} key={methods.join()} />;
}

function RegisterTabs({ methods, settings }: { methods: RegisterMethod[]; settings: RegisterSettings }) {
  const t = useTranslations();
  const registration = useRegistration(settings);
  const [method, setMethod] = useState<RegisterMethod>(methods[0]);

  return (
    <>
      {methods.length > 1 ? (
        <div className="tabs" role="tablist">
          {methods.map((name) => (
            <button key={name} type="button" role="tab" aria-selected={method === name}
              onClick={() => { setMethod(name); registration.form.setProblems({}); registration.form.setFormError(null); }}>
              {t(name === 'username' ? 'register.tabUsername' : 'register.tabMobile')}
            </button>
          ))}
        </div>
      ) : null}
      {method === 'mobile' ? <RegisterSteps settings={settings} registration={registration} /> : <OnePageForm settings={settings} registration={registration} method={method} />}
      <div className="form-links">
        <span>{t('register.haveAccount')}</span>
        <button type="button" className="link-button" onClick={() => authModal.open('login')}>{t('register.login')}</button>
      </div>
      <OauthButtons />
    </>
  );
}

/** Every field on one page: the username registration (with the SMS code when REGMOBVERF3 asks for one). */
function OnePageForm({ settings, registration, method }: { settings: RegisterSettings; registration: Registration; method: RegisterMethod }) {
  const t = useTranslations();
  const { form, values, captcha, addProblem } = registration;
  const fields = formFields(settings, method);
  const sendsCode = fields.some((field) => field.name === 'verificationCode');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await registration.submit(method);
  }

  // Registration and each SMS code cost a solved captcha (issue 15): the row sits before "Send code"
  // when the form sends one (answered first, renewed after each send), else after the fields.
  const codeButton = (
    <SmsCodeButton onError={form.setFormError} onCaptchaUsed={captcha.renew}
      request={() => {
        // Spec §5: the mobile number is validated before an SMS is sent.
        const mobileRule = fields.find((candidate) => candidate.name === 'mobileNum');
        const problem = mobileRule ? checkField(mobileRule, values.mobileNum) : null;
        if (problem) {
          addProblem('mobileNum', problem);
          return null;
        }
        return smsCodeRequest({ mobileNum: (values.mobileNum ?? '').trim(), countryDialingCode: values.countryDialingCode }, 'register',
          () => addProblem('mobileNum', { kind: 'mobile_invalid' }),
          { answer: captcha.answer, onMissing: () => addProblem('captcha', { kind: 'captcha_required' }) });
      }} />
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormError code={form.formError} />
      <p className="form-note">{t('register.required')}</p>
      {fields.map((field) =>
        field.name === 'verificationCode' ? (
          <div key={field.name}>
            <RegisterCaptcha registration={registration} />
            <RegisterInput field={field} registration={registration}>{codeButton}</RegisterInput>
          </div>
        ) : (
          <RegisterInput key={field.name} field={field} registration={registration} />
        ),
      )}
      {sendsCode ? null : <RegisterCaptcha registration={registration} />}
      <RegisterConsents registration={registration} />
      <button type="submit" className="btn btn-primary" disabled={form.submitting}>
        {form.submitting ? t('register.submitting') : t('register.submit')}
      </button>
    </form>
  );
}
