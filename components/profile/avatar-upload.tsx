'use client';

import { useTranslations } from 'next-intl';
import { useState, type ChangeEvent } from 'react';
import { useSWRConfig } from 'swr';
import { AVATAR_MAX_BYTES } from '@/contract/profile';
import { FormAlert } from '@/components/ui/form-alert';
import { PROFILE_KEY } from '@/lib/profile/use-profile';
import { callApi } from '@/lib/ui/post-json';
import { SESSION_KEY } from '@/lib/ui/use-session';
import { MemberAvatar } from './member-avatar';
import { useErrorText } from '@/lib/ui/use-messages';

const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * Avatar upload: png, jpg or webp up to 5 MB. The browser's checks only spare a pointless upload;
 * the platform decides by the file's content and re-encodes it to a 256 px square.
 */
export function AvatarUpload({ version, name }: { version: string | null; name: string }) {
  const t = useTranslations('profile');
  const errorText = useErrorText('profile');
  const { mutate } = useSWRConfig();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    setError(null);
    setNotice(null);
    if (!file) return;
    if (file.size > AVATAR_MAX_BYTES) return setError('avatar_too_large');
    if (!ACCEPTED.includes(file.type)) return setError('avatar_invalid');
    setBusy(true);
    const result = await callApi<{ avatar: string }>('/api/profile/avatar', { image: await readAsDataUrl(file) }, 'PUT');
    setBusy(false);
    input.value = '';
    if (!result.ok) return setError(result.error.code);
    setNotice(t('avatarSaved'));
    await Promise.all([mutate(PROFILE_KEY), mutate(SESSION_KEY)]);
  }

  return (
    <section className="profile-avatar" aria-labelledby="avatar-title">
      <h2 id="avatar-title">{t('avatarTitle')}</h2>
      <MemberAvatar version={version} name={name} size={96} alt={t('avatarAlt', { name })} />
      <div className="field">
        <label htmlFor="avatar-file">{t('avatarChoose')}</label>
        <input id="avatar-file" type="file" accept={ACCEPTED.join(',')} onChange={onChange} disabled={busy} aria-describedby="avatar-hint" />
        <p id="avatar-hint" className="field-hint">{t('avatarHint')}</p>
      </div>
      <FormAlert>{error ? errorText(error) : null}</FormAlert>
      {notice ? <p className="form-success" role="status">{notice}</p> : null}
    </section>
  );
}
