'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { useAnnouncements } from '@/lib/ui/use-announcements';
import { useAuthModal } from '@/lib/ui/auth-modal-store';
import { useSession } from '@/lib/ui/use-session';
import { AnnouncementModal } from './announcement-modal';
import { popupExecution } from './popup-choice';
import { heldBackToday, readSeenToday, rememberSeen } from './popup-day';

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

/** The member closed the first-login list: the server forgets the flag, so other tabs do not show it either. */
async function acknowledgeFirstLogin(): Promise<boolean> {
  try {
    return (await fetch('/api/session/first-login', { method: 'DELETE', credentials: 'same-origin' })).ok;
  } catch {
    return false;
  }
}

/**
 * Spec §2/§4 popups: execution B for guests and A for members on load, F right after a member's
 * first login; once closed they stay closed for the browser session, and A and B show at most once
 * per business day on this device unless one of theirs is must-see (popup-day.ts, issue #30). The list is asked for after the page
 * loads (/api/announcements); the choice is made here (popup-choice.ts).
 */
export function PopupHost() {
  const lists = useAnnouncements().data;
  const popups = lists?.popups ?? [];
  const { session, isLoading, mutate } = useSession();
  const accountDialogOpen = useAuthModal().view !== null;
  // A and B belong to the page load (spec §2 "show on load"): the execution is fixed by the session
  // as it was then; logging in later, or navigating within the app, does not pop those lists over
  // the page. A load that starts with an account dialog (/login, /register) shows none, also when
  // the login there answers before the page's first session check did: by then the dialog has
  // closed and the session is a member's, but this load began as a guest's.
  const [atLoad, setAtLoad] = useState<'A' | 'B' | 'none' | null>(null);
  const [dialogBeforeDecision, setDialogBeforeDecision] = useState(false);
  if (atLoad === null && accountDialogOpen && !dialogBeforeDecision) setDialogBeforeDecision(true);
  if (!isLoading && atLoad === null) {
    setAtLoad(documentHadPopupHost || accountDialogOpen || dialogBeforeDecision ? 'none' : session.isLogin ? 'A' : 'B');
  }
  useEffect(() => {
    if (atLoad !== null) documentHadPopupHost = true;
  }, [atLoad]);
  // null on the server and during hydration: nothing is shown until the browser decides.
  const closed = useSyncExternalStore(subscribe, closedSnapshot, () => null);
  // The lists this device showed earlier on the server's business day, read once the list has
  // come: the one this load shows stays until closed.
  const [seenBefore, setSeenBefore] = useState<string[] | null>(null);
  if (seenBefore === null && lists) setSeenBefore(readSeenToday(lists.day));
  const execution =
    atLoad === null || closed === null || seenBefore === null || accountDialogOpen
      ? null
      : popupExecution({
          atLoad,
          isLogin: session.isLogin,
          firstTimeLogin: session.firstTimeLogin,
          closed: [...closed.split(','), ...hiddenWithoutStorage, ...heldBackToday(seenBefore, popups)],
          available: [...new Set(popups.map((popup) => popup.execution).filter((value) => value !== null))],
        });
  const today = lists?.day;
  useEffect(() => {
    if (execution !== null && today !== undefined) rememberSeen(execution, today);
  }, [execution, today]);
  if (execution === null) return null;
  const close = () => {
    markClosed(execution);
    if (execution !== 'F') return;
    void acknowledgeFirstLogin().then((ok) => {
      if (ok) void mutate((current) => current && { ...current, firstTimeLogin: false }, { revalidate: false });
    });
  };
  // Keyed by execution: a list that follows another starts on its own first page.
  return <AnnouncementModal key={execution} items={popups.filter((popup) => popup.execution === execution)} onClose={close} />;
}
