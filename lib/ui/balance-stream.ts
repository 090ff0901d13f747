'use client';

/**
 * What the header shows: the member's main balance as a decimal string (never a float), and as the
 * BFF formatted it in the page's language (`balanceText`): the browser makes no number format for it.
 */
export interface Balance {
  balance: string;
  balanceText: string;
  currency: string;
  currencySymbol: string;
}

export const BALANCE_KEY = '/api/wallet/balance';
export const BALANCE_EVENTS_URL = '/api/wallet/events';

type Listener = (balance: Balance) => void;
type InboxListener = (unread: number) => void;

/**
 * One EventSource per tab, however many parts of the page show the balance: opened by the first
 * listener, closed with the last, in the language of the page (`?lang=`, which the balance's text is
 * formatted in; a page in another language opens it anew). Reconnecting after a dropped connection is
 * EventSource's own; a refused one (401 after a logout elsewhere) stays closed.
 */
let source: EventSource | null = null;
let sourceLanguage = '';
const listeners = new Set<Listener>();
// The same stream carries the inbox's unread count (`inbox` events) for the header badge.
const inboxListeners = new Set<InboxListener>();

function onBalance(event: MessageEvent<string>) {
  let balance: Balance;
  try {
    const { balance: amount, balanceText, currency, currencySymbol } = JSON.parse(event.data) as Balance;
    balance = { balance: amount, balanceText, currency, currencySymbol };
  } catch {
    return;
  }
  if (!/^-?\d+\.\d{2}$/.test(balance.balance) || typeof balance.balanceText !== 'string') return;
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

/** `?lang=` of the page's balance reads: the language its text comes formatted in. */
export const balanceQuery = (language: string) => `?lang=${encodeURIComponent(language)}`;

function open(language: string) {
  if (source && sourceLanguage !== language) {
    source.close();
    source = null;
  }
  if (source || typeof EventSource === 'undefined') return;
  sourceLanguage = language;
  source = new EventSource(`${BALANCE_EVENTS_URL}${balanceQuery(language)}`);
  source.addEventListener('balance', onBalance as EventListener);
  source.addEventListener('inbox', onInbox as EventListener);
}

function closeIfUnused() {
  if (listeners.size === 0 && inboxListeners.size === 0 && source) {
    source.close();
    source = null;
  }
}

export function subscribeBalance(listener: Listener, language: string): () => void {
  listeners.add(listener);
  open(language);
  return () => {
    listeners.delete(listener);
    closeIfUnused();
  };
}

/** Calls `listener` with the member's unread message count after each new, read or deleted message. */
export function subscribeInbox(listener: InboxListener, language: string): () => void {
  inboxListeners.add(listener);
  open(language);
  return () => {
    inboxListeners.delete(listener);
    closeIfUnused();
  };
}
