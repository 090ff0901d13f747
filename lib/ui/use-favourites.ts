'use client';

import { useEffect, useSyncExternalStore } from 'react';
import useSWR, { mutate } from 'swr';
import { useSession } from './use-session';

/** Spec §4/§9: one favourite action per 1000 ms (leading edge). */
export const FAVOURITE_THROTTLE_MS = 1000;

const KEY = '/api/favorites';
const NONE: readonly number[] = [];

async function fetchIds(url: string): Promise<number[]> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) return [];
  return ((await response.json()) as { ids: number[] }).ids;
}

// The ids as the page's one subscription (useFavouritesFeed) last saw them. Every tile's toggle
// reads this store instead of holding SWR subscriptions of its own: a page of 50 tiles hydrates
// 50 cheap store reads, not 150 SWR hooks.
let ids: readonly number[] = NONE;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The member's favourite ids, fetched once per page (none for guests and trial players). Mounted by FavouritesFeed. */
export function useFavouritesFeed() {
  const { session } = useSession();
  const { data } = useSWR(session.isLogin && !session.isTrial ? KEY : null, fetchIds, { revalidateOnFocus: false });
  useEffect(() => {
    ids = data ?? NONE;
    for (const listener of listeners) listener();
  }, [data]);
}

/** The member's favourite ids, as the page's feed last published them. */
export function useFavouriteIds(): readonly number[] {
  return useSyncExternalStore(subscribe, () => ids, () => NONE);
}

let lastAction = 0;

/**
 * Adds or removes a favourite: the list changes at once and rolls back (calling `onError`) when the
 * upstream refuses. Throttled for the whole page: one action per FAVOURITE_THROTTLE_MS.
 */
export async function toggleFavourite(game: { nodeId: number; vendor: string; gameType: string }, onError?: () => void): Promise<void> {
  const now = Date.now();
  if (now - lastAction < FAVOURITE_THROTTLE_MS) return;
  lastAction = now;
  const adding = !ids.includes(game.nodeId);
  const optimistic = adding ? [game.nodeId, ...ids.filter((id) => id !== game.nodeId)] : ids.filter((id) => id !== game.nodeId);
  await mutate(
    KEY,
    async () => {
      const response = await fetch(KEY, {
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
