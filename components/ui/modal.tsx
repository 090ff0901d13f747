'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { keepTabInside } from './focus-trap';

interface ModalProps {
  title: string;
  closeLabel: string;
  /** Without it the dialog cannot be dismissed (a forced step such as a password change). */
  onClose?: () => void;
  children: ReactNode;
  /** Two-pane content (announcements, help) needs more room than a form. */
  wide?: boolean;
}

/**
 * Spec §2 modals: a close button, body scroll fixed while open, no close on outside click.
 * Escape closes and focus stays inside, for keyboard users.
 */
export function Modal({ title, closeLabel, onClose, children, wide = false }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previousOverflow = document.body.style.overflow;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    document.body.style.overflow = 'hidden';
    dialogRef.current?.querySelector<HTMLElement>('input, button:not(.close)')?.focus();
    return () => {
      document.body.style.overflow = previousOverflow;
      previouslyFocused?.focus?.();
    };
  }, []);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape') onClose?.();
    keepTabInside(event, dialogRef.current);
  }

  return (
    <div className="modal-backdrop">
      <div ref={dialogRef} className={wide ? 'modal wide' : 'modal'} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        {onClose ? (
          <button type="button" className="btn btn-icon close" aria-label={closeLabel} onClick={onClose}>
            ✕
          </button>
        ) : null}
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
