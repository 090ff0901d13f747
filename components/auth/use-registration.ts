'use client';

import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { callApi } from '@/lib/ui/post-json';
import { useFormState } from '@/lib/ui/use-form-state';
import type { useRegisterSettings } from '@/lib/ui/use-public-config';
import { formFields, registrationProblems } from '@/lib/validation/registration';
import type { FieldProblem } from '@/lib/validation/field-problem';
import { useCaptchaAnswer } from './captcha-field';
import { useLoginOutcome, type LoginOutcome } from './use-login-outcome';

export type RegisterMethod = 'username' | 'mobile';
export type RegisterSettings = NonNullable<ReturnType<typeof useRegisterSettings>['data']>;

/** What a refused registration named: its fields, and its error code (null when the form found the problems). */
export interface RegisterRefusal {
  fields: string[];
  code: string | null;
}

/**
 * The state of the register popup, shared by its tabs (a value typed in one stays when the member
 * switches) and by the one-page and step-by-step forms: values, the terms and age ticks, the
 * invitation code's check, the captcha and the one account creation call.
 */
export function useRegistration(settings: RegisterSettings) {
  const search = useSearchParams();
  const onOutcome = useLoginOutcome('member', { home: true });
  const form = useFormState();
  const [values, setValues] = useState<Record<string, string>>({
    countryDialingCode: settings.countryDialingCodes[0] ?? '+66',
    affiliateCode: search.get('affiliateCode') ?? search.get('aff') ?? '',
  });
  const [terms, setTerms] = useState(true);
  const [adult, setAdult] = useState(false);
  const [affiliateOk, setAffiliateOk] = useState(false);
  const captcha = useCaptchaAnswer();
  const referralCode = search.get('referralCode') ?? search.get('ref') ?? undefined;

  const set = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const addProblem = (name: string, problem: FieldProblem) => form.setProblems((current) => ({ ...current, [name]: problem }));

  async function checkAffiliateCode(code: string) {
    setAffiliateOk(false);
    if (!code.trim()) return true;
    const result = await callApi(`/api/affiliate?code=${encodeURIComponent(code.trim())}`);
    if (result.ok) setAffiliateOk(true);
    // An agent's link that expired or was deleted says so; any other refusal is an unknown code.
    else addProblem('affiliateCode', { kind: result.error.code === 'affiliate_link_expired' ? 'affiliate_link_expired' : 'invitation_code_error' });
    return result.ok;
  }

  /** Checks everything, then creates the account (a success logs in and goes home); null when done. */
  async function submit(method: RegisterMethod): Promise<RegisterRefusal | null> {
    const fields = formFields(settings, method);
    const found = registrationProblems(settings, method, values);
    if (!terms) found.termsAccepted = { kind: 'terms_required' };
    if (!adult) found.adultConfirmed = { kind: 'adult_required' };
    if (!captcha.answer) found.captcha = { kind: 'captcha_required' };
    form.setProblems(found);
    form.setFormError(null);
    if (Object.keys(found).length > 0) return { fields: Object.keys(found), code: null };
    if (values.affiliateCode && !(await checkAffiliateCode(values.affiliateCode))) return { fields: ['affiliateCode'], code: null };
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
    return result.ok || !code ? null : { fields: Object.keys(result.error.fields ?? {}), code };
  }

  return { form, values, set, addProblem, terms, setTerms, adult, setAdult, affiliateOk, checkAffiliateCode, captcha, submit };
}

export type Registration = ReturnType<typeof useRegistration>;
