'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { bindContactSchema, type ContactChannel, type MemberProfile } from '@/contract/profile';
import { DialingCodeSelect } from '@/components/auth/dialing-code-select';
import { SmsCodeButton } from '@/components/auth/sms-code-button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { PROFILE_KEY, useProfileProblemText } from '@/lib/profile/use-profile';
import { callApi } from '@/lib/ui/post-json';
import { useFormState } from '@/lib/ui/use-form-state';
import { useErrorText } from '@/lib/ui/use-messages';

/** Bind or change the mobile number and the e-mail, each with its own code (spec §4 SMS codes). */
export function ContactBinding({ profile }: { profile: MemberProfile }) {
  return (
    <>
      <ContactForm channel="mobile" current={profile.mobile} />
      <ContactForm channel="email" current={profile.email} />
    </>
  );
}

function ContactForm({ channel, current }: { channel: ContactChannel; current: string | null }) {
  const t = useTranslations('profile');
  const errorText = useErrorText('profile');
  const problemText = useProfileProblemText();
  const form = useFormState();
  const { mutate } = useSWRConfig();
  const [value, setValue] = useState('');
  const [dialingCode, setDialingCode] = useState('+66');
  const [proof, setProof] = useState<'code' | 'password'>('code');
  const [notice, setNotice] = useState<string | null>(null);
  const id = (name: string) => `${channel}-${name}`;
  const target = channel === 'mobile' ? { mobileNum: value.trim(), countryDialingCode: dialingCode } : { email: value.trim() };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    setNotice(null);
    const data = new FormData(element);
    const extra = current
      ? proof === 'code' ? { oldCode: String(data.get('oldCode') ?? '').trim() } : { password: String(data.get('password') ?? '') }
      : {};
    const body = form.validate(bindContactSchema, { channel, ...target, code: String(data.get('code') ?? '').trim(), ...extra });
    if (!body) return;
    const result = await form.send(() => callApi('/api/profile/contact/bind', body));
    if (!result.ok) return;
    element.reset();
    setValue('');
    setNotice(t('bound'));
    await mutate(PROFILE_KEY);
  }

  const title = channel === 'mobile' ? t('mobile') : t('email');
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={id('title')} data-testid={`bind-${channel}`}>
      <h2 id={id('title')}>{title}</h2>
      <p data-testid={`bound-${channel}`}>{current ? t('current', { value: current }) : t('notBound')}</p>
      <FormAlert>{form.formError ? errorText(form.formError) : null}</FormAlert>
      {notice ? <p className="form-success" role="status">{notice}</p> : null}
      <TextField id={id('new')} name={channel} label={channel === 'mobile' ? t('newMobile') : t('newEmail')}
        type={channel === 'mobile' ? 'tel' : 'email'} inputMode={channel === 'mobile' ? 'numeric' : 'email'} maxLength={channel === 'mobile' ? 10 : 100}
        value={value} onChange={(event) => setValue(event.target.value)}
        error={problemText(form.problems[channel === 'mobile' ? 'mobileNum' : 'email'])}>
        {channel === 'mobile' ? <DialingCodeSelect value={dialingCode} onChange={setDialingCode} /> : null}
      </TextField>
      <TextField id={id('code')} name="code" label={t('code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6}
        error={problemText(form.problems.code)}>
        <SmsCodeButton
          request={() => {
            if (value.trim()) return { url: '/api/profile/contact/code', body: { channel, target: 'new', ...target } };
            form.setProblems({ [channel === 'mobile' ? 'mobileNum' : 'email']: { kind: 'required' } });
            return null;
          }}
          onSent={() => form.setFormError(null)}
          onError={(code) => form.setFormError(code)}
        />
      </TextField>
      {current ? (
        <fieldset>
          <legend>{t('oldProof')}</legend>
          <label>
            <input type="radio" name={id('proof')} checked={proof === 'code'} onChange={() => setProof('code')} /> {t('proofCode')}
          </label>
          <label>
            <input type="radio" name={id('proof')} checked={proof === 'password'} onChange={() => setProof('password')} /> {t('proofPassword')}
          </label>
          {proof === 'code' ? (
            <TextField id={id('old-code')} name="oldCode" label={t('oldCode')} inputMode="numeric" autoComplete="one-time-code" maxLength={6}
              error={problemText(form.problems.oldCode)}>
              <SmsCodeButton
                request={() => ({ url: '/api/profile/contact/code', body: { channel, target: 'old' } })}
                onError={(code) => form.setFormError(code)}
              />
            </TextField>
          ) : (
            <TextField id={id('password')} name="password" type="password" label={t('loginPassword')} autoComplete="current-password" maxLength={64} />
          )}
        </fieldset>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={form.submitting}>
        {current ? (channel === 'mobile' ? t('changeMobile') : t('changeEmail')) : channel === 'mobile' ? t('bindMobile') : t('bindEmail')}
      </button>
    </form>
  );
}
