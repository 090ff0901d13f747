'use client';

import { useEffect } from 'react';
import useSWR from 'swr';
import { BALANCE_KEY, subscribeBalance, type Balance } from './balance-stream';

async function fetchBalance(url: string): Promise<Balance> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`balance ${response.status}`);
  return response.json();
}

/**
 * The member's balance, shared through SWR. `live` (real members) keeps it current from the
 * wallet event stream instead of polling; trial players, who have no stream, are polled each minute.
 */
export function useBalance(live: boolean) {
  const swr = useSWR(BALANCE_KEY, fetchBalance, { refreshInterval: live ? 0 : 60_000 });
  const { mutate } = swr;
  useEffect(() => {
    if (!live) return;
    return subscribeBalance((balance) => void mutate(balance, { revalidate: false }));
  }, [live, mutate]);
  return swr;
}
