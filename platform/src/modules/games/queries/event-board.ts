// The demo event boards in the database: events opened ahead with their seed hash, odds moved by
// the board's tick, single bets on an open event (one ledger entry per bet, the balance checked in
// the debit's own statement by the ledger), and the settlement (compare-and-set open → settled,
// the result revealed, every winner paid in ONE ledger entry keyed by the event, so a second
// runner, a retried job or an operator's second click pays nothing again).
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { BOARD_PICKS, EVENT_CLOSED, EVENT_NOT_FOUND, MARKET_PICKS, MARKETS_OF_BOARD, ODDS_CHANGED, PICK_NOT_OFFERED, sideLine, type BoardEvent, type BoardMarket, type BoardPick, type EventBet, type EventBoard, type EventLines, type EventResult } from '../../../../../contract/event-board';
import { fromMinor } from '../../../../../contract/money';
import { ApiError } from '../../../core/http/envelope';
import { boardBetOutcome } from '../rules/board-bet-outcome';
import { eventFromSeed, linesAt, nextCloses, oddsAt, resultOf, slotOf, EVENTS_AHEAD, type EventModel } from '../rules/event-board';
import { ledgerAccount } from '../../ledger';
import { newSeed } from '../rules/provably-fair';
import type { Db, Executor } from '../../../core/database/client';
import { DuplicateEntryError, inLedgerTransaction, InsufficientFundsError, type AccountDirectory, type LedgerWriter } from '../../ledger';
import { boardBets, boardEvents } from '../schema-event-board';

/** Every board stake goes to, and every board win comes from, this house account. */
export const BOARD_HOUSE = ledgerAccount.houseGame('LOCAL_BOARD');
export const eventEntryKey = (eventId: number) => `board-event:${eventId}`;
export const betEntryKey = (betKey: string) => `board-bet:${betKey}`;

export const boardErrors = {
  eventClosed: () => new ApiError(409, EVENT_CLOSED.code, EVENT_CLOSED.message),
  noSuchEvent: () => new ApiError(404, EVENT_NOT_FOUND.code, EVENT_NOT_FOUND.message),
  pickNotOffered: () => new ApiError(400, PICK_NOT_OFFERED.code, PICK_NOT_OFFERED.message),
  oddsChanged: (odds: Record<string, string>, lines: EventLines | null) => new ApiError(409, ODDS_CHANGED.code, ODDS_CHANGED.message, { odds, lines }),
  insufficientBalance: () => new ApiError(409, 'insufficient_balance', 'Insufficient balance'),
  stakeOutOfRange: (min: bigint, max: bigint) =>
    new ApiError(400, 'board_stake_out_of_range', `A bet stakes from ${fromMinor(min)} to ${fromMinor(max)}`, { min: fromMinor(min), max: fromMinor(max) }),
};

export type EventRow = typeof boardEvents.$inferSelect;
type BetRow = typeof boardBets.$inferSelect;

/** An event as members see it: the seed only once settled. */
export function eventView(row: EventRow): BoardEvent {
  const settled = row.state === 'settled';
  return {
    eventId: row.id,
    board: row.board as EventBoard,
    league: row.league,
    home: row.home,
    away: row.away,
    state: row.state as BoardEvent['state'],
    closesAt: row.closesAt.toISOString(),
    odds: row.odds as Record<string, string>,
    lines: row.lines ?? null,
    seedHash: row.seedHash,
    seed: settled ? row.seed : null,
    result: settled ? (row.result ?? null) : null,
  };
}

/** The board's next EVENTS_AHEAD slots after `now`, each created (with a fresh seed) unless it exists. */
export async function ensureEvents(ex: Executor, board: EventBoard, now: Date, periodMs: number): Promise<void> {
  const rows = nextCloses(now, periodMs, EVENTS_AHEAD).map((closesAt) => {
    const { seed, seedHash } = newSeed();
    const made = eventFromSeed(seed, board);
    return { board, slot: slotOf(closesAt), closesAt, seed, seedHash, ...made, odds: oddsAt(seed, board, made.model, 0), lines: linesAt(seed, board, made.model, 0) };
  });
  await ex.insert(boardEvents).values(rows).onConflictDoNothing();
}

export async function findEvent(ex: Executor, eventId: number): Promise<EventRow | undefined> {
  const [row] = await ex.select().from(boardEvents).where(eq(boardEvents.id, eventId));
  return row;
}

/** The board's events open for bets at `now`, soonest first. */
export async function openEvents(ex: Executor, board: EventBoard, now: Date): Promise<EventRow[]> {
  return ex
    .select()
    .from(boardEvents)
    .where(and(eq(boardEvents.board, board), eq(boardEvents.state, 'open'), gt(boardEvents.closesAt, now)))
    .orderBy(asc(boardEvents.closesAt))
    .limit(EVENTS_AHEAD * 2);
}

/** The board's settled events, latest first. */
export async function settledEvents(ex: Executor, board: EventBoard, limit: number): Promise<EventRow[]> {
  return ex
    .select()
    .from(boardEvents)
    .where(and(eq(boardEvents.board, board), eq(boardEvents.state, 'settled')))
    .orderBy(desc(boardEvents.closesAt))
    .limit(limit);
}

