'use client';

import { lazyComponent } from './lazy-component';
import { useDialog } from '@/lib/ui/dialog-store';

// Not needed for first paint: the dialog's code loads when a component first asks for one.
const DialogBox = lazyComponent(() => import('./dialog-box').then((module) => module.DialogBox));

/** Renders the generic dialog any component requested (lib/ui/dialog-store). */
export function DialogHost({ confirmLabel }: { confirmLabel: string }) {
  const request = useDialog();
  return request ? <DialogBox request={request} confirmLabel={confirmLabel} /> : null;
}
