'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { GENDERS, profileUpdateSchema, type MemberProfile } from '@/contract/profile';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { PROFILE_KEY, useProfileProblemText } from '@/lib/profile/use-profile';
import { callApi } from '@/lib/ui/post-json';
import { useFormState } from '@/lib/ui/use-form-state';
import { SESSION_KEY } from '@/lib/ui/use-session';
import { useErrorText } from '@/lib/ui/use-messages';

/** Free-text fields of spec §3 ("further profile labels"): an empty one is cleared. */
const FREE_TEXT = ['address', 'permanentAddress', 'nationality', 'occupation', 'sourceOfIncome', 'placeOfBirth', 'line', 'telegram', 'whatsapp', 'zalo'] as const;
/** Sent only when filled in: clearing them is not offered. */
const SET_ONLY = ['nickname', 'realName', 'birthday', 'gender'] as const;

/** The profile fields with the shared rules (contract/profile.ts): the 21-year birthday check, the real name set once. */
export function ProfileForm({ profile }: { profile: MemberProfile }) {
  const t = useTranslations('profile');
  const errorText = useErrorText('profile');
  const problemText = useProfileProblemText();
  const form = useFormState();
  const { mutate } = useSWRConfig();
  const [notice, setNotice] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    const data = new FormData(event.currentTarget);
    const raw: Record<string, string> = {};
    for (const name of SET_ONLY) {
      const value = String(data.get(name) ?? '').trim();
      if (value !== '') raw[name] = value;
    }
    for (const name of FREE_TEXT) raw[name] = String(data.get(name) ?? '');
    const body = form.validate(profileUpdateSchema, raw);
    if (!body) return;
    const result = await form.send(() => callApi<MemberProfile>('/api/profile', body, 'PUT'));
    if (!result.ok) return;
    setNotice(t('saved'));
    await Promise.all([mutate(PROFILE_KEY, result.data, { revalidate: false }), mutate(SESSION_KEY)]);
  }

  const field = (name: (typeof FREE_TEXT)[number] | 'nickname', extra: { maxLength: number; autoComplete?: string }) => (
    <TextField id={`profile-${name}`} name={name} label={t(name)} defaultValue={profile[name] ?? ''} error={problemText(form.problems[name])} {...extra} />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="profile-form-title">
      <h2 id="profile-form-title">{t('detailsTitle')}</h2>
      <FormAlert>{form.formError ? errorText(form.formError) : null}</FormAlert>
      {notice ? <p className="form-success" role="status">{notice}</p> : null}
      {field('nickname', { maxLength: 20, autoComplete: 'nickname' })}
      {profile.realNameLocked ? (
        <div className="field">
          <span className="field-label">{t('realName')}</span>
          <p data-testid="profile-real-name">{profile.realName}</p>
          <p className="field-hint">{t('realNameLocked')}</p>
        </div>
      ) : (
        <TextField id="profile-realName" name="realName" label={t('realName')} maxLength={60} autoComplete="name"
          error={problemText(form.problems.realName)}>
          <span className="field-hint">{t('realNameHint')}</span>
        </TextField>
      )}
      <TextField id="profile-birthday" name="birthday" type="date" label={t('birthday')} defaultValue={profile.birthday ?? ''} autoComplete="bday"
        error={problemText(form.problems.birthday)}>
        <span className="field-hint">{t('birthdayHint')}</span>
      </TextField>
      <div className="field">
        <label htmlFor="profile-gender">{t('gender')}</label>
        <select id="profile-gender" name="gender" defaultValue={profile.gender ?? ''}>
          <option value="">{t('genderNone')}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>{t(`gender${gender}`)}</option>
          ))}
        </select>
      </div>
      {field('address', { maxLength: 200, autoComplete: 'street-address' })}
      {field('permanentAddress', { maxLength: 200 })}
      {field('nationality', { maxLength: 50 })}
      {field('occupation', { maxLength: 50, autoComplete: 'organization-title' })}
      {field('sourceOfIncome', { maxLength: 50 })}
      {field('placeOfBirth', { maxLength: 50 })}
      {field('line', { maxLength: 50 })}
      {field('telegram', { maxLength: 50 })}
      {field('whatsapp', { maxLength: 50 })}
      {field('zalo', { maxLength: 50 })}
      <button type="submit" className="btn btn-primary" disabled={form.submitting}>{t('save')}</button>
    </form>
  );
}
