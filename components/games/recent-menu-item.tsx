'use client';

import { ClientLocaleLink } from '@/components/ui/client-locale-link';
import { useRecentGames } from '@/lib/ui/use-recent-games';

/**
 * The menu's RECENT item (spec §2: shown only when the recent list has entries). Per member, so
 * decided in the browser: the public menu around it stays cacheable.
 */
export function RecentMenuItem({ label, current }: { label: string; current: boolean }) {
  const { games } = useRecentGames();
  if (games.length === 0) return null;
  return (
    <li data-menu="RECENT">
      <ClientLocaleLink href="/recent" aria-current={current ? 'page' : undefined}>
        {label}
      </ClientLocaleLink>
    </li>
  );
}
