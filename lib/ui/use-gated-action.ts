'use client';

import { authModal } from './auth-modal-store';
import { useSession } from './use-session';

/**
 * Spec §6 gated actions: guests get the login modal, trial users the real-account warning,
 * members go ahead.
 */
export function useGatedAction() {
  const { session } = useSession();
  return (action: () => void) => {
    if (!session.isLogin) authModal.open('login');
    else if (session.isTrial) authModal.open('trialWarning');
    else action();
  };
}
