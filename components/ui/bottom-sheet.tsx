'use client';

import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { keepTabInside } from './focus-trap';
import './bottom-sheet.css';

/** Phones (below 600 px wide): where a bet slip opens as a bottom sheet rather than beside the board. */
const PHONE_QUERY = '(max-width: 599.98px)';

// Without matchMedia (server render, older test DOMs) the page is laid out as on a desktop.
const phoneQuery = () => (typeof matchMedia === 'function' ? matchMedia(PHONE_QUERY) : undefined);

export function usePhoneWidth(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = phoneQuery();
      query?.addEventListener('change', changed);
      return () => query?.removeEventListener('change', changed);
    },
    () => phoneQuery()?.matches ?? false,
    () => false,
  );
}

interface BottomSheetProps {
  /** The id of the heading inside `children` that names the sheet. */
  labelledBy: string;
  closeLabel: string;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A dialog fixed to the bottom of a phone's screen: focus moves into it (its first field, without
 * scrolling the page), stays there on Tab, Escape and the close button close it and give focus back;
 * the page behind keeps its scroll position and does not scroll under it.
 */
export function BottomSheet({ labelledBy, closeLabel, onClose, className, children }: BottomSheetProps) {
  const sheetRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previousOverflow = document.body.style.overflow;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    document.body.style.overflow = 'hidden';
    sheetRef.current?.querySelector<HTMLElement>('input, button:not(.close)')?.focus({ preventScroll: true });
    return () => {
      document.body.style.overflow = previousOverflow;
      previouslyFocused?.focus?.({ preventScroll: true });
    };
  }, []);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape') onClose();
    keepTabInside(event, sheetRef.current);
  }

  return (
    <div className="bottom-sheet-backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={sheetRef} className={['bottom-sheet', className].filter(Boolean).join(' ')} role="dialog" aria-modal="true" aria-labelledby={labelledBy} onKeyDown={onKeyDown}>
        <button type="button" className="btn btn-icon close" aria-label={closeLabel} onClick={onClose}>
          ✕
        </button>
        {children}
      </div>
    </div>
  );
}
