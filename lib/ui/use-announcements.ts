'use client';

import { useLocale } from 'next-intl';
import useSWR from 'swr';
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

/** The announcement list and popups in the page's language (`/api/announcements`); `enabled` false waits. */
export function useAnnouncements(enabled = true) {
  const locale = useLocale();
  return useSWR(enabled ? `/api/announcements?lang=${encodeURIComponent(locale)}` : null, fetchAnnouncements, { revalidateOnFocus: false });
}
