'use client';

import { useSyncExternalStore } from 'react';

/** Which account dialog is open: any button in the page may open one (spec §2 modals, §6 gated actions). */
export type AuthView = 'login' | 'register' | 'forgot' | 'changePassword' | 'verify' | 'trialWarning';

export interface AuthModalState {
  view: AuthView | null;
  /** A forced password change (default or expired password) cannot be skipped. */
  forced?: boolean;
  /** Methods offered for the second verification. */
  methods?: string[];
  audience?: 'member' | 'agent';
}

let state: AuthModalState = { view: null };
const listeners = new Set<() => void>();

function set(next: AuthModalState) {
  state = next;
  for (const listener of listeners) listener();
}

export const authModal = {
  open: (view: AuthView, extra: Omit<AuthModalState, 'view'> = {}) => set({ ...extra, view }),
  close: () => set({ view: null }),
};

export function useAuthModal(): AuthModalState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
