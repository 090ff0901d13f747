'use client';

import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';
import { useAfterLoad } from '@/lib/ui/use-after-load';
import { preloadAnnouncements } from '@/lib/ui/use-announcements';

const PopupHost = lazyComponent(() => import('./popup-host').then((module) => module.PopupHost));

/**
 * The announcement popups (popup-host.tsx), whose code loads once the page has loaded: none shows
 * before that. Not later either (no wait for an idle moment), and the lists are asked for at the
 * same moment as the code: a popup that comes seconds after the page looked finished covers what
 * the reader has started to read (and Lighthouse's speed index counts the page unfinished until then).
 */
export function OnLoadPopups() {
  const locale = useLocale();
  const loaded = useAfterLoad({ idle: false });
  useEffect(() => {
    if (loaded) preloadAnnouncements(locale);
  }, [loaded, locale]);
  return loaded ? <PopupHost /> : null;
}
