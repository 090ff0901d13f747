// Raffle draws on the job queue (job-queue.ts). A tick (`raffle-tick`, every minute) finds the
// LUCKYBET promotions whose draw time has come and sends one `raffle-draw` job each (singleton per
// raffle); the job draws it (modules/rewards/rules/raffle-draw.ts) in one ledger transaction. Two runners, a
// retried job or the operator's "draw now" pay a raffle once: the compare-and-set on drawn_at and
// each prize's ledger key.
import type { Db } from '../../../core/database/client';
import { inLedgerTransaction, type AccountDirectory } from '../../ledger';
import { drawRaffle, dueRaffles, type DrawReport } from '../rules/raffle-draw';
import type { JobQueue } from '../../../core/jobs/job-queue';

export const RAFFLE_DRAW_QUEUE = 'raffle-draw';
export const RAFFLE_TICK_QUEUE = 'raffle-tick';

export interface RaffleRunner {
  db: Db;
  directory: AccountDirectory | undefined;
  clock?: () => Date;
}

/** Draws one raffle if it is due and not drawn yet. */
export async function runRaffleDraw(runner: RaffleRunner, promotionId: string): Promise<DrawReport | undefined> {
  const now = (runner.clock ?? (() => new Date()))();
  return inLedgerTransaction(runner.db, runner.directory, (writer) => drawRaffle(writer, promotionId, now));
}

/** The raffles due now (their promotion ids). */
export async function dueRaffleIds(runner: RaffleRunner): Promise<string[]> {
  return (await dueRaffles(runner.db, (runner.clock ?? (() => new Date()))())).map((p) => p.promotionId);
}

export async function scheduleRaffleDraws(jobs: JobQueue, runner: RaffleRunner, tickMs = 60_000): Promise<void> {
  await jobs.work<{ promotionId: string }>(RAFFLE_DRAW_QUEUE, async ({ promotionId }) => void (await runRaffleDraw(runner, promotionId)));
  await jobs.work(RAFFLE_TICK_QUEUE, async () => {
    for (const promotionId of await dueRaffleIds(runner)) await jobs.send(RAFFLE_DRAW_QUEUE, { promotionId }, { singletonKey: `raffle:${promotionId}` });
  });
  await jobs.every(RAFFLE_TICK_QUEUE, tickMs);
  await jobs.send(RAFFLE_TICK_QUEUE, {});
}
