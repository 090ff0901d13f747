// Expiry of unpaid deposit orders: a new order (5) past its expiresAt becomes expired (7). Each
// move is the same compare-and-set as any other, so an approval racing the job wins or loses
// cleanly; the job only ever touches orders still new. It runs on the job queue (job-queue.ts),
// every minute unless DEPOSIT_EXPIRY_INTERVAL_MS says otherwise.
import type { Db } from '../../../core/database/client';
import { expiredNewOrders, recordDepositEvent, transitionDeposit } from '../queries/deposit-orders';
import type { JobQueue } from '../../../core/jobs/job-queue';

export const DEPOSIT_EXPIRY_QUEUE = 'deposit-expiry';

export async function expireDeposits(db: Db, now = new Date(), limit = 200): Promise<number> {
  let expired = 0;
  for (const order of await expiredNewOrders(db, now, limit)) {
    const moved = await db.transaction(async (tx) => {
      const row = await transitionDeposit(tx, order, 'expire');
      if (row) await recordDepositEvent(tx, { orderId: order.id, fromState: order.state, toState: row.state, action: 'expire', actor: 'job:expiry' });
      return row;
    });
    if (moved) expired += 1;
  }
  return expired;
}

/** The sweep on the job queue every `periodMs` (one pass at a time, across platforms too). */
export async function scheduleDepositExpiry(jobs: JobQueue, db: Db, periodMs: number): Promise<void> {
  await jobs.work(DEPOSIT_EXPIRY_QUEUE, async () => {
    await expireDeposits(db);
  });
  await jobs.every(DEPOSIT_EXPIRY_QUEUE, periodMs);
}
