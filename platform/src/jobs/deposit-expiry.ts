// Expiry of unpaid deposit orders: a new order (5) past its expiresAt becomes expired (7). Each
// move is the same compare-and-set as any other, so an approval racing the job wins or loses
// cleanly; the job only ever touches orders still new.
import type { Db } from '../db/client';
import { expiredNewOrders, recordDepositEvent, transitionDeposit } from '../db/deposit-orders';

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

/** Runs the sweep every `intervalMs` (never two at once); returns the stop function. */
export function startDepositExpiry(db: Db, intervalMs: number, log: { error(obj: object, msg: string): void }): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireDeposits(db)
      .catch((error: unknown) => log.error({ err: error }, 'deposit expiry failed'))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
