// The table games' rounds on the job queue (every table of LIVE_TABLES): each round is one job
// `live-deal` keyed by the round and due when its betting closes; it deals (seed revealed), settles
// every bet in one ledger entry, opens the next round and announces both to the open streams
// (liveEvents). A tick every minute re-sends overdue rounds after a restart and keeps a round open
// at every table. Two runners settle a round once (settleRound).
import { EventEmitter } from 'node:events';
import { LIVE_GAMES } from '../../../../../contract/live-spots';
import { LIVE_TABLES, type LiveRound } from '../../../../../contract/live-table';
import type { Db } from '../../../core/database/client';
import type { AccountDirectory } from '../../ledger';
import { currentRound, dealDue, dueRounds, findRound, roundView, settleRound, type RoundSettlement } from '../queries/live-table';
import type { JobQueue } from '../../../core/jobs/job-queue';

export const LIVE_DEAL_QUEUE = 'live-deal';
export const LIVE_TICK_QUEUE = 'live-tick';

/** Round events of this process's tables, for the browsers' streams (modules/games/routes/live-table.ts). */
class LiveEvents extends EventEmitter {
  announce(round: LiveRound): void {
    this.emit('round', round);
  }
}
export const liveEvents = new LiveEvents();
liveEvents.setMaxListeners(0);

export interface LiveRunner {
  db: Db;
  directory: AccountDirectory | undefined;
  betMs: number;
  /** Enqueues the deal of an open round at its close (set by scheduleLiveTable). */
  onOpened?: (roundId: number, closesAt: Date) => Promise<void>;
}

/** Deals (if due) and settles a round, opens the next one and announces both. */
export async function runRound(runner: LiveRunner, roundId: number, now = new Date()): Promise<RoundSettlement | undefined> {
  const round = await findRound(runner.db, roundId);
  if (!round) return undefined;
  if (round.state === 'open') await dealDue(runner.db, roundId, now);
  const report = await settleRound(runner.db, runner.directory, roundId, now);
  const done = await findRound(runner.db, roundId);
  const next = await currentRound(runner.db, round.tableCode, now, runner.betMs);
  if (report.settled && done) {
    liveEvents.announce(roundView(done));
    liveEvents.announce(roundView(next));
  }
  await runner.onOpened?.(next.id, next.closesAt);
  return report;
}

export async function scheduleLiveTable(jobs: JobQueue, runner: LiveRunner): Promise<void> {
  runner.onOpened = async (roundId, closesAt) => {
    await jobs.send(LIVE_DEAL_QUEUE, { roundId }, { singletonKey: `round:${roundId}`, startAfter: closesAt });
  };
  await jobs.work<{ roundId: number }>(LIVE_DEAL_QUEUE, async ({ roundId }) => {
    await runRound(runner, roundId);
  });
  await jobs.work(LIVE_TICK_QUEUE, async () => {
    const now = new Date();
    for (const id of await dueRounds(runner.db, now)) await jobs.send(LIVE_DEAL_QUEUE, { roundId: id }, { singletonKey: `round:${id}` });
    for (const game of LIVE_GAMES) {
      const open = await currentRound(runner.db, LIVE_TABLES[game].table, now, runner.betMs);
      await runner.onOpened?.(open.id, open.closesAt);
    }
  });
  await jobs.every(LIVE_TICK_QUEUE, 60_000);
  await jobs.send(LIVE_TICK_QUEUE, {});
}
