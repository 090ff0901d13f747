'use client';

import useSWR from 'swr';
import type { Game } from '@/contract/games';
import { useSession } from './use-session';

export const RECENT_GAMES_KEY = '/api/games/recent';

async function fetchRecent(url: string): Promise<Game[]> {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) return [];
  return ((await response.json()) as { games: Game[] }).games;
}

/** The member's recent games (none for guests and trial users); refreshed when a game launches. */
export function useRecentGames() {
  const { session, isLoading: sessionLoading } = useSession();
  const member = session.isLogin && !session.isTrial;
  const { data, isLoading } = useSWR(member ? RECENT_GAMES_KEY : null, fetchRecent);
  return { games: data ?? [], isLoading: sessionLoading || (member && isLoading), session };
}
