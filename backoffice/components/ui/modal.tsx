'use client';
import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal on the native <dialog>: focus moves in and is kept there, Escape closes it, focus returns
 * to what opened it. The first button is Cancel, focused first: nothing moves money by a stray Enter.
 */
export function Modal({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: (titleId: string) => ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onClose={onClose}>
      {open ? (
        <>
          <h2 id={titleId}>{title}</h2>
          {children(titleId)}
        </>
      ) : null}
    </dialog>
  );
}
