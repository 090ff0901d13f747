'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { codeRecipient, codeSentToNumber, mobileRegisterSteps, stepOfRefusal, stepProblems, type RegisterStepId } from '@/lib/validation/register-steps';
import { FormError } from './form-error';
import { RegisterCaptcha, RegisterConsents, RegisterInput } from './register-fields';
import { SmsCodeSendButton, smsCodeRequest, useSmsCode } from './sms-code-button';
import type { Registration, RegisterSettings } from './use-registration';

/**
 * The mobile registration one step at a time (issue 30): the number and "Send code" (with the
 * captcha every code costs), the code (resend after its countdown, change the number), a password,
 * then the other configured fields with the terms and the captcha of the account creation — one
 * creation call at the end, as the one-page form makes. Values live in the popup's state, so going
 * back loses nothing; a refusal opens the step it is about; each step's heading takes the focus.
 */
export function RegisterSteps({ settings, registration }: { settings: RegisterSettings; registration: Registration }) {
  const t = useTranslations();
  const { form, values, set, captcha, addProblem } = registration;
  const steps = mobileRegisterSteps(settings);
  const [current, setCurrent] = useState(0);
  const index = Math.min(current, steps.length - 1);
  const step = steps[index];
  const [sentTo, setSentTo] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  const indexOf = (id: RegisterStepId) => steps.findIndex((candidate) => candidate.id === id);

  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    heading.current?.focus();
  }, [index]);

  function goTo(next: number) {
    if (next === index) return;
    focusHeading.current = true;
    // A captcha row drawn again shows a new picture: the answer typed for the last one is no good.
    captcha.renew();
    setCurrent(next);
  }

  const sms = useSmsCode({
    request: () => {
      // Spec §5: the mobile number is validated (the form's rule) before an SMS is sent.
      const problem = stepProblems(settings, steps[0], values).mobileNum;
      if (problem) {
        addProblem('mobileNum', problem);
        return null;
      }
      return smsCodeRequest({ mobileNum: (values.mobileNum ?? '').trim(), countryDialingCode: values.countryDialingCode }, 'register',
        () => addProblem('mobileNum', { kind: 'mobile_invalid' }),
        { answer: captcha.answer, onMissing: () => addProblem('captcha', { kind: 'captcha_required' }) });
    },
    onSent: () => {
      // A new code replaces the last one: the box starts empty for it.
      setSentTo(codeRecipient(values));
      set('verificationCode', '');
      form.setProblems({});
      form.setFormError(null);
      goTo(indexOf('code'));
    },
    onError: form.setFormError,
    onCaptchaUsed: captcha.renew,
  });

  /** Next: this step's fields against the form's rules; on to the following step when they pass. */
  function next(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = stepProblems(settings, step, values);
    form.setProblems(found);
    if (Object.keys(found).length > 0) return;
    form.setFormError(null);
    goTo(index + 1);
  }

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const refusal = await registration.submit('mobile');
    if (refusal) goTo(stepOfRefusal(steps, refusal));
  }

  function sendFromPhoneStep(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (codeSentToNumber(sentTo, values)) goTo(index + 1);
    else void sms.send();
  }

  const account = `m${(values.mobileNum ?? '').trim().replace(/[\s-]/g, '')}`;
  const accountNote = (
    <div className="register-account" data-testid="register-account-name">
      <p>{t('register.steps.accountName', { account })}</p>
      <p className="form-note">{t(settings.mobilePassword === false ? 'register.steps.loginWithCode' : 'register.steps.loginWithPassword')}</p>
    </div>
  );
  const back = index > 0 ? (
    <button type="button" className="btn" onClick={() => goTo(index - 1)}>{t('register.steps.back')}</button>
  ) : null;
  // With the countdown over, another code needs another solved captcha (each code costs one).
  const resend = sms.remaining > 0 ? <SmsCodeSendButton sms={sms} /> : (
    <>
      <RegisterCaptcha registration={registration} />
      <SmsCodeSendButton sms={sms} />
    </>
  );

  let body: ReactNode;
  if (step.id === 'phone') {
    const sent = codeSentToNumber(sentTo, values);
    body = (
      <form key={step.id} onSubmit={sendFromPhoneStep} noValidate>
        {step.fields.map((field) => <RegisterInput key={field.name} field={field} registration={registration} />)}
        {sent ? (
          <>
            <button type="submit" className="btn btn-primary">{t('register.steps.next')}</button>
            <div className="register-resend">{resend}</div>
          </>
        ) : (
          <>
            {sms.remaining > 0 ? null : <RegisterCaptcha registration={registration} />}
            <SmsCodeSendButton sms={sms} type="submit" className="btn btn-primary" />
          </>
        )}
      </form>
    );
  } else if (step.id === 'code') {
    body = (
      <form key={step.id} onSubmit={next} noValidate>
        <div className="form-note">
          <span role="status">{t('register.steps.codeSentTo', { number: sentTo ?? codeRecipient(values) })}</span>{' '}
          <button type="button" className="link-button" onClick={() => goTo(indexOf('phone'))}>{t('register.steps.changeNumber')}</button>
        </div>
        {step.fields.map((field) => <RegisterInput key={field.name} field={field} registration={registration} />)}
        <div className="register-resend">{resend}</div>
        <StepNav back={back} primary={t('register.steps.next')} />
      </form>
    );
  } else if (step.id === 'password') {
    body = (
      <form key={step.id} onSubmit={next} noValidate>
        {accountNote}
        {step.fields.map((field) => <RegisterInput key={field.name} field={field} registration={registration} />)}
        <StepNav back={back} primary={t('register.steps.next')} />
      </form>
    );
  } else {
    body = (
      <form key={step.id} onSubmit={create} noValidate>
        {indexOf('password') < 0 ? accountNote : null}
        {step.fields.length > 0 ? <p className="form-note">{t('register.steps.optionalNote')}</p> : null}
        {step.fields.map((field) => <RegisterInput key={field.name} field={field} registration={registration} markOptional />)}
        <RegisterCaptcha registration={registration} />
        <RegisterConsents registration={registration} />
        <StepNav back={back} primary={form.submitting ? t('register.submitting') : t('register.submit')} busy={form.submitting} />
      </form>
    );
  }

  return (
    <div className="register-steps">
      <div className="register-step-head">
        <p className="register-step-count" id="register-step-count">{t('register.steps.count', { current: index + 1, total: steps.length })}</p>
        <div className="register-step-bar" aria-hidden="true">
          {steps.map((candidate, position) => <span key={candidate.id} data-done={position <= index || undefined} />)}
        </div>
        <h3 ref={heading} tabIndex={-1} aria-describedby="register-step-count">{t(`register.steps.${step.id}`)}</h3>
      </div>
      <FormError code={form.formError} />
      {body}
    </div>
  );
}

function StepNav({ back, primary, busy = false }: { back: ReactNode; primary: string; busy?: boolean }) {
  return (
    <div className="register-step-nav">
      {back}
      <button type="submit" className="btn btn-primary" disabled={busy}>{primary}</button>
    </div>
  );
}
