// Demo results of the event boards: each board's last six events (no bets on them), settled from
// their own seeds, so a first visit shows results beside the open events and not an empty list.
import { sql } from 'drizzle-orm';
import { EVENT_BOARDS } from '../../../contract/event-board';
import { DEFAULT_BOARD_EVENT_MS, eventFromSeed, oddsAt, resultOf, slotOf } from '../modules/games';
import { newSeed } from '../modules/games';
import type { Executor } from '../core/database/client';
import { rowsOf } from '../core/database/rows-of';
import { boardEvents } from '../modules/games';

const PAST_EVENTS = 6;

export async function seedBoardResultsIfEmpty(tx: Executor, now = new Date()): Promise<void> {
  const [{ n }] = rowsOf<{ n: number | string }>(await tx.execute(sql`select count(*) as n from board_events`));
  if (Number(n) > 0) return;
  const last = Math.floor(now.getTime() / DEFAULT_BOARD_EVENT_MS) * DEFAULT_BOARD_EVENT_MS;
  const rows = EVENT_BOARDS.flatMap((board) =>
    Array.from({ length: PAST_EVENTS }, (_, i) => {
      const closesAt = new Date(last - i * DEFAULT_BOARD_EVENT_MS);
      const { seed, seedHash } = newSeed();
      const made = eventFromSeed(seed, board);
      const result = resultOf(seed, board, made.model);
      return { board, slot: slotOf(closesAt), closesAt, seed, seedHash, ...made, odds: oddsAt(seed, board, made.model, 0), state: 'settled', result, settledAt: closesAt };
    }),
  );
  await tx.insert(boardEvents).values(rows).onConflictDoNothing();
}
