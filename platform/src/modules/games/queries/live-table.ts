// The table games in the database, one table per game (contract/live-table.ts LIVE_TABLES): the
// current round (opened with its seed hash), bets placed while it is open (one ledger entry each,
// FOR SHARE on the round so the deal waits for them), the deal (compare-and-set open → dealt, seed
// revealed, the outcome by the game's rules: modules/games/rules/live-games.ts) and the settlement (dealt →
// settled, every bet of the round paid in ONE entry keyed by the round: a second runner pays nothing).
import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { LiveGame } from '../../../../../contract/live-spots';
import { liveGameOfTable, ROUND_CLOSED, type LiveBet, type LiveRound } from '../../../../../contract/live-table';
import { fromMinor } from '../../../../../contract/money';
import { ApiError } from '../../../core/http/envelope';
import { ledgerAccount } from '../../ledger';
import { LIVE_RULES } from '../rules/live-games';
import { assertMayPlay } from '../../responsible-gaming';
import { newSeed } from '../rules/provably-fair';
import type { Db, Executor } from '../../../core/database/client';
import { DuplicateEntryError, inLedgerTransaction, InsufficientFundsError, type AccountDirectory, type LedgerWriter } from '../../ledger';
import { liveBets, liveRounds } from '../schema-live';

/** Every table game's stakes go to, and its wins come from, this house account. */
export const LIVE_HOUSE = ledgerAccount.houseGame('LOCAL_LIVE');
export const roundEntryKey = (roundId: number) => `live-round:${roundId}`;

export const liveErrors = {
  roundClosed: () => new ApiError(409, ROUND_CLOSED.code, ROUND_CLOSED.message),
  noSuchRound: () => new ApiError(404, 'live_round_not_found', 'No such round'),
  insufficientBalance: () => new ApiError(409, 'insufficient_balance', 'Insufficient balance'),
  stakeOutOfRange: (min: bigint, max: bigint) =>
    new ApiError(400, 'live_stake_out_of_range', `A bet stakes from ${fromMinor(min)} to ${fromMinor(max)}`, { min: fromMinor(min), max: fromMinor(max) }),
};

type RoundRow = typeof liveRounds.$inferSelect;

/** The game a round's table plays (every table code the platform opens is one of LIVE_TABLES). */
export function gameOfRound(row: Pick<RoundRow, 'tableCode'>): LiveGame {
  const game = liveGameOfTable(row.tableCode);
  if (!game) throw new Error(`live table ${row.tableCode} plays no known game`);
  return game;
}

export function roundView(row: RoundRow): LiveRound {
  const dealt = row.state !== 'open';
  return {
    roundId: row.id,
    game: gameOfRound(row),
    table: row.tableCode,
    roundNo: row.roundNo,
    state: row.state as LiveRound['state'],
    closesAt: row.closesAt.toISOString(),
    seedHash: row.seedHash,
    seed: dealt ? row.seed : null,
    result: dealt ? row.result : null,
  };
}

/** The table's open round, or a new one (its betting closing `betMs` from now) when none is open. */
export async function currentRound(ex: Executor, table: string, now: Date, betMs: number): Promise<RoundRow> {
  for (;;) {
    const [open] = await ex.select().from(liveRounds).where(and(eq(liveRounds.tableCode, table), eq(liveRounds.state, 'open'))).orderBy(desc(liveRounds.roundNo)).limit(1);
    if (open) return open;
    const [last] = await ex.select({ roundNo: liveRounds.roundNo }).from(liveRounds).where(eq(liveRounds.tableCode, table)).orderBy(desc(liveRounds.roundNo)).limit(1);
    const { seed, seedHash } = newSeed();
    await ex
      .insert(liveRounds)
      .values({ tableCode: table, roundNo: (last?.roundNo ?? 0) + 1, closesAt: new Date(now.getTime() + betMs), seed, seedHash })
      .onConflictDoNothing();
  }
}

export async function findRound(ex: Executor, roundId: number): Promise<RoundRow | undefined> {
  const [row] = await ex.select().from(liveRounds).where(eq(liveRounds.id, roundId));
  return row;
}

export async function roundHistory(ex: Executor, table: string, limit: number): Promise<RoundRow[]> {
  return ex.select().from(liveRounds).where(and(eq(liveRounds.tableCode, table), inArray(liveRounds.state, ['dealt', 'settled']))).orderBy(desc(liveRounds.roundNo)).limit(limit);
}

export async function dueRounds(ex: Executor, now: Date): Promise<number[]> {
  const rows = await ex.select({ id: liveRounds.id }).from(liveRounds).where(and(inArray(liveRounds.state, ['open', 'dealt']), lte(liveRounds.closesAt, now))).limit(50);
  return rows.map((r) => r.id);
}

export interface LiveBetInput {
  memberId: number;
  betKey: string;
  gameId: number;
  /** The table the bet was sent to: a round of another table is not found. */
  table: string;
  roundId: number;
  /** One of the table's game's spots (checked by the route: contract/live-table.ts liveBetBodyOf). */
  side: string;
  stake: bigint;
  limits: { minBetCents: bigint; maxBetCents: bigint };
  now: Date;
}

