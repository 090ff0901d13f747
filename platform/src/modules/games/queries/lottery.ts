// The local lottery in the database: draws created ahead with their seed hash, bets placed on an
// open draw (one ledger entry per slip), the draw (compare-and-set open → drawn, seed revealed) and
// its settlement (drawn → settled and every winning bet paid in ONE ledger entry keyed by the draw,
// so a second runner, a retried job or an operator's second click pays nothing again).
import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { DRAW_CLOSED, type BetSlipBody, type Draw, type DrawResult, type LotteryBet, type LotteryMarket, type LotteryOdds, type LotteryPlay, type PrizeMode } from '../../../../../contract/lottery';
import { fromMinor, toMinor } from '../../../../../contract/money';
import { ApiError } from '../../../core/http/envelope';
import { ledgerAccount } from '../../ledger';
import { assertMayPlay } from '../../responsible-gaming';
import { drawNumbers, newSeed, nextDrawSlot, payoutCents, wins } from '../rules/lottery';
import type { Db, Executor } from '../../../core/database/client';
import { DuplicateEntryError, inLedgerTransaction, InsufficientFundsError, type AccountDirectory, type LedgerWriter } from '../../ledger';
import { lotteryBets, lotteryDraws } from '../schema-lottery';

/** Every lottery stake goes to, and every lottery win comes from, this house account. */
export const LOTTERY_HOUSE = ledgerAccount.houseGame('LOCAL_LOTTO');
export const drawEntryKey = (drawId: number) => `lottery-draw:${drawId}`;
export const slipEntryKey = (slipKey: string) => `lottery-slip:${slipKey}`;

export const lotteryErrors = {
  drawClosed: () => new ApiError(409, DRAW_CLOSED.code, DRAW_CLOSED.message),
  insufficientBalance: () => new ApiError(409, 'insufficient_balance', 'Insufficient balance'),
  stakeOutOfRange: (min: bigint, max: bigint) =>
    new ApiError(400, 'lottery_stake_out_of_range', `Each line stakes from ${fromMinor(min)} to ${fromMinor(max)}`, { min: fromMinor(min), max: fromMinor(max) }),
  noSuchDraw: () => new ApiError(404, 'lottery_draw_not_found', 'No such draw'),
};

type DrawRow = typeof lotteryDraws.$inferSelect;

/** A draw as members see it: the seed only once drawn. */
export function drawView(row: DrawRow): Draw {
  const drawn = row.state !== 'open';
  return {
    drawId: row.id,
    market: row.market as LotteryMarket,
    issue: row.issue,
    state: row.state as Draw['state'],
    closesAt: row.closesAt.toISOString(),
    drawAt: row.drawAt.toISOString(),
    seedHash: row.seedHash,
    seed: drawn ? row.seed : null,
    result: drawn ? row.result : null,
  };
}

/**
 * The market's next draw after `now`, created (with a fresh seed) unless it exists. A slot whose
 * draw was already drawn early (the operator's draw now) gives way to the slot after it.
 */
export async function ensureNextDraw(ex: Executor, market: LotteryMarket, now: Date, fastMs: number): Promise<DrawRow> {
  let after = now;
  for (;;) {
    const slot = nextDrawSlot(market, after, fastMs);
    const { seed, seedHash } = newSeed();
    await ex
      .insert(lotteryDraws)
      .values({ market, issue: slot.issue, closesAt: slot.closesAt, drawAt: slot.drawAt, seed, seedHash })
      .onConflictDoNothing();
    const [row] = await ex.select().from(lotteryDraws).where(and(eq(lotteryDraws.market, market), eq(lotteryDraws.issue, slot.issue)));
    if (row.state === 'open') return row;
    after = slot.drawAt;
  }
}

export async function findDraw(ex: Executor, drawId: number): Promise<DrawRow | undefined> {
  const [row] = await ex.select().from(lotteryDraws).where(eq(lotteryDraws.id, drawId));
  return row;
}

/** The market's draw open for bets at `now` (the earliest), if any. */
export async function openDrawOf(ex: Executor, market: LotteryMarket, now: Date): Promise<DrawRow | undefined> {
  const [row] = await ex
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.market, market), eq(lotteryDraws.state, 'open'), gt(lotteryDraws.closesAt, now)))
    .orderBy(asc(lotteryDraws.drawAt))
    .limit(1);
  return row;
}

