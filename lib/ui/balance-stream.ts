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

/**
 * One EventSource per tab, however many parts of the page show the balance: opened by the first
 * listener, closed with the last. Reconnecting after a dropped connection is EventSource's own; a
 * refused one (401 after a logout elsewhere) stays closed.
 */
let source: EventSource | null = null;
const listeners = new Set<Listener>();

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

export function subscribeBalance(listener: Listener): () => void {
  listeners.add(listener);
  if (!source && typeof EventSource !== 'undefined') {
    source = new EventSource(BALANCE_EVENTS_URL);
    source.addEventListener('balance', onBalance as EventListener);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && source) {
      source.close();
      source = null;
    }
  };
}
