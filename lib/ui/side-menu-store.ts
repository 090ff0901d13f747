'use client';

import { useSyncExternalStore } from 'react';

/** Whether the side menu is open (spec §2: collapsible, toggled or set). */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  open = next;
  for (const listener of listeners) listener();
}

export const sideMenu = { open: () => set(true), close: () => set(false), toggle: () => set(!open), set };

export function useSideMenuOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
