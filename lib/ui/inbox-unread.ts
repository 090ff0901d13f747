'use client';

import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import useSWR from 'swr';
import { subscribeInbox } from './balance-stream';

export const INBOX_UNREAD_KEY = '/api/inbox/unread-count';

async function fetchUnread(url: string): Promise<number> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) return 0;
  const body = (await response.json()) as { value?: unknown };
  return typeof body.value === 'number' ? body.value : 0;
}

/**
 * The member's unread message count (EMFE_getInboxUnreadCount), kept current by the `inbox` events
 * of the member's event stream: a new message, a read or a delete anywhere shows at once. Trial
 * accounts fetch nothing (spec §6).
 */
export function useInboxUnread(enabled: boolean): number {
  const language = useLocale();
  const { data, mutate } = useSWR(enabled ? INBOX_UNREAD_KEY : null, fetchUnread, { revalidateOnFocus: true });
  useEffect(() => {
    if (!enabled) return;
    return subscribeInbox((unread) => void mutate(unread, { revalidate: false }), language);
  }, [enabled, mutate, language]);
  return data ?? 0;
}
