'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { api } from '@bo/lib/client/api';
import { beginSignOut } from '@bo/lib/client/sign-out';

export function LogoutButton() {
  const t = useTranslations('header');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const logOut = async () => {
    setBusy(true);
    beginSignOut();
    // Whatever the platform answers, the cookie is cleared: the login page next.
    await api('/api/session', { method: 'DELETE' }).catch(() => undefined);
    router.replace('/login');
    router.refresh();
  };
  return (
    <button type="button" onClick={logOut} disabled={busy} aria-busy={busy}>
      {t('logout')}
    </button>
  );
}
