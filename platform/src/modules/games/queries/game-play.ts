// Launching and playing games: which game a launch opens, recent games, game sessions and the
// spin settlement (one statement: round, wallet, wallet history, winner board).
import { and, asc, count, desc, eq, gt, gte, sql } from 'drizzle-orm';
import { jackpotContribution } from '../rules/jackpot';
import { accountShape, ledgerAccount } from '../../ledger';
import { fromCents, formatMoney } from '../../../core/money';
import type { SlotSymbol } from '../rules/slot-machine';
import type { Db, Executor } from '../../../core/database/client';
import { idempotencyErrors, requestHash } from '../../ledger';
import { memberListColumns, memberListGame } from './games';
import { assertMayPlay } from '../../responsible-gaming';
import { AccountDirectory, DuplicateEntryError, InsufficientFundsError, inLedgerTransaction, type EntryInput } from '../../ledger';
import { committedAccountIds, DivertedEntryError, postAutocommit, refuseShortEntry, type StatementParams } from '../../ledger';
import { lockRgMember, playGuardedCondition } from '../../responsible-gaming';
import { rowsOf } from '../../../core/database/rows-of';
import { spinBatcherOf, type BatchedRound, type SpinOutcome } from './spin-batch';
import { games, vendors } from '../schema-catalogue';
import { members } from '../../accounts';
import { commandResults } from '../../ledger';
import { gameRounds, gameSessions, gameWins, recentGames } from '../schema-games';

export interface LaunchableGame {
  id: number;
  gameCode: string;
  gameType: string;
  vendorCode: string;
  displayName: string;
  minBet: string;
  /** The local game it opens is a stand-in for a game of another kind (the slot page says so). */
  standIn: boolean;
  vendorName: string;
  vendorEnabled: boolean;
}

const launchColumns = {
  id: games.id,
  gameCode: games.gameCode,
  gameType: games.gameType,
  vendorCode: games.vendorCode,
  displayName: games.displayName,
  minBet: games.minBet,
  standIn: games.standIn,
  vendorName: vendors.name,
  vendorEnabled: vendors.enabled,
};
const vendorOfGame = and(eq(vendors.code, games.vendorCode), eq(vendors.gameType, games.gameType));

/**
 * The game a launch opens: `gameCode` is a game's code, or a vendor code when a vendor card
 * launches its lobby (spec §4: lottery and game-center cards), then the vendor's first game
 * (of `gameType` when given, e.g. TCG_LOTTO_VN is listed under LOTT and ELOTT).
 */
export async function findLaunchableGame(ex: Executor, gameCode: string, gameType?: string): Promise<LaunchableGame | undefined> {
  const [game] = await ex.select(launchColumns).from(games).innerJoin(vendors, vendorOfGame).where(eq(games.gameCode, gameCode)).limit(1);
  if (game) return { ...game, minBet: formatMoney(game.minBet) };
  const where = gameType ? and(eq(games.vendorCode, gameCode), eq(games.gameType, gameType)) : eq(games.vendorCode, gameCode);
  const [lobby] = await ex
    .select(launchColumns)
    .from(games)
    .innerJoin(vendors, vendorOfGame)
    .where(where)
    .orderBy(asc(games.sort), asc(games.id))
    .limit(1);
  return lobby && { ...lobby, minBet: formatMoney(lobby.minBet) };
}

export async function findLaunchableGameById(ex: Executor, id: number): Promise<LaunchableGame | undefined> {
  const [game] = await ex.select(launchColumns).from(games).innerJoin(vendors, vendorOfGame).where(eq(games.id, id)).limit(1);
  return game && { ...game, minBet: formatMoney(game.minBet) };
}

export async function recordRecentGame(ex: Executor, memberId: number, gameId: number, now = new Date()): Promise<void> {
  await ex
    .insert(recentGames)
    .values({ memberId, gameId, playedAt: now })
    .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.gameId], set: { playedAt: now } });
}