/** Open events whose betting has closed (the job's safety net after a restart). */
export async function dueEvents(ex: Executor, now: Date): Promise<number[]> {
  const rows = await ex
    .select({ id: boardEvents.id })
    .from(boardEvents)
    .where(and(eq(boardEvents.state, 'open'), lte(boardEvents.closesAt, now)))
    .orderBy(asc(boardEvents.closesAt))
    .limit(100);
  return rows.map((row) => row.id);
}

/** The board's tick moves the odds of its open events (each move computed from the event's seed). */
export async function moveOdds(ex: Executor, board: EventBoard, now: Date): Promise<number> {
  const open = await openEvents(ex, board, now);
  for (const event of open) {
    const move = event.oddsMove + 1;
    await ex
      .update(boardEvents)
      .set({ oddsMove: move, odds: oddsAt(event.seed, board, event.model as EventModel, move), lines: event.lines && linesAt(event.seed, board, event.model as EventModel, move) })
      .where(and(eq(boardEvents.id, event.id), eq(boardEvents.state, 'open'), eq(boardEvents.oddsMove, event.oddsMove)));
  }
  return open.length;
}

export interface EventBetInput {
  memberId: number;
  betKey: string;
  gameId: number;
  board: EventBoard;
  eventId: number;
  market: BoardMarket;
  pick: BoardPick;
  /** The pick's own line as the member saw it (handicap, over/under). */
  line?: string;
  odds: string;
  stake: bigint;
  limits: { minBetCents: bigint; maxBetCents: bigint };
  now: Date;
}

/** The price (and the pick's own line) the event offers now on a market's pick, or undefined when it offers none. */
export function offeredPrice(event: EventRow, market: BoardMarket, pick: BoardPick): { odds: string; line?: string } | undefined {
  const board = event.board as EventBoard;
  if (!(MARKETS_OF_BOARD[board] as readonly string[]).includes(market)) return undefined;
  if (market === '1X2') {
    if (!(BOARD_PICKS[board] as readonly string[]).includes(pick)) return undefined;
    return { odds: (event.odds as Record<string, string>)[pick] };
  }
  const lines = event.lines;
  if (!lines || !(MARKET_PICKS[market] as readonly string[]).includes(pick)) return undefined;
  if (market === 'HANDICAP') return { odds: lines.HANDICAP.odds[pick as 'HOME' | 'AWAY'], line: sideLine(lines.HANDICAP.line, pick as 'HOME' | 'AWAY') };
  return { odds: lines.OVER_UNDER.odds[pick as 'OVER' | 'UNDER'], line: lines.OVER_UNDER.line };
}

/**
 * Places a single bet in the caller's ledger transaction: the event must be this board's, open and
 * not yet closed (read FOR SHARE, so the settlement's compare-and-set waits for this bet to commit
 * and then sees it), the market and pick offered, the line and odds the member saw still the line
 * and odds, the stake within the
 * limits; the stake is debited in one entry (the ledger refuses a debit past the balance).
 */
export async function placeEventBet(writer: LedgerWriter, bet: EventBetInput): Promise<{ bet: EventBet; balance: bigint }> {
  const { tx } = writer;
  if (bet.stake < bet.limits.minBetCents || bet.stake > bet.limits.maxBetCents) throw boardErrors.stakeOutOfRange(bet.limits.minBetCents, bet.limits.maxBetCents);
  const [event] = await tx
    .select()
    .from(boardEvents)
    .where(and(eq(boardEvents.id, bet.eventId), eq(boardEvents.board, bet.board), eq(boardEvents.state, 'open'), gt(boardEvents.closesAt, bet.now)))
    .for('share');
  if (!event) {
    const found = await findEvent(tx, bet.eventId);
    if (!found || found.board !== bet.board) throw boardErrors.noSuchEvent();
    throw boardErrors.eventClosed();
  }
  const odds = event.odds as Record<string, string>;
  const offered = offeredPrice(event, bet.market, bet.pick);
  if (!offered) throw boardErrors.pickNotOffered();
  if (offered.odds !== bet.odds || offered.line !== bet.line) throw boardErrors.oddsChanged(odds, event.lines ?? null);
  const main = ledgerAccount.main(bet.memberId);
  let balance: bigint;
  try {
    const posted = await writer.post({
      key: betEntryKey(bet.betKey),
      kind: 'board_bet',
      memberId: bet.memberId,
      reference: `${event.board}:${event.slot}`,
      actor: 'vendor:LOCAL_BOARD',
      postings: [
        { account: main, amount: -bet.stake, txType: 'betting' },
        { account: BOARD_HOUSE, amount: bet.stake, txType: 'betting' },
      ],
      at: bet.now,
    });
    balance = posted.balances.get(main)!;
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw boardErrors.insufficientBalance();
    throw error;
  }
  const [row] = await tx
    .insert(boardBets)
    .values({ eventId: event.id, memberId: bet.memberId, gameId: bet.gameId, betKey: bet.betKey, market: bet.market, pick: bet.pick, line: offered.line ?? null, odds: bet.odds, stake: bet.stake, placedAt: bet.now })
    .returning();
  return { bet: betView(row, event), balance };
}

