// Auto-confirm (portal spec §4, §9: "auto-counted as received after {0} minutes without
// confirmation"): every minute (a cron schedule on the job queue, job-queue.ts), paid orders
// (state 2) approved more than autoConfirmMinutes ago that the member never answered count as
// received (state 4, confirmation `auto`).
//
// A `not_received` or `partial` claim is never auto-confirmed: it is a dispute, and waits for the
// operator to force the receipt or fail the payout. Each move is a compare-and-set on (id, state,
// version) that also requires the confirmation still empty, so two platforms running this job at
// once never apply it twice (and never overwrite a member's answer given meanwhile).
import { isNull } from 'drizzle-orm';
import { WITHDRAWAL_STATE } from '../../../../../contract/cashier-states';
import type { Db } from '../../../core/database/client';
import { withdrawalOrders } from '../schema';
import { casOrder, insertOrderEvent, unconfirmedPaidOrders } from '../queries/withdrawal-orders';
import { readCashierSettings } from '../queries/cashier-settings';
import type { JobQueue } from '../../../core/jobs/job-queue';

export const AUTO_CONFIRM_ACTOR = 'job:withdrawal-auto-confirm';
export const WITHDRAWAL_AUTO_CONFIRM_QUEUE = 'withdrawal-auto-confirm';
const BATCH = 200;

/** One pass: returns how many orders this pass confirmed. */
export async function autoConfirmWithdrawals(db: Db, now = new Date()): Promise<number> {
  const settings = await readCashierSettings(db);
  const approvedBefore = new Date(now.getTime() - settings.autoConfirmMinutes * 60_000);
  let confirmed = 0;
  for (const order of await unconfirmedPaidOrders(db, approvedBefore, BATCH)) {
    await db.transaction(async (tx) => {
      const moved = await casOrder(
        tx,
        order,
        WITHDRAWAL_STATE.success,
        { confirmation: 'auto', confirmedAt: now, receivedAmount: order.amount - order.fee },
        now,
        isNull(withdrawalOrders.confirmation),
      );
      if (!moved) return;
      await insertOrderEvent(tx, { orderId: order.id, fromState: order.state, toState: moved.state, action: 'auto_confirm', actor: AUTO_CONFIRM_ACTOR, at: now });
      confirmed += 1;
    });
  }
  return confirmed;
}

/** A pass on the job queue at every minute (one at a time, across platforms too). */
export async function scheduleWithdrawalAutoConfirm(jobs: JobQueue, db: Db): Promise<void> {
  await jobs.work(WITHDRAWAL_AUTO_CONFIRM_QUEUE, async () => {
    await autoConfirmWithdrawals(db);
  });
  await jobs.schedule(WITHDRAWAL_AUTO_CONFIRM_QUEUE, '* * * * *');
}