export async function placeLiveBet(writer: LedgerWriter, bet: LiveBetInput): Promise<{ bet: LiveBet; balance: bigint }> {
  const { tx } = writer;
  if (bet.stake < bet.limits.minBetCents || bet.stake > bet.limits.maxBetCents) throw liveErrors.stakeOutOfRange(bet.limits.minBetCents, bet.limits.maxBetCents);
  const [round] = await tx
    .select()
    .from(liveRounds)
    .where(and(eq(liveRounds.id, bet.roundId), eq(liveRounds.tableCode, bet.table), eq(liveRounds.state, 'open'), gt(liveRounds.closesAt, bet.now)))
    .for('share');
  if (!round) {
    if ((await findRound(tx, bet.roundId))?.tableCode !== bet.table) throw liveErrors.noSuchRound();
    throw liveErrors.roundClosed();
  }
  // The member's limits and breaks and the staff's bet block, in the bet's transaction (as every round).
  await assertMayPlay(tx, bet.memberId, bet.stake, bet.now);
  const main = ledgerAccount.main(bet.memberId);
  let balance: bigint;
  try {
    const posted = await writer.post({
      key: `live-bet:${bet.betKey}`,
      kind: 'live_bet',
      memberId: bet.memberId,
      reference: `${round.tableCode}:${round.roundNo}`,
      actor: 'vendor:LOCAL_LIVE',
      postings: [
        { account: main, amount: -bet.stake, txType: 'betting' },
        { account: LIVE_HOUSE, amount: bet.stake, txType: 'betting' },
      ],
      at: bet.now,
    });
    balance = posted.balances.get(main)!;
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw liveErrors.insufficientBalance();
    throw error;
  }
  const [row] = await tx
    .insert(liveBets)
    .values({ roundId: round.id, memberId: bet.memberId, gameId: bet.gameId, betKey: bet.betKey, side: bet.side, stake: bet.stake, placedAt: bet.now })
    .returning();
  return { bet: betView(row, round.roundNo), balance };
}

/** The deal: open → dealt with the outcome from the seed, once betting closed. */
export async function dealDue(ex: Executor, roundId: number, now: Date): Promise<RoundRow | undefined> {
  const round = await findRound(ex, roundId);
  if (!round || round.state !== 'open' || round.closesAt > now) return undefined;
  const result = LIVE_RULES[gameOfRound(round)].deal(round.seed, round.tableCode, round.roundNo);
  const [dealt] = await ex
    .update(liveRounds)
    .set({ state: 'dealt', result, dealtAt: now })
    .where(and(eq(liveRounds.id, roundId), eq(liveRounds.state, 'open')))
    .returning();
  return dealt;
}

export async function closeRoundNow(ex: Executor, roundId: number, now: Date): Promise<void> {
  await ex.update(liveRounds).set({ closesAt: now }).where(and(eq(liveRounds.id, roundId), eq(liveRounds.state, 'open')));
}

export interface RoundSettlement {
  roundId: number;
  settled: boolean;
  bets: number;
  paid: bigint;
}

/** Settles a dealt round: dealt → settled, every bet's outcome, one entry paying all winners and pushes. */
export async function settleRound(db: Db, directory: AccountDirectory | undefined, roundId: number, now: Date): Promise<RoundSettlement> {
  try {
    return await inLedgerTransaction(db, directory, async (writer) => {
      const { tx } = writer;
      const [round] = await tx
        .update(liveRounds)
        .set({ state: 'settled', settledAt: now })
        .where(and(eq(liveRounds.id, roundId), eq(liveRounds.state, 'dealt')))
        .returning();
      if (!round) return { roundId, settled: false, bets: 0, paid: 0n };
      const rules = LIVE_RULES[gameOfRound(round)];
      const result = round.result!;
      const bets = await tx.select().from(liveBets).where(and(eq(liveBets.roundId, roundId), eq(liveBets.state, 'placed')));
      const outcomes = bets.map((bet) => ({ bet, ...rules.outcome(bet.side, bet.stake, result) }));
      const paid = outcomes.reduce((sum, o) => sum + o.payout, 0n);
      if (paid > 0n) {
        const postings = outcomes
          .filter((o) => o.payout > 0n)
          .map((o) => ({ account: ledgerAccount.main(o.bet.memberId), amount: o.payout, txType: 'winning' as const }));
        postings.push({ account: LIVE_HOUSE, amount: -paid, txType: 'winning' });
        await writer.post({ key: roundEntryKey(roundId), kind: 'live_win', reference: `${round.tableCode}:${round.roundNo}`, actor: 'job:live-table', postings, at: now });
      }
      if (outcomes.length) {
        const values = sql.join(
          outcomes.map((o) => sql`(${o.bet.id}::bigint, ${o.state}::text, ${o.payout.toString()}::bigint)`),
          sql`, `,
        );
        await tx.execute(sql`update live_bets b set state = v.state, payout = v.payout, settled_at = ${now.toISOString()}::timestamptz from (values ${values}) as v(id, state, payout) where b.id = v.id`);
      }
      return { roundId, settled: true, bets: bets.length, paid };
    });
  } catch (error) {
    if (error instanceof DuplicateEntryError) return { roundId, settled: false, bets: 0, paid: 0n };
    throw error;
  }
}

/** A member's bets at one table, latest first. */
export async function memberLiveBets(ex: Executor, memberId: number, table: string, limit: number): Promise<LiveBet[]> {
  const rows = await ex
    .select({ bet: liveBets, roundNo: liveRounds.roundNo })
    .from(liveBets)
    .innerJoin(liveRounds, eq(liveRounds.id, liveBets.roundId))
    .where(and(eq(liveBets.memberId, memberId), eq(liveRounds.tableCode, table)))
    .orderBy(desc(liveBets.placedAt), desc(liveBets.id))
    .limit(limit);
  return rows.map(({ bet, roundNo }) => betView(bet, roundNo));
}

function betView(bet: typeof liveBets.$inferSelect, roundNo: number): LiveBet {
  return {
    betId: bet.id,
    roundId: bet.roundId,
    roundNo,
    side: bet.side,
    amount: fromMinor(bet.stake),
    state: bet.state as LiveBet['state'],
    payout: fromMinor(bet.payout),
    placedAt: bet.placedAt.toISOString(),
  };
}
