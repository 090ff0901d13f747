'use client';

import { useSWRConfig } from 'swr';
import type { PublicSession } from '@/lib/session-types';
import { authModal } from './auth-modal-store';
import { fetchSession, GUEST, SESSION_KEY } from './use-session';

/**
 * Spec §6 gated actions: guests get the login modal, trial users the real-account warning (unless
 * `trialMay`: a game their trial credit plays, spec §4 free play), members go ahead. The session is
 * looked up when the action is asked for (every play and favourite button holds this hook, so it
 * subscribes to nothing); a click before the session has loaded waits for it rather than taking a
 * member for a guest.
 */
export function useGatedAction() {
  const { cache, mutate } = useSWRConfig();
  return (action: () => void, { trialMay = false } = {}) => {
    const decide = (current: PublicSession) => {
      if (!current.isLogin) authModal.open('login');
      else if (current.isTrial && !trialMay) authModal.open('trialWarning');
      else action();
    };
    const known = cache.get(SESSION_KEY)?.data as PublicSession | undefined;
    if (known) decide(known);
    else void mutate(SESSION_KEY, fetchSession(SESSION_KEY)).then((current: PublicSession | undefined) => decide(current ?? GUEST), () => decide(GUEST));
  };
}
