'use client';
import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { queueCountsSchema, type QueueCounts } from '@/contract/admin-api';
import { isSigningOut, onSignOut } from '@bo/lib/client/sign-out';
import { useCan } from './staff-provider';

/** The queue screens' lists, read again whenever the counts move (a new order, another desk's decision). */
const QUEUE_LISTS = ['/api/deposits', '/api/withdrawals', '/api/approvals'];

/**
 * What waits in each queue, live: the platform's server-sent events through the BFF. Each change also
 * refreshes the open queue screen, so a new order shows without a reload. Only for staff who may read
 * the queues (the stream's permission); null until the first count arrives.
 */
export function useQueueCounts(): QueueCounts | null {
  const can = useCan();
  const { mutate } = useSWRConfig();
  const [counts, setCounts] = useState<QueueCounts | null>(null);
  const allowed = can('deposits:read');
  useEffect(() => {
    if (!allowed) return;
    const source = new EventSource('/api/queue-events');
    source.addEventListener('counts', (event) => {
      const next = queueCountsSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (!next.success) return;
      setCounts(next.data);
      if (isSigningOut()) return;
      void mutate((key) => typeof key === 'string' && QUEUE_LISTS.includes(key));
    });
    // The session ended (logout, revocation): no reconnecting.
    source.addEventListener('ended', () => source.close());
    const stop = onSignOut(() => source.close());
    return () => {
      stop();
      source.close();
    };
  }, [allowed, mutate]);
  return counts;
}
