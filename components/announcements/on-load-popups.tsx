'use client';

import { lazyComponent } from '@/components/ui/lazy-component';
import { useAfterLoad } from '@/lib/ui/use-after-load';

const PopupHost = lazyComponent(() => import('./popup-host').then((module) => module.PopupHost));

/** The announcement popups (popup-host.tsx), whose code loads once the page has loaded: none shows before that. */
export function OnLoadPopups() {
  return useAfterLoad() ? <PopupHost /> : null;
}
