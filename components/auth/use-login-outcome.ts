'use client';

import { useRouter } from '@/lib/i18n/client-navigation';
import { authModal } from '@/lib/ui/auth-modal-store';
import type { ApiResult } from '@/lib/ui/post-json';
import { useSession } from '@/lib/ui/use-session';
import type { PublicSession } from '@/lib/session-types';
import { safeNextPath } from './safe-next-path';

export interface LoginOutcome extends PublicSession {
  mustChangePassword?: boolean;
}

export const FIRST_LOGIN_EVENT = 'portal:first-login';

/**
 * Spec §4 after a login (any kind): forced password change when the password is the default or
 * expired; the first-login action; agents go to /agentHome; else back to where the visitor was.
 * A login from an unrecorded IP opens the second verification instead.
 * Returns the error code the form should show, or null when handled.
 */
export function useLoginOutcome(audience: 'member' | 'agent' = 'member', { home = false } = {}) {
  const router = useRouter();
  const { mutate } = useSession();

  return async (result: ApiResult<LoginOutcome>): Promise<string | null> => {
    if (!result.ok) {
      if (result.error.code === 'login_verify_required') {
        authModal.open('verify', { methods: result.error.methods ?? [], audience });
        return null;
      }
      return result.error.code;
    }
    const outcome = result.data;
    await mutate(outcome, { revalidate: false });
    if (outcome.firstTimeLogin) window.dispatchEvent(new Event(FIRST_LOGIN_EVENT));
    if (outcome.mustChangePassword) {
      authModal.open('changePassword', { forced: true });
      return null;
    }
    authModal.close();
    const next = safeNextPath(new URLSearchParams(window.location.search).get('next'));
    if (outcome.isAgent) router.push('/agentHome');
    else if (next) router.push(next);
    else if (home || /\/(login|register|agent)$/.test(window.location.pathname)) router.push('/');
    router.refresh();
    return null;
  };
}
