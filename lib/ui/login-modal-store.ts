'use client';

import { useSyncExternalStore } from 'react';

/** Whether the login modal is open: any button in the page can open it (spec §6 gated actions). */
let open = false;
const listeners = new Set<() => void>();

function emit(next: boolean) {
  open = next;
  for (const listener of listeners) listener();
}

export const loginModal = {
  open: () => emit(true),
  close: () => emit(false),
};

export function useLoginModalOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
