'use client';

import useSWR from 'swr';
import { CountBadge } from './count-badge';

/** Reads a count from a member call; nothing while loading, for guests, or on an error. */
function useCount(url: string, pick: (body: never) => number): number {
  const { data } = useSWR(url, async (key: string) => {
    const response = await fetch(key, { credentials: 'same-origin' });
    if (!response.ok) return 0;
    return pick((await response.json()) as never);
  });
  return data ?? 0;
}

/** Spec §2: the reward center's red badge — rewards the member can claim now (GET /api/rewards). */
export function RewardCenterBadge({ label }: { label: string }) {
  const count = useCount('/api/rewards', (body: { claimableCount?: number }) => body.claimableCount ?? 0);
  return <CountBadge count={count} label={`${label}: ${count}`} testId="reward-center-badge" />;
}

/** Spec §2: the mission leaderboard's red badge — reached milestones not yet claimed. */
export function MissionLeaderboardBadge({ label }: { label: string }) {
  const count = useCount('/api/loyalty/missions/count', (body: { count?: number }) => body.count ?? 0);
  return <CountBadge count={count} label={`${label}: ${count}`} testId="mission-badge" />;
}
