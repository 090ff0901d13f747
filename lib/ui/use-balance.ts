'use client';

import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import useSWR from 'swr';
import { BALANCE_KEY, balanceQuery, subscribeBalance, type Balance } from './balance-stream';

async function fetchBalance(url: string): Promise<Balance> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`balance ${response.status}`);
  return response.json();
}

/**
 * The member's balance, shared through SWR, its text in the page's language. `live` (real members)
 * keeps it current from the wallet event stream instead of polling; trial players, who have no
 * stream, are polled each minute.
 */
export function useBalance(live: boolean) {
  const language = useLocale();
  // Live: the stream sends the current balance when it (re)connects and every change after it, so
  // a new consumer, focus or reconnect reads nothing more (the refresh button still can). One key
  // whatever the language (the game pages refresh it by that key); a page in another language
  // reads it anew through its own stream.
  const swr = useSWR(
    BALANCE_KEY,
    (key: string) => fetchBalance(`${key}${balanceQuery(language)}`),
    live ? { refreshInterval: 0, revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false } : { refreshInterval: 60_000 },
  );
  const { mutate } = swr;
  useEffect(() => {
    if (!live) return;
    return subscribeBalance((balance) => void mutate(balance, { revalidate: false }), language);
  }, [live, mutate, language]);
  return swr;
}
