'use client';

import { TransferUpline } from '@/components/records/transfers';
import { RecentTransfers, useRecentTransfersKey } from './recent-transfers';

/** /agentHome/agentTransferUpline (AGETRANSFERUP3): the member's transfer to upline, the same call and form, and the last 2 days. */
export function AgentTransferUpline() {
  const recent = useRecentTransfersKey();
  return (
    <>
      <TransferUpline onDone={recent.refresh} />
      <RecentTransfers url={recent.url} />
    </>
  );
}
