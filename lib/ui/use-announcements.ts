'use client';

import { useLocale } from 'next-intl';
import useSWR, { preload } from 'swr';
import type { AnnouncementView } from '@/components/announcements/types';

export interface AnnouncementLists {
  bulletins: AnnouncementView[];
  popups: AnnouncementView[];
  /** The business day (YYYY-MM-DD) on the server's clock, where the popups' daily rule cuts. */
  day: string;
}

async function fetchAnnouncements(url: string): Promise<AnnouncementLists> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`announcements ${response.status}`);
  return response.json();
}

const announcementsKey = (locale: string) => `/api/announcements?lang=${encodeURIComponent(locale)}`;

/** The announcement list and popups in the page's language (`/api/announcements`); `enabled` false waits. */
export function useAnnouncements(enabled = true) {
  const locale = useLocale();
  return useSWR(enabled ? announcementsKey(locale) : null, fetchAnnouncements, { revalidateOnFocus: false });
}

/** Asks for the lists now, for the `useAnnouncements` that mounts next: beside its code's download, not after it. */
export function preloadAnnouncements(locale: string) {
  void preload(announcementsKey(locale), fetchAnnouncements).catch(() => undefined);
}
