'use client';

import type { PublicSession } from '@/lib/session-types';
import { authModal } from './auth-modal-store';
import { useSession } from './use-session';

/**
 * Spec §6 gated actions: guests get the login modal, trial users the real-account warning,
 * members go ahead. A click before the session has loaded waits for it rather than taking a
 * member for a guest.
 */
export function useGatedAction() {
  const { session, isLoading, mutate } = useSession();
  return (action: () => void) => {
    const decide = (current: PublicSession) => {
      if (!current.isLogin) authModal.open('login');
      else if (current.isTrial) authModal.open('trialWarning');
      else action();
    };
    if (isLoading) void mutate().then((current) => decide(current ?? session), () => decide(session));
    else decide(session);
  };
}
