'use client';

import { useSyncExternalStore } from 'react';

/** A page-wide open/closed flag (a menu, a sheet) that components read with a hook and set from anywhere. */
export function openFlag() {
  let open = false;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    get: () => open,
    set(next: boolean) {
      open = next;
      for (const listener of listeners) listener();
    },
    useOpen: () => useSyncExternalStore(subscribe, () => open, () => false),
  };
}