/** The market's drawn (or settled) draws, latest first: spec §7 opened numbers. */
export async function openedNumbers(ex: Executor, market: LotteryMarket, limit: number): Promise<DrawRow[]> {
  return ex
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.market, market), inArray(lotteryDraws.state, ['drawn', 'settled'])))
    .orderBy(desc(lotteryDraws.drawAt))
    .limit(limit);
}

/** Draws still open whose draw time has come (the job's safety net after a restart). */
export async function dueDraws(ex: Executor, now: Date): Promise<{ id: number; state: string }[]> {
  return ex
    .select({ id: lotteryDraws.id, state: lotteryDraws.state })
    .from(lotteryDraws)
    .where(and(inArray(lotteryDraws.state, ['open', 'drawn']), lte(lotteryDraws.drawAt, now)))
    .orderBy(asc(lotteryDraws.drawAt))
    .limit(100);
}

export interface Slip {
  memberId: number;
  slipKey: string;
  gameId: number;
  prizeMode: PrizeMode;
  odds: LotteryOdds;
  limits: { minBetCents: bigint; maxBetCents: bigint };
  body: BetSlipBody;
  now: Date;
}

/**
 * Places a slip in the caller's ledger transaction: the draw must be open and not yet closed (read
 * FOR SHARE, so the draw's compare-and-set waits for this slip to commit and then sees its bets),
 * every line within the stake limits, the whole slip debited in one entry.
 */
export async function placeSlip(writer: LedgerWriter, slip: Slip): Promise<{ draw: DrawRow; bets: (typeof lotteryBets.$inferSelect)[]; balance: bigint }> {
  const { tx } = writer;
  const stakes = slip.body.lines.map((line) => toMinor(line.amount.trim()) ?? 0n);
  for (const stake of stakes) if (stake < slip.limits.minBetCents || stake > slip.limits.maxBetCents) throw lotteryErrors.stakeOutOfRange(slip.limits.minBetCents, slip.limits.maxBetCents);
  const [draw] = await tx
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.id, slip.body.drawId), eq(lotteryDraws.state, 'open'), gt(lotteryDraws.closesAt, slip.now)))
    .for('share');
  if (!draw) {
    if (!(await findDraw(tx, slip.body.drawId))) throw lotteryErrors.noSuchDraw();
    throw lotteryErrors.drawClosed();
  }
  const total = stakes.reduce((sum, stake) => sum + stake, 0n);
  // The member's limits and breaks and the staff's bet block, in the slip's transaction (as every round).
  await assertMayPlay(tx, slip.memberId, total, slip.now);
  const main = ledgerAccount.main(slip.memberId);
  let balance: bigint;
  try {
    const posted = await writer.post({
      key: slipEntryKey(slip.slipKey),
      kind: 'lottery_bet',
      memberId: slip.memberId,
      reference: `${draw.market}:${draw.issue}`,
      actor: 'vendor:LOCAL_LOTTO',
      postings: [
        { account: main, amount: -total, txType: 'betting' },
        { account: LOTTERY_HOUSE, amount: total, txType: 'betting' },
      ],
      at: slip.now,
    });
    balance = posted.balances.get(main)!;
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw lotteryErrors.insufficientBalance();
    throw error;
  }
  const bets = await tx
    .insert(lotteryBets)
    .values(
      slip.body.lines.map((line, i) => ({
        drawId: draw.id,
        memberId: slip.memberId,
        gameId: slip.gameId,
        slipKey: slip.slipKey,
        play: line.play,
        number: line.number,
        stake: stakes[i],
        odds: slip.odds[line.play],
        prizeMode: slip.prizeMode,
        placedAt: slip.now,
      })),
    )
    .returning();
  return { draw, bets, balance };
}

/** The operator's "draw now": an open draw's close and draw times become `now` (only an open draw moves). */
export async function closeDrawNow(ex: Executor, drawId: number, now: Date): Promise<void> {
  await ex
    .update(lotteryDraws)
    .set({ closesAt: now, drawAt: now })
    .where(and(eq(lotteryDraws.id, drawId), eq(lotteryDraws.state, 'open')));
}

/** The draw: open → drawn with its numbers and seed revealed, once its draw time has come. */
export async function drawDraw(ex: Executor, drawId: number, now: Date): Promise<DrawRow | undefined> {
  const [row] = await ex.select().from(lotteryDraws).where(eq(lotteryDraws.id, drawId));
  if (!row || row.state !== 'open' || row.drawAt > now) return undefined;
  const result = drawNumbers(row.seed, row.market as LotteryMarket, row.issue);
  const [drawn] = await ex
    .update(lotteryDraws)
    .set({ state: 'drawn', result, drawnAt: now })
    .where(and(eq(lotteryDraws.id, drawId), eq(lotteryDraws.state, 'open')))
    .returning();
  return drawn;
}

