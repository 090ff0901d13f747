// The lottery's draws on the job queue (job-queue.ts). Each draw is one job `lottery-draw` keyed by
// the draw, due at its draw time: it draws (compare-and-set open → drawn, seed revealed), settles
// every bet of the draw in one ledger entry (settleDraw), and opens the market's next draw with its
// seed hash. A tick (`lottery-tick`, every minute or every fast period when shorter) opens missing
// draws and re-sends overdue ones, after a restart or a lost job. Two runners, a retried job or the
// operator's `lottery draw` pay a draw once: settleDraw's compare-and-set and the entry's key.
import { LOTTERY_MARKETS, type LotteryMarket } from '../../../../../contract/lottery';
import type { Db } from '../../../core/database/client';
import type { AccountDirectory } from '../../ledger';
import { closeDrawNow, drawDraw, dueDraws, ensureNextDraw, findDraw, openDrawOf, settleDraw, type SettleReport } from '../queries/lottery';
import type { JobQueue } from '../../../core/jobs/job-queue';

export const LOTTERY_DRAW_QUEUE = 'lottery-draw';
export const LOTTERY_TICK_QUEUE = 'lottery-tick';

export interface LotteryRunner {
  db: Db;
  directory: AccountDirectory | undefined;
  fastMs: number;
  clock?: () => Date;
}

/** Draws (if due) and settles one draw, then opens its market's next draw. */
export async function runDraw(runner: LotteryRunner, drawId: number): Promise<SettleReport | undefined> {
  const now = (runner.clock ?? (() => new Date()))();
  const draw = await findDraw(runner.db, drawId);
  if (!draw) return undefined;
  if (draw.state === 'open') await drawDraw(runner.db, drawId, now);
  const report = await settleDraw(runner.db, runner.directory, drawId, now);
  await ensureNextDraw(runner.db, draw.market as LotteryMarket, now, runner.fastMs);
  return report;
}

/** Opens each market's next draw and lists the overdue ones. */
export async function lotteryTick(runner: LotteryRunner): Promise<{ opened: number[]; due: number[] }> {
  const now = (runner.clock ?? (() => new Date()))();
  const opened: number[] = [];
  for (const market of LOTTERY_MARKETS) opened.push((await ensureNextDraw(runner.db, market, now, runner.fastMs)).id);
  return { opened, due: (await dueDraws(runner.db, now)).map((d) => d.id) };
}

/**
 * The operator's "draw now" (ops CLI, admin API, browser journeys): the market's open draw closes and
 * draws at once and is settled; its next draw opens. Returns the settled draw's id.
 */
export async function drawNow(runner: LotteryRunner, market: LotteryMarket): Promise<{ drawId: number; report: SettleReport } | undefined> {
  const now = (runner.clock ?? (() => new Date()))();
  const open = (await openDrawOf(runner.db, market, new Date(0))) ?? (await ensureNextDraw(runner.db, market, now, runner.fastMs));
  await closeDrawNow(runner.db, open.id, now);
  const report = await runDraw(runner, open.id);
  return report && { drawId: open.id, report };
}

export async function scheduleLotteryDraws(jobs: JobQueue, runner: LotteryRunner): Promise<void> {
  const sendDraw = (drawId: number, drawAt: Date) =>
    jobs.send(LOTTERY_DRAW_QUEUE, { drawId }, { singletonKey: `draw:${drawId}`, startAfter: drawAt });
  await jobs.work<{ drawId: number }>(LOTTERY_DRAW_QUEUE, async ({ drawId }) => {
    await runDraw(runner, drawId);
    // The market's next draw is due at its own time.
    const draw = await findDraw(runner.db, drawId);
    if (draw) {
      const next = await openDrawOf(runner.db, draw.market as LotteryMarket, (runner.clock ?? (() => new Date()))());
      if (next) await sendDraw(next.id, next.drawAt);
    }
  });
  await jobs.work(LOTTERY_TICK_QUEUE, async () => {
    const { opened, due } = await lotteryTick(runner);
    for (const id of due) await jobs.send(LOTTERY_DRAW_QUEUE, { drawId: id }, { singletonKey: `draw:${id}` });
    for (const id of opened) {
      const draw = await findDraw(runner.db, id);
      if (draw?.state === 'open') await sendDraw(id, draw.drawAt);
    }
  });
  await jobs.every(LOTTERY_TICK_QUEUE, runner.fastMs < 60_000 ? runner.fastMs : 60_000);
  await jobs.send(LOTTERY_TICK_QUEUE, {});
}
