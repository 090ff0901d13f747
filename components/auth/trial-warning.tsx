'use client';

import { useTranslations } from 'next-intl';
import { authModal } from '@/lib/ui/auth-modal-store';

/** Spec §6: a trial user on a gated action learns a real account is needed (in_need_true_account). */
export function TrialWarning() {
  const t = useTranslations('trial');
  return (
    <>
      <p>{t('message')}</p>
      <div className="actions">
        <button type="button" className="btn" onClick={authModal.close}>
          {t('cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => authModal.open('register')}>
          {t('register')}
        </button>
      </div>
    </>
  );
}