export interface SettleReport {
  drawId: number;
  settled: boolean;
  bets: number;
  winners: number;
  paid: bigint;
}

/**
 * Settles a drawn draw in one ledger transaction: compare-and-set drawn → settled, each bet marked
 * won or lost with its win, and one entry (keyed by the draw) crediting every winner from the house.
 * A second settlement finds the draw settled (or the entry posted) and pays nothing.
 */
export async function settleDraw(db: Db, directory: AccountDirectory | undefined, drawId: number, now: Date): Promise<SettleReport> {
  try {
    return await inLedgerTransaction(db, directory, async (writer) => {
      const { tx } = writer;
      const [draw] = await tx
        .update(lotteryDraws)
        .set({ state: 'settled', settledAt: now })
        .where(and(eq(lotteryDraws.id, drawId), eq(lotteryDraws.state, 'drawn')))
        .returning();
      if (!draw) return { drawId, settled: false, bets: 0, winners: 0, paid: 0n };
      const result = draw.result as DrawResult;
      const bets = await tx.select().from(lotteryBets).where(and(eq(lotteryBets.drawId, drawId), eq(lotteryBets.state, 'placed')));
      const postings: { account: string; amount: bigint; txType: 'winning' }[] = [];
      const winners: { id: number; win: bigint }[] = [];
      let paid = 0n;
      for (const bet of bets) {
        if (!wins(bet.play as LotteryPlay, bet.number, result)) continue;
        const win = payoutCents(bet.stake, bet.odds);
        winners.push({ id: bet.id, win });
        postings.push({ account: ledgerAccount.main(bet.memberId), amount: win, txType: 'winning' });
        paid += win;
      }
      if (paid > 0n) {
        postings.push({ account: LOTTERY_HOUSE, amount: -paid, txType: 'winning' });
        await writer.post({ key: drawEntryKey(drawId), kind: 'lottery_win', reference: `${draw.market}:${draw.issue}`, actor: 'job:lottery', postings, at: now });
      }
      await tx
        .update(lotteryBets)
        .set({ state: 'lost', settledAt: now })
        .where(and(eq(lotteryBets.drawId, drawId), eq(lotteryBets.state, 'placed')));
      // Winners in one statement: (id, win) pairs.
      if (winners.length) {
        const values = sql.join(
          winners.map((w) => sql`(${w.id}::bigint, ${w.win.toString()}::bigint)`),
          sql`, `,
        );
        await tx.execute(sql`update lottery_bets b set state = 'won', win = v.win from (values ${values}) as v(id, win) where b.id = v.id`);
      }
      return { drawId, settled: true, bets: bets.length, winners: winners.length, paid };
    });
  } catch (error) {
    // The draw's entry exists: another runner settled it (its transaction committed first).
    if (error instanceof DuplicateEntryError) return { drawId, settled: false, bets: 0, winners: 0, paid: 0n };
    throw error;
  }
}

/** A member's bets, latest first, with their draws. */
export async function memberBets(ex: Executor, memberId: number, limit: number, drawId?: number): Promise<LotteryBet[]> {
  const rows = await ex
    .select({ bet: lotteryBets, market: lotteryDraws.market, issue: lotteryDraws.issue })
    .from(lotteryBets)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
    .where(drawId ? and(eq(lotteryBets.memberId, memberId), eq(lotteryBets.drawId, drawId)) : eq(lotteryBets.memberId, memberId))
    .orderBy(desc(lotteryBets.placedAt), desc(lotteryBets.id))
    .limit(limit);
  return rows.map(({ bet, market, issue }) => betView(bet, market, issue));
}

export function betView(bet: typeof lotteryBets.$inferSelect, market: string, issue: string): LotteryBet {
  return {
    betId: bet.id,
    drawId: bet.drawId,
    market: market as LotteryMarket,
    issue,
    play: bet.play as LotteryPlay,
    number: bet.number,
    amount: fromMinor(bet.stake),
    odds: bet.odds,
    state: bet.state as LotteryBet['state'],
    win: fromMinor(bet.win),
    placedAt: bet.placedAt.toISOString(),
  };
}
