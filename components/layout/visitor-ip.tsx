'use client';

import { lazyComponent } from '@/components/ui/lazy-component';

/**
 * The blocked screen's IP lookup (visitor-ip-lookup.tsx), loaded only when that screen shows: the
 * status screen is part of the locale layout, so a direct import would put the lookup and its data
 * library in every page's first-load JavaScript.
 */
export const VisitorIp = lazyComponent(
  () => import('./visitor-ip-lookup').then((module) => module.VisitorIpLookup),
  <span aria-live="polite">…</span>,
);
