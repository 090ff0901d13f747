'use client';

import { useRef } from 'react';
import useSWR from 'swr';
import { useSession } from './use-session';

/** Spec §4/§9: one favourite action per 1000 ms (leading edge). */
export const FAVOURITE_THROTTLE_MS = 1000;

async function fetchIds(url: string): Promise<number[]> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) return [];
  return ((await response.json()) as { ids: number[] }).ids;
}

/**
 * The member's favourite ids (none for guests), and a throttled toggle that updates the list first
 * and rolls back (calling `onError`) when the upstream refuses.
 */
export function useFavourites(onError?: () => void) {
  const { session } = useSession();
  const { data, mutate } = useSWR(session.isLogin && !session.isTrial ? '/api/favorites' : null, fetchIds, {
    revalidateOnFocus: false,
  });
  const lastAction = useRef(0);
  const ids = data ?? [];

  async function toggle(game: { nodeId: number; vendor: string; gameType: string }): Promise<void> {
    const now = Date.now();
    if (now - lastAction.current < FAVOURITE_THROTTLE_MS) return;
    lastAction.current = now;
    const adding = !ids.includes(game.nodeId);
    const optimistic = adding ? [game.nodeId, ...ids.filter((id) => id !== game.nodeId)] : ids.filter((id) => id !== game.nodeId);
    await mutate(
      async () => {
        const response = await fetch('/api/favorites', {
          method: adding ? 'POST' : 'DELETE',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(adding ? game : { nodeId: game.nodeId }),
        });
        if (!response.ok) throw new Error(`favourites ${response.status}`);
        return ((await response.json()) as { ids: number[] }).ids;
      },
      { optimisticData: optimistic, rollbackOnError: true, revalidate: false },
    ).catch(() => onError?.());
  }

  return { ids, toggle, session };
}
