'use client';

import { useSyncExternalStore } from 'react';

/**
 * Whether the member's account menu is open: the header's button (a drop-down on desktop) and the
 * phone's bottom bar (a sheet) open the same menu. The element that opened it gets focus back.
 */
let open = false;
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

function set(next: boolean) {
  open = next;
  for (const listener of listeners) listener();
}

export const accountMenu = {
  open(from?: HTMLElement | null) {
    opener = from ?? null;
    set(true);
  },
  /** `restoreFocus`: back to the opener (Escape, close button); not after following a link. */
  close(restoreFocus = false) {
    if (!open) return;
    set(false);
    if (restoreFocus) opener?.focus();
    opener = null;
  },
  toggle(from?: HTMLElement | null) {
    if (open) accountMenu.close(true);
    else accountMenu.open(from);
  },
};

export function useAccountMenuOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
