'use client';

import { useSyncExternalStore } from 'react';

/** Spec §2 generic dialog: icon, title, html, buttons; closes on cover click or after a timeout. */
export interface DialogRequest {
  icon?: 'info' | 'warning' | 'success';
  title: string;
  /** Already-sanitized HTML or plain text. */
  html: string;
  buttons?: { label: string; onClick?: () => void }[];
  timeoutMs?: number;
}

let current: DialogRequest | null = null;
const listeners = new Set<() => void>();

function emit(next: DialogRequest | null) {
  current = next;
  for (const listener of listeners) listener();
}

export const dialog = { show: (request: DialogRequest) => emit(request), close: () => emit(null) };

export function useDialog(): DialogRequest | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
