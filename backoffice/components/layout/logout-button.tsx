'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { api } from '@bo/lib/client/api';

export function LogoutButton() {
  const t = useTranslations('header');
  const [busy, setBusy] = useState(false);
  const logOut = async () => {
    setBusy(true);
    // Whatever the platform answers, the cookie is cleared: the login page next.
    await api('/api/session', { method: 'DELETE' }).catch(() => undefined);
    window.location.assign('/login');
  };
  return (
    <button type="button" onClick={logOut} disabled={busy} aria-busy={busy}>
      {t('logout')}
    </button>
  );
}
