'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useRouter } from '@/lib/i18n/client-navigation';
import { useSession } from '@/lib/ui/use-session';
import { Modal } from '@/components/ui/modal';
import { safeRedirectPath } from '@/lib/edge/safe-redirect';

/** Spec §4 logout: asks for confirmation, calls the server, clears the session, goes home. */
export function LogoutButton({ redirectTo = '/' }: { redirectTo?: string }) {
  const t = useTranslations('logout');
  const tLogin = useTranslations('login');
  const router = useRouter();
  const { mutate } = useSession();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    await fetch('/api/session', { method: 'DELETE' }).catch(() => undefined);
    await mutate();
    setBusy(false);
    setAsking(false);
    router.push(safeRedirectPath(redirectTo) ?? '/');
    router.refresh();
  }

  return (
    <>
      <button type="button" className="btn" onClick={() => setAsking(true)}>
        {t('title')}
      </button>
      {asking ? (
        <Modal title={t('title')} closeLabel={tLogin('close')} onClose={() => setAsking(false)}>
          <p>{t('question')}</p>
          <div className="actions">
            <button type="button" className="btn" onClick={() => setAsking(false)}>
              {t('cancel')}
            </button>
            <button type="button" className="btn btn-primary" onClick={confirm} disabled={busy}>
              {t('confirm')}
            </button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