/** The operator's "settle now": an open event's betting closes at `now` (only an open event moves). */
export async function closeEventNow(ex: Executor, eventId: number, now: Date): Promise<void> {
  await ex.update(boardEvents).set({ closesAt: now }).where(and(eq(boardEvents.id, eventId), eq(boardEvents.state, 'open')));
}

export interface EventSettlement {
  eventId: number;
  settled: boolean;
  bets: number;
  /** Bets paid anything back: wins, and on handicap and over/under lines half wins, pushes and half losses. */
  winners: number;
  paid: bigint;
}

/**
 * Settles a closed event in one ledger transaction: compare-and-set open → settled with its result
 * (from the seed), each bet's outcome (won, half won, push, half lost, lost: boardBetOutcome), and
 * one entry (keyed by the event) crediting from the house everything paid back. A second settlement finds the event settled (or the entry posted) and pays nothing.
 */
export async function settleEvent(db: Db, directory: AccountDirectory | undefined, eventId: number, now: Date): Promise<EventSettlement> {
  const none = { eventId, settled: false, bets: 0, winners: 0, paid: 0n };
  const found = await findEvent(db, eventId);
  if (!found || found.state !== 'open' || found.closesAt > now) return none;
  const result = resultOf(found.seed, found.board as EventBoard, found.model as EventModel);
  try {
    return await inLedgerTransaction(db, directory, async (writer) => {
      const { tx } = writer;
      const [event] = await tx
        .update(boardEvents)
        .set({ state: 'settled', result, settledAt: now })
        .where(and(eq(boardEvents.id, eventId), eq(boardEvents.state, 'open'), lte(boardEvents.closesAt, now)))
        .returning();
      if (!event) return none;
      const bets = await tx.select().from(boardBets).where(and(eq(boardBets.eventId, eventId), eq(boardBets.state, 'placed')));
      const outcomes = bets.map((bet) => ({ bet, ...boardBetOutcome({ market: bet.market as BoardMarket, pick: bet.pick as BoardPick, line: bet.line, odds: bet.odds, stake: bet.stake }, result) }));
      // Everything paid back (wins, half wins, pushes, half losses) in the one entry.
      const winners = outcomes.filter((o) => o.payout > 0n);
      const paid = winners.reduce((sum, w) => sum + w.payout, 0n);
      if (paid > 0n) {
        const postings = winners.map((w) => ({ account: ledgerAccount.main(w.bet.memberId), amount: w.payout, txType: 'winning' as const }));
        postings.push({ account: BOARD_HOUSE, amount: -paid, txType: 'winning' });
        await writer.post({ key: eventEntryKey(eventId), kind: 'board_win', reference: `${event.board}:${event.slot}`, actor: 'job:event-board', postings, at: now });
      }
      await tx
        .update(boardBets)
        .set({ state: 'lost', settledAt: now })
        .where(and(eq(boardBets.eventId, eventId), eq(boardBets.state, 'placed')));
      const ended = outcomes.filter((o) => o.state !== 'lost');
      if (ended.length) {
        const values = sql.join(
          ended.map((o) => sql`(${o.bet.id}::bigint, ${o.state}::text, ${o.payout.toString()}::bigint)`),
          sql`, `,
        );
        await tx.execute(sql`update board_bets b set state = v.state, payout = v.payout from (values ${values}) as v(id, state, payout) where b.id = v.id`);
      }
      return { eventId, settled: true, bets: bets.length, winners: winners.length, paid };
    });
  } catch (error) {
    // The event's entry exists: another runner settled it (its transaction committed first).
    if (error instanceof DuplicateEntryError) return none;
    throw error;
  }
}

/** A member's bets, latest first, with their events. */
export async function memberEventBets(ex: Executor, memberId: number, limit: number): Promise<EventBet[]> {
  const rows = await ex
    .select({ bet: boardBets, event: boardEvents })
    .from(boardBets)
    .innerJoin(boardEvents, eq(boardEvents.id, boardBets.eventId))
    .where(eq(boardBets.memberId, memberId))
    .orderBy(desc(boardBets.placedAt), desc(boardBets.id))
    .limit(limit);
  return rows.map(({ bet, event }) => betView(bet, event));
}

function betView(bet: BetRow, event: EventRow): EventBet {
  return {
    betId: bet.id,
    eventId: event.id,
    board: event.board as EventBoard,
    league: event.league,
    home: event.home,
    away: event.away,
    market: bet.market as BoardMarket,
    pick: bet.pick as BoardPick,
    line: bet.line,
    odds: bet.odds,
    amount: fromMinor(bet.stake),
    state: bet.state as EventBet['state'],
    payout: fromMinor(bet.payout),
    result: event.state === 'settled' ? ((event.result as EventResult | null) ?? null) : null,
    placedAt: bet.placedAt.toISOString(),
  };
}
