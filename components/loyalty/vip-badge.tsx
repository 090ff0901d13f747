'use client';

import useSWR from 'swr';
import type { RankProgressAnswer } from '@/contract/loyalty';
import { ClientLocaleLink } from '@/components/ui/client-locale-link';
import { fetchLoyalty } from './loyalty-common';

/** The member's VIP level in the header account menu, linking to the VIP page (its name is the operator's). */
export function VipBadge({ onFollow }: { onFollow?: () => void }) {
  const { data } = useSWR('/api/loyalty/vip', fetchLoyalty<{ progress: RankProgressAnswer }>, { revalidateOnFocus: true });
  if (!data) return null;
  return (
    <ClientLocaleLink href="/vip" className="vip-badge" data-testid="header-vip-level" onClick={onFollow}>
      {data.progress.playerRankName}
    </ClientLocaleLink>
  );
}
