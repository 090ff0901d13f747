'use client';

/** What the header shows: the member's main balance as a decimal string (never a float). */
export interface Balance {
  balance: string;
  currency: string;
  currencySymbol: string;
}

export const BALANCE_KEY = '/api/wallet/balance';
export const BALANCE_EVENTS_URL = '/api/wallet/events';

type Listener = (balance: Balance) => void;
type InboxListener = (unread: number) => void;

/**
 * One EventSource per tab, however many parts of the page show the balance: opened by the first
 * listener, closed with the last. Reconnecting after a dropped connection is EventSource's own; a
 * refused one (401 after a logout elsewhere) stays closed.
 */
let source: EventSource | null = null;
const listeners = new Set<Listener>();
// The same stream carries the inbox's unread count (`inbox` events) for the header badge.
const inboxListeners = new Set<InboxListener>();

function onBalance(event: MessageEvent<string>) {
  let balance: Balance;
  try {
    const { balance: amount, currency, currencySymbol } = JSON.parse(event.data) as Balance;
    balance = { balance: amount, currency, currencySymbol };
  } catch {
    return;
  }
  if (!/^-?\d+\.\d{2}$/.test(balance.balance)) return;
  for (const listener of listeners) listener(balance);
}

function onInbox(event: MessageEvent<string>) {
  let unread: unknown;
  try {
    unread = (JSON.parse(event.data) as { unread?: unknown }).unread;
  } catch {
    return;
  }
  if (typeof unread !== 'number' || !Number.isInteger(unread) || unread < 0) return;
  for (const listener of inboxListeners) listener(unread);
}

function open() {
  if (source || typeof EventSource === 'undefined') return;
  source = new EventSource(BALANCE_EVENTS_URL);
  source.addEventListener('balance', onBalance as EventListener);
  source.addEventListener('inbox', onInbox as EventListener);
}

function closeIfUnused() {
  if (listeners.size === 0 && inboxListeners.size === 0 && source) {
    source.close();
    source = null;
  }
}

export function subscribeBalance(listener: Listener): () => void {
  listeners.add(listener);
  open();
  return () => {
    listeners.delete(listener);
    closeIfUnused();
  };
}

/** Calls `listener` with the member's unread message count after each new, read or deleted message. */
export function subscribeInbox(listener: InboxListener): () => void {
  inboxListeners.add(listener);
  open();
  return () => {
    inboxListeners.delete(listener);
    closeIfUnused();
  };
}
