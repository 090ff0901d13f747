'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import type { z } from 'zod';
import { fundsChangeFormSchema, fundsResetSchema, fundsSetFormSchema, type ContactChannel, type MemberProfile } from '@/contract/profile';
import { SmsCodeButton } from '@/components/auth/sms-code-button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { PROFILE_KEY, useProfileProblemText } from '@/lib/profile/use-profile';
import { callApi } from '@/lib/ui/post-json';
import { useFormState } from '@/lib/ui/use-form-state';
import { useErrorText } from '@/lib/ui/use-messages';

/**
 * The funds password in the security center (money-and-agents §3.1, §3.4): set the first one,
 * change it with the old one (wrong ones count towards the cashier's lock), or reset it with a
 * code sent to the bound mobile or e-mail.
 */
export function FundsPasswordForms({ profile }: { profile: MemberProfile }) {
  const t = useTranslations('profile');
  if (!profile.hasFundsPassword) {
    return (
      <PasswordForm key="funds-set" id="funds-set" title={t('fundsSet')} done={t('fundsSetDone')} url="/api/funds-password" method="PUT"
        schema={fundsSetFormSchema} fields={[['password', t('fundsNew')], ['confirmPassword', t('fundsConfirm')]]} />
    );
  }
  const channels = (['mobile', 'email'] as const).filter((channel) => profile[channel] !== null);
  return (
    <>
      <PasswordForm key="funds-change" id="funds-change" title={t('fundsChange')} done={t('fundsChangeDone')} url="/api/funds-password" method="POST"
        schema={fundsChangeFormSchema}
        fields={[['oldPassword', t('fundsOld')], ['newPassword', t('fundsNew')], ['confirmPassword', t('fundsConfirm')]]} />
      {channels.length > 0 ? (
        <ResetForm channels={channels} />
      ) : (
        <section aria-labelledby="funds-reset-title">
          <h2 id="funds-reset-title">{t('fundsReset')}</h2>
          <p>{t('resetNoContact')}</p>
        </section>
      )}
    </>
  );
}

interface PasswordFormProps {
  id: string;
  title: string;
  done: string;
  url: string;
  method: 'PUT' | 'POST';
  schema: z.ZodType<unknown>;
  fields: [name: string, label: string][];
}

function PasswordForm({ id, title, done, url, method, schema, fields }: PasswordFormProps) {
  const t = useTranslations('profile');
  const errorText = useErrorText('profile');
  const problemText = useProfileProblemText();
  const form = useFormState();
  const { mutate } = useSWRConfig();
  const [notice, setNotice] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    setNotice(null);
    const data = new FormData(element);
    const body = form.validate(schema, Object.fromEntries(fields.map(([name]) => [name, String(data.get(name) ?? '')])));
    if (!body) return;
    const result = await form.send(() => callApi(url, body, method));
    if (!result.ok) return;
    element.reset();
    setNotice(done);
    await mutate(PROFILE_KEY);
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      <FormAlert>{form.formError ? errorText(form.formError) : null}</FormAlert>
      {notice ? <p className="form-success" role="status">{notice}</p> : null}
      {fields.map(([name, label]) => (
        <TextField key={name} id={`${id}-${name}`} name={name} type="password" label={label} maxLength={64}
          autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'} error={problemText(form.problems[name])} />
      ))}
      <p className="field-hint">{t('fundsHint')}</p>
      <button type="submit" className="btn btn-primary" disabled={form.submitting}>{title}</button>
    </form>
  );
}

function ResetForm({ channels }: { channels: ContactChannel[] }) {
  const t = useTranslations('profile');
  const errorText = useErrorText('profile');
  const problemText = useProfileProblemText();
  const form = useFormState();
  const [channel, setChannel] = useState<ContactChannel>(channels[0]);
  const [notice, setNotice] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    setNotice(null);
    const data = new FormData(element);
    const body = form.validate(fundsResetSchema, {
      channel,
      code: String(data.get('code') ?? '').trim(),
      newPassword: String(data.get('newPassword') ?? ''),
      confirmPassword: String(data.get('confirmPassword') ?? ''),
    });
    if (!body) return;
    const result = await form.send(() => callApi('/api/funds-password/reset', body));
    if (!result.ok) return;
    element.reset();
    setNotice(t('fundsResetDone'));
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="funds-reset-title" data-testid="funds-reset">
      <h2 id="funds-reset-title">{t('fundsReset')}</h2>
      <FormAlert>{form.formError ? errorText(form.formError) : null}</FormAlert>
      {notice ? <p className="form-success" role="status">{notice}</p> : null}
      <div className="field">
        <label htmlFor="funds-reset-channel">{t('resetVia')}</label>
        <select id="funds-reset-channel" value={channel} onChange={(event) => setChannel(event.target.value as ContactChannel)}>
          {channels.map((option) => (
            <option key={option} value={option}>{option === 'mobile' ? t('mobile') : t('email')}</option>
          ))}
        </select>
      </div>
      <TextField id="funds-reset-code" name="code" label={t('code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6}
        error={problemText(form.problems.code)}>
        <SmsCodeButton request={() => ({ url: '/api/funds-password/reset/code', body: { channel } })} onError={(code) => form.setFormError(code)} />
      </TextField>
      <TextField id="funds-reset-newPassword" name="newPassword" type="password" label={t('fundsNew')} maxLength={64} autoComplete="new-password"
        error={problemText(form.problems.newPassword)} />
      <TextField id="funds-reset-confirmPassword" name="confirmPassword" type="password" label={t('fundsConfirm')} maxLength={64} autoComplete="new-password"
        error={problemText(form.problems.confirmPassword)} />
      <button type="submit" className="btn btn-primary" disabled={form.submitting}>{t('fundsReset')}</button>
    </form>
  );
}
