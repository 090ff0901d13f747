'use client';

import useSWR from 'swr';
import { fetchLoyalty } from './loyalty-common';

/**
 * The red count badge of /missionLeaderboard (spec §2): missions with a reached milestone not yet
 * claimed, from GET /api/loyalty/missions/count. Nothing when the count is 0 or unknown (guests).
 * For the member center's menus to place beside their missions link.
 */
export function MissionBadge({ label }: { label: (count: number) => string }) {
  const { data } = useSWR('/api/loyalty/missions/count', fetchLoyalty<{ count: number }>, { revalidateOnFocus: true });
  if (!data || data.count <= 0) return null;
  return (
    <span className="badge" data-testid="mission-badge" aria-label={label(data.count)}>
      {data.count}
    </span>
  );
}
