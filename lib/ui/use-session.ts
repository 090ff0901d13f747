'use client';

import useSWR from 'swr';
import type { PublicSession } from '@/lib/session-types';

export const GUEST: PublicSession = { isLogin: false, isAgent: false, isTrial: false, firstTimeLogin: false, member: null };

export const SESSION_KEY = '/api/session';

export async function fetchSession(url: string): Promise<PublicSession> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (response.status === 401) return GUEST;
  if (!response.ok) throw new Error(`session ${response.status}`);
  return response.json();
}

/** The browser's view of the session (never the token), shared by every component through SWR. */
export function useSession() {
  const { data, error, isLoading, mutate } = useSWR(SESSION_KEY, fetchSession, {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  });
  return { session: data ?? GUEST, error, isLoading, mutate };
}
