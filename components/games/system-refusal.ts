'use client';

import { useTranslations } from 'next-intl';

/**
 * The text of a bet or game launch refused because the site is in maintenance or closed to the
 * visitor's region (503 system_maintenance, 403 region_blocked: the portal's gate in proxy.ts, or
 * the platform's bet guard when the status changed after the game opened): the maintenance and
 * region screens' own words. Null for any other code. Needs the `maintenance` and `blocked`
 * namespaces on the page (GAME_NAMESPACES).
 */
export function useSystemRefusalText() {
  const maintenance = useTranslations('maintenance');
  const blocked = useTranslations('blocked');
  return (code: string | null | undefined): string | null => {
    if (code === 'system_maintenance') return maintenance('info');
    if (code === 'region_blocked') return blocked('info');
    return null;
  };
}
