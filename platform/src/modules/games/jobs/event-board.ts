// The demo event boards on the job queue (job-queue.ts). Each event is one job `board-settle` keyed
// by the event, due when its betting closes: it settles the event (compare-and-set open → settled,
// result and seed out, every bet paid in one ledger entry: settleEvent). A tick (`board-tick`, every
// minute or every board period when shorter) opens each board's next events, moves the odds of the
// open ones and re-sends overdue events after a restart or a lost job. Two runners, a retried job or
// the operator's `board settle` pay an event once: settleEvent's compare-and-set and the entry's key.
import { EVENT_BOARDS, type EventBoard } from '../../../../../contract/event-board';
import type { Db } from '../../../core/database/client';
import { closeEventNow, dueEvents, ensureEvents, findEvent, moveOdds, openEvents, settleEvent, type EventSettlement } from '../queries/event-board';
import type { AccountDirectory } from '../../ledger';
import type { JobQueue } from '../../../core/jobs/job-queue';

export const BOARD_SETTLE_QUEUE = 'board-settle';
export const BOARD_TICK_QUEUE = 'board-tick';

export interface BoardRunner {
  db: Db;
  directory: AccountDirectory | undefined;
  periodMs: number;
  clock?: () => Date;
}

const nowOf = (runner: BoardRunner) => (runner.clock ?? (() => new Date()))();

/** Settles one event (when its betting has closed) and keeps its board's next events open. */
export async function runEvent(runner: BoardRunner, eventId: number): Promise<EventSettlement | undefined> {
  const now = nowOf(runner);
  const event = await findEvent(runner.db, eventId);
  if (!event) return undefined;
  const report = await settleEvent(runner.db, runner.directory, eventId, now);
  await ensureEvents(runner.db, event.board as EventBoard, now, runner.periodMs);
  return report;
}

/** Opens each board's next events, moves the odds of the open ones and lists the overdue ones. */
export async function boardTick(runner: BoardRunner, move = true): Promise<{ due: number[] }> {
  const now = nowOf(runner);
  for (const board of EVENT_BOARDS) {
    await ensureEvents(runner.db, board, now, runner.periodMs);
    if (move) await moveOdds(runner.db, board, now);
  }
  return { due: await dueEvents(runner.db, now) };
}

/**
 * The operator's "settle now" (ops CLI, admin API, browser journeys): the board's soonest open event
 * closes at once and is settled. Returns the settled event's id and the settlement.
 */
export async function settleNow(runner: BoardRunner, board: EventBoard): Promise<{ eventId: number; report: EventSettlement } | undefined> {
  const now = nowOf(runner);
  await ensureEvents(runner.db, board, now, runner.periodMs);
  const [soonest] = await openEvents(runner.db, board, new Date(0));
  if (!soonest) return undefined;
  await closeEventNow(runner.db, soonest.id, now);
  const report = await runEvent(runner, soonest.id);
  return report && { eventId: soonest.id, report };
}

export async function scheduleEventBoards(jobs: JobQueue, runner: BoardRunner): Promise<void> {
  await jobs.work<{ eventId: number }>(BOARD_SETTLE_QUEUE, async ({ eventId }) => {
    await runEvent(runner, eventId);
  });
  await jobs.work(BOARD_TICK_QUEUE, async () => {
    const { due } = await boardTick(runner);
    for (const id of due) await jobs.send(BOARD_SETTLE_QUEUE, { eventId: id }, { singletonKey: `event:${id}` });
    const now = nowOf(runner);
    for (const board of EVENT_BOARDS) {
      for (const event of await openEvents(runner.db, board, now)) {
        await jobs.send(BOARD_SETTLE_QUEUE, { eventId: event.id }, { singletonKey: `event:${event.id}`, startAfter: event.closesAt });
      }
    }
  });
  await jobs.every(BOARD_TICK_QUEUE, runner.periodMs < 60_000 ? runner.periodMs : 60_000);
  await jobs.send(BOARD_TICK_QUEUE, {});
}