/** Spec §7 recent games (page, pageSize 20, gameType): the member's launched games, latest first. */
export async function listRecentGames(ex: Executor, memberId: number, page: number, pageSize: number, gameType?: string) {
  const where = gameType ? and(eq(recentGames.memberId, memberId), eq(games.gameType, gameType)) : eq(recentGames.memberId, memberId);
  const [{ total }] = await ex.select({ total: count() }).from(recentGames).innerJoin(games, eq(games.id, recentGames.gameId)).where(where);
  const rows = await ex
    .select({ ...memberListColumns, playedAt: recentGames.playedAt })
    .from(recentGames)
    .innerJoin(games, eq(games.id, recentGames.gameId))
    .where(where)
    .orderBy(desc(recentGames.playedAt), desc(games.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    content: rows.map(({ playedAt, ...row }) => ({ ...memberListGame(row), playedAt: playedAt.toISOString() })),
    pageNum: page,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    totalCount: total,
  };
}

/** Spec §7 "new vendors": enabled vendor cards the operator marked new, in menu order. */
export async function listNewVendors(ex: Executor) {
  return ex
    .select({ vassalage: vendors.code, name: vendors.name, gameType: vendors.gameType, isGame: vendors.isGame, sort: vendors.sort })
    .from(vendors)
    .where(and(eq(vendors.isNew, true), eq(vendors.enabled, true)))
    .orderBy(asc(vendors.sort), asc(vendors.code));
}

/** Marks a vendor new or not in every category it is listed in; false when no such vendor. */
export async function updateVendorNew(ex: Executor, code: string, isNew: boolean): Promise<boolean> {
  const rows = await ex.update(vendors).set({ isNew }).where(eq(vendors.code, code)).returning({ code: vendors.code });
  return rows.length > 0;
}

// --- game sessions -------------------------------------------------------------------------

/** false when the ticket's nonce already opened a session (a ticket works once). `wallet`: the account it plays from (play-wallet.ts). */
export async function openGameSession(
  ex: Executor,
  session: { id: string; memberId: number; gameId: number; vendor: string; tokenHash: string; language: string; expiresAt: Date; wallet: string; serverSeed?: string; seedHash?: string },
): Promise<boolean> {
  const rows = await ex.insert(gameSessions).values(session).onConflictDoNothing().returning({ id: gameSessions.id });
  return rows.length > 0;
}

export interface PlaySession {
  id: string;
  memberId: number;
  account: string;
  memberType: number;
  language: string;
  expiresAt: Date;
  /** The ledger account its spins debit and credit: main, a vendor wallet, or a trial account's credit. */
  wallet: string;
  /** The session's provably-fair seed (null for sessions opened before seeds existed). */
  serverSeed?: string | null;
  seedHash?: string | null;
  game: LaunchableGame;
}

/** The live session behind a play token, with its member and game; undefined when unknown or expired. */
export async function findPlaySession(ex: Executor, tokenHash: string, now: Date): Promise<PlaySession | undefined> {
  const [row] = await ex
    .select({
      id: gameSessions.id,
      memberId: members.id,
      account: members.account,
      memberType: members.type,
      language: gameSessions.language,
      expiresAt: gameSessions.expiresAt,
      serverSeed: gameSessions.serverSeed,
      seedHash: gameSessions.seedHash,
      wallet: gameSessions.wallet,
      game: launchColumns,
    })
    .from(gameSessions)
    .innerJoin(members, eq(members.id, gameSessions.memberId))
    .innerJoin(games, eq(games.id, gameSessions.gameId))
    .innerJoin(vendors, vendorOfGame)
    .where(and(eq(gameSessions.tokenHash, tokenHash), gt(gameSessions.expiresAt, now)))
    .limit(1);
  return row && { ...row, wallet: row.wallet ?? ledgerAccount.main(row.memberId), game: { ...row.game, minBet: formatMoney(row.game.minBet) } };
}

/** How long after a session ended its seed is revealed: longer than any process keeps a session cached. */
export const SEED_REVEAL_DELAY_MS = 10_000;

/** Ends a session now (no spin may use its seed any more); its seed is revealed SEED_REVEAL_DELAY_MS later. */
export async function endPlaySession(ex: Executor, tokenHash: string, now: Date): Promise<{ id: string; seedHash: string | null; revealAt: Date } | undefined> {
  const [row] = await ex
    .update(gameSessions)
    .set({ expiresAt: sql`least(${gameSessions.expiresAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(gameSessions.tokenHash, tokenHash))
    .returning({ id: gameSessions.id, seedHash: gameSessions.seedHash, expiresAt: gameSessions.expiresAt });
  return row && { id: row.id, seedHash: row.seedHash, revealAt: new Date(row.expiresAt.getTime() + SEED_REVEAL_DELAY_MS) };
}

/** An ended session's seed and its rounds, once the reveal delay has passed; `revealAt` otherwise. */
export async function revealedSession(ex: Executor, tokenHash: string, now: Date) {
  const [session] = await ex
    .select({ id: gameSessions.id, memberId: gameSessions.memberId, createdAt: gameSessions.createdAt, seed: gameSessions.serverSeed, seedHash: gameSessions.seedHash, expiresAt: gameSessions.expiresAt })
    .from(gameSessions)
    .where(eq(gameSessions.tokenHash, tokenHash));
  if (!session) return undefined;
  const revealAt = new Date(session.expiresAt.getTime() + SEED_REVEAL_DELAY_MS);
  if (revealAt > now) return { revealed: false as const, revealAt, seedHash: session.seedHash };
  const rounds = await ex
    .select({ spinId: gameRounds.spinId, reels: gameRounds.reels, bet: gameRounds.bet, win: gameRounds.win })
    .from(gameRounds)
    // The member's rounds since the session opened (their index), of this session.
    .where(and(eq(gameRounds.memberId, session.memberId), gte(gameRounds.createdAt, session.createdAt), eq(gameRounds.sessionId, session.id)))
    .orderBy(asc(gameRounds.id))
    .limit(500);
  return {
    revealed: true as const,
    seed: session.seed,
    seedHash: session.seedHash,
    rounds: rounds.map((r) => ({ ...r, bet: formatMoney(r.bet), win: formatMoney(r.win) })),
  };
}

export async function findMemberForPlay(ex: Executor, memberId: number) {
  const [row] = await ex.select({ id: members.id, account: members.account, type: members.type }).from(members).where(eq(members.id, memberId));
  return row;
}

// --- spins --------------------------------------------------------------------------------

/** The ledger key of a spin: one entry per member and spin id. */
export const spinEntryKey = (memberId: number, spinId: string) => `spin:${memberId}:${spinId}`;

export interface SpinRequest {
  session: PlaySession;
  spinId: string;
  betCents: bigint;
  winCents: bigint;
  reels: SlotSymbol[];
}

export interface SpinResult {
  spinId: string;
  reels: string[];
  bet: string;
  win: string;
  balance: string;
  /** true when this spin id was settled before: the stored result, nothing charged again. */
  replayed: boolean;
}

export class InsufficientBalanceError extends Error {
  constructor() {
    super('Insufficient balance');
  }
}

/** A session playing trial credit (free play): its house is house:trial, it feeds no jackpot and wins no board place. */
export const playsTrialCredit = (session: Pick<PlaySession, 'wallet'>) => accountShape(session.wallet).kind === 'trial';

/**
 * A spin's ledger entry, keyed by the spin (the bet from the session's wallet to the vendor's house
 * account less the jackpot pool's share, the win back; trial credit to and from house:trial, no
 * share), and its round as a batch of spins stores it.
 */
export function spinEntry(spin: SpinRequest, now: Date, playedAt?: Date): { entry: EntryInput; round: BatchedRound } {
  const { session } = spin;
  const wallet = session.wallet;
  const trial = playsTrialCredit(session);
  const house = trial ? ledgerAccount.houseTrial : ledgerAccount.houseGame(session.game.vendorCode);
  const pool = trial ? 0n : jackpotContribution(spin.betCents);
  const key = spinEntryKey(session.memberId, spin.spinId);
  const entry: EntryInput = {
    key,
    refusedAs: key,
    kind: 'spin',
    memberId: session.memberId,
    reference: spin.spinId,
    actor: `vendor:${session.game.vendorCode}`,
    // A share of the stake goes into the progressive jackpot's pool, in this same entry.
    postings: [
      { account: wallet, amount: -spin.betCents, txType: 'betting' as const },
      { account: house, amount: spin.betCents - pool, txType: 'betting' as const },
      { account: ledgerAccount.houseJackpot, amount: pool, txType: 'betting' as const },
      { account: wallet, amount: spin.winCents, txType: 'winning' as const },
      { account: house, amount: -spin.winCents, txType: 'winning' as const },
    ].filter((p) => p.amount !== 0n),
    at: now,
  };
  const round: BatchedRound = {
    memberId: session.memberId,
    gameId: session.game.id,
    sessionId: session.id,
    spinId: spin.spinId,
    bet: fromCents(spin.betCents),
    win: fromCents(spin.winCents),
    reels: spin.reels,
    customerName: trial ? null : session.account,
    playedAt,
  };
  return { entry, round };
}

/**
 * Settles one spin in one autocommit statement, its own or a batch's (spin-batch.ts: spins that
 * arrive while others are under way go together): one ledger entry keyed by the spin (spinEntry: the
 * bet from the session's wallet, the win back; the bet must be covered before the win counts), the
 * round with the wallet's balance after it, and a winner-board row for a win (not for trial credit).
 * The entry's unique key makes a spin id seen before answer its stored round; too little balance
 * throws InsufficientBalanceError, changes nothing and stores the refusal, so the spin id stays
 * refused.
 *
 * `playedAt` dates the round where the caller knows better (seeds, tests). Otherwise the round is
 * dated by the database's clock when it is written, while its statement holds the wallet's row, not
 * when the request came: a rebate claim locks the member's wallets before it reads the rounds before
 * its end, so it waits for every round dated earlier to commit, however long the spin took (issue #27).
 */
export async function settleSpin(db: Db, directory: AccountDirectory | undefined, spin: SpinRequest, playedAt?: Date): Promise<SpinResult> {
  const { session } = spin;
  const now = playedAt ?? new Date();
  if (spin.betCents <= 0n) throw new Error('A spin stakes a positive bet');
  const bet = fromCents(spin.betCents);
  const win = fromCents(spin.winCents);
  const wallet = session.wallet;
  const { entry, round: batchRound } = spinEntry(spin, now, playedAt);
  // The round and, for a win, its winner-board row: steps of the entry's own statement.
  const round = (params: StatementParams) => {
    const member = params.add(session.memberId);
    const game = params.add(session.game.id);
    const at = params.add(playedAt?.toISOString() ?? null);
    const rounds = `, r as (
      insert into game_rounds (member_id, game_id, session_id, spin_id, bet, win, balance_after, reels, created_at)
      select ${member}::int, ${game}::int, ${params.add(session.id)}::text, ${params.add(spin.spinId)}::text, ${params.add(bet)}::numeric,
        ${params.add(win)}::numeric, u.balance::numeric / 100, ${params.add(JSON.stringify(spin.reels))}::text::jsonb,
        coalesce(${at}::timestamptz, clock_timestamp())
      from e cross join u
      returning id, created_at)`;
    if (spin.winCents === 0n || batchRound.customerName === null) return rounds;
    return `${rounds}, w as (
      insert into game_wins (customer_name, member_id, round_id, game_id, win_amount, won_at)
      select ${params.add(batchRound.customerName)}::text, ${member}::int, r.id, ${game}::int, ${params.add(win)}::numeric, r.created_at from r)`;
  };
  const refusal = spinRefusal(spin);
  // Alone: the entry's own statement (a spin that found no other to go with, or whose batch the
  // database aborted as a whole).
  const alone = async (): Promise<SpinOutcome> => {
    try {
      const posted = await postAutocommit(db, directory, entry, {
        also: round,
        refusal,
        // A member with play limits or an exclusion takes the locked path below.
        divertWhen: (params) => playGuardedCondition(params.add(session.memberId)),
      });
      return { kind: 'posted', entryId: posted.entryId, balance: posted.balances.get(wallet)! };
    } catch (error) {
      if (error instanceof DuplicateEntryError) return { kind: 'seen' };
      if (error instanceof DivertedEntryError) return { kind: 'diverted' };
      throw error;
    }
  };
  try {
    const accountIds = await committedAccountIds(db, directory, [...new Set(entry.postings.map((p) => p.account))]);
    let outcome = await spinBatcherOf(db).settle({ entry, accountIds, round: batchRound }, alone);
    if (outcome.kind === 'alone') outcome = await alone();
    switch (outcome.kind) {
      case 'posted':
        return { spinId: spin.spinId, reels: spin.reels, bet, win, balance: fromCents(outcome.balance), replayed: false };
      case 'diverted':
        return settleGuardedSpin(db, directory, spin, entry, now, playedAt);
      case 'short':
        return await refuseShortEntry(db, entry, accountIds.get(wallet)!, refusal);
      case 'seen':
      case 'alone':
        break;
    }
  } catch (error) {
    // Refused now (its refusal stored) or seen before: the stored answer, read as a replay reads it.
    if (!(error instanceof InsufficientFundsError) && !(error instanceof DuplicateEntryError)) throw error;
  }
  return storedSpin(db, spin);
}

/**
 * The locked path (responsible gaming): in one transaction, lock the member's responsible-gaming
 * row, check the round against the limits and any exclusion (a refusal posts nothing), post the
 * entry and record the round. The member's rounds and deposits are checked one at a time, so
 * simultaneous rounds cannot together pass a limit.
 */
async function settleGuardedSpin(db: Db, directory: AccountDirectory | undefined, spin: SpinRequest, entry: EntryInput, now: Date, playedAt: Date | undefined): Promise<SpinResult> {
  const { session } = spin;
  const bet = fromCents(spin.betCents);
  const win = fromCents(spin.winCents);
  try {
    return await inLedgerTransaction(db, directory, async (writer) => {
      await assertMayPlay(writer.tx, session.memberId, spin.betCents, now);
      const posted = await writer.post(entry);
      const balance = fromCents(posted.balances.get(session.wallet)!);
      // Dated under the wallet's lock (which writer.post holds), as on the one-statement path.
      const [roundRow] = await writer.tx
        .insert(gameRounds)
        .values({ memberId: session.memberId, gameId: session.game.id, sessionId: session.id, spinId: spin.spinId, bet, win, balanceAfter: balance, reels: spin.reels, createdAt: playedAt ?? sql`clock_timestamp()` })
        .returning({ id: gameRounds.id, createdAt: gameRounds.createdAt });
      if (spin.winCents > 0n && !playsTrialCredit(session)) {
        await writer.tx.insert(gameWins).values({ customerName: session.account, memberId: session.memberId, roundId: roundRow.id, gameId: session.game.id, winAmount: win, wonAt: roundRow.createdAt });
      }
      return { spinId: spin.spinId, reels: spin.reels, bet, win, balance, replayed: false };
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) {
      // The refusal stands for the spin id (as on the fast path), stored under the member's lock
      // unless a duplicate of the spin posted meanwhile; then the stored answer, either way.
      await db.transaction(async (tx) => {
        await lockRgMember(tx, session.memberId);
        const [found] = await tx.select({ key: commandResults.key }).from(commandResults).where(eq(commandResults.key, entry.key));
        const done = rowsOf(await tx.execute(sql`select 1 from journal_entries where key = ${entry.key}`)).length > 0;
        if (!done && !found) await tx.insert(commandResults).values({ key: entry.key, ...spinRefusal(spin) }).onConflictDoNothing();
      });
    } else if (!(error instanceof DuplicateEntryError)) throw error;
  }
  return storedSpin(db, spin);
}

/**
 * What a spin id's answer stands for: its session (whose seed decides the reels) and its bet. The
 * same spin id with another bet or from another session is another request, refused with 422
 * `idempotency_key_reused` as the other money commands refuse a key reused with other parameters.
 */
const spinRequestHash = (spin: SpinRequest) => requestHash('spin', { session: spin.session.id, bet: fromCents(spin.betCents) });

/** The answer stored for a spin id refused for want of balance (with its request, for replays). */
const spinRefusal = (spin: SpinRequest) => ({ command: 'spin', requestHash: spinRequestHash(spin), status: 409, response: { code: 'insufficient_balance' } });

/** A spin id seen before: its stored round, or its stored refusal; another request under it is refused. */
async function storedSpin(db: Db, spin: SpinRequest): Promise<SpinResult> {
  const { session } = spin;
  const [stored] = await db
    .select({ sessionId: gameRounds.sessionId, bet: gameRounds.bet, win: gameRounds.win, balanceAfter: gameRounds.balanceAfter, reels: gameRounds.reels })
    .from(gameRounds)
    .where(and(eq(gameRounds.memberId, session.memberId), eq(gameRounds.spinId, spin.spinId)));
  if (!stored) {
    // Refused before (its refusal is stored; refusals stored before requests were kept have none).
    const [refused] = await db.select({ requestHash: commandResults.requestHash }).from(commandResults).where(eq(commandResults.key, spinEntryKey(session.memberId, spin.spinId)));
    if (refused?.requestHash && refused.requestHash !== spinRequestHash(spin)) throw idempotencyErrors.reused();
    throw new InsufficientBalanceError();
  }
  if (stored.sessionId !== session.id || formatMoney(stored.bet) !== fromCents(spin.betCents)) throw idempotencyErrors.reused();
  return {
    spinId: spin.spinId,
    reels: stored.reels,
    bet: formatMoney(stored.bet),
    win: formatMoney(stored.win),
    balance: formatMoney(stored.balanceAfter),
    replayed: true,
  };
}
