'use client';

import useSWR from 'swr';
import { ClientLocaleLink } from '@/components/ui/client-locale-link';
import { fetchLoyalty } from './loyalty-common';

/**
 * The member's VIP level in the header account menu (clubLabel of /wps/member/info), linking to the
 * VIP page; its name is the operator's. Read when the menu opens; it upgrades nothing.
 */
export function VipBadge({ onFollow }: { onFollow?: () => void }) {
  const { data } = useSWR('/api/loyalty/vip/level', fetchLoyalty<{ labelId: number; labelName: string | null }>, { revalidateOnFocus: true });
  if (!data?.labelName) return null;
  return (
    <ClientLocaleLink href="/vip" className="vip-badge" data-testid="header-vip-level" onClick={onFollow}>
      {data.labelName}
    </ClientLocaleLink>
  );
}
