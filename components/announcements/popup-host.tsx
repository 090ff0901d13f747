'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useAuthModal } from '@/lib/ui/auth-modal-store';
import { useSession } from '@/lib/ui/use-session';
import type { AnnouncementView } from './types';

// The modal's code loads only when an announcement list opens.
const AnnouncementModal = dynamic(() => import('./announcement-modal').then((module) => module.AnnouncementModal));

const CLOSED_KEY = 'popups-closed';
const listeners = new Set<() => void>();

/** The executions closed in this browser session, as a string (a stable snapshot). */
function closedSnapshot(): string {
  try {
    return sessionStorage.getItem(CLOSED_KEY) ?? '';
  } catch {
    return '';
  }
}

function markClosed(execution: string) {
  try {
    sessionStorage.setItem(CLOSED_KEY, [...closedSnapshot().split(',').filter(Boolean), execution].join(','));
  } catch {
    // Storage unavailable: the popup closes for this page view only.
    hiddenWithoutStorage.add(execution);
  }
  for (const listener of listeners) listener();
}

const hiddenWithoutStorage = new Set<string>();

/** Set once a popup host has been on screen: later client-side navigations are not page loads. */
let documentHadPopupHost = false;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Spec §2/§4 popups on load: execution B for guests, A for members; once closed they stay closed
 * for the browser session. The list arrives with the cached page; the choice is made here.
 */
export function PopupHost({ popups }: { popups: AnnouncementView[] }) {
  const { session, isLoading } = useSession();
  const accountDialogOpen = useAuthModal().view !== null;
  // Popups belong to the page load (spec §2 "show on load"): the execution is fixed by the session
  // as it was then; logging in later, or navigating within the app, does not pop a list over the
  // page. A load that starts with an account dialog (/login, /register) shows none.
  const [execution, setExecution] = useState<'A' | 'B' | 'none' | null>(null);
  if (!isLoading && execution === null) {
    setExecution(documentHadPopupHost || accountDialogOpen ? 'none' : session.isLogin ? 'A' : 'B');
  }
  useEffect(() => {
    if (execution !== null) documentHadPopupHost = true;
  }, [execution]);
  // null on the server and during hydration: nothing is shown until the browser decides.
  const closed = useSyncExternalStore(subscribe, closedSnapshot, () => null);
  if (execution === null || execution === 'none' || closed === null || accountDialogOpen) return null;
  const items = popups.filter((popup) => popup.execution === execution);
  if (items.length === 0 || closed.split(',').includes(execution) || hiddenWithoutStorage.has(execution)) return null;
  return <AnnouncementModal items={items} onClose={() => markClosed(execution)} />;
}
