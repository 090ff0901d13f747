// The demo's winner board is not invented (issue #29 "nothing fabricated, in demo either"): on the
// first start of a demo database, a few demo members play real rounds of the local slot through the
// same path the spin route takes (slot-round.ts: CSPRNG reels, the ledger, the jackpot), from their
// own balances. Whatever they win above the operator's minimum is what the board shows. The
// production profile plays none (main.ts).
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../../core/database/client';
import { endPlaySession, findLaunchableGameById, findPlaySession, InsufficientBalanceError, openGameSession } from '../../games';
import { games } from '../../games';
import { members } from '../../accounts';
import { playSlotRound } from '../../games';
import { winnerBoardSettings } from '../queries/winners';
import { LOCAL_VENDOR_NAME } from '../../games';
import { toCents } from '../../../core/money';
import { playWalletOf } from '../../ledger';
import { newSeed } from '../../games';
import { hashToken } from '../../../core/token';
import { readWalletSettings } from '../../ledger';

/** Demo members outside the agent teams (their play changes no agent's figures). */
export const DEMO_PLAYERS = ['demo04', 'demo05'] as const;
/** The stake of a demo round: two cherries (× 2) reach the default minimum of 100.00. */
const BET = '50.00';
const MAX_ROUNDS = 40;
/** A member stops once this many of its wins reach the board. */
const BOARD_WINS = 4;

export interface DemoRoundsReport {
  rounds: number;
  boardWins: number;
}

export async function playDemoRounds(db: Db): Promise<DemoRoundsReport> {
  const betCents = toCents(BET);
  const minWinCents = toCents((await winnerBoardSettings.read(db)).minWinAmount);
  const slots = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.gameType, 'RNG'), eq(games.vendorCode, 'PG'), lte(games.minBet, BET)))
    .orderBy(asc(games.id))
    .limit(DEMO_PLAYERS.length);
  const players = await db.select({ id: members.id, account: members.account, type: members.type }).from(members).where(inArray(members.account, [...DEMO_PLAYERS]));
  const walletSettings = await readWalletSettings(db);
  const report: DemoRoundsReport = { rounds: 0, boardWins: 0 };
  for (const [i, player] of players.entries()) {
    const game = slots.length > 0 ? await findLaunchableGameById(db, slots[i % slots.length].id) : undefined;
    if (!game) break;
    const tokenHash = hashToken(randomBytes(32).toString('base64url'));
    const { seed, seedHash } = newSeed();
    await openGameSession(db, {
      id: `demo-start-${player.id}-${randomBytes(6).toString('hex')}`,
      memberId: player.id,
      gameId: game.id,
      vendor: LOCAL_VENDOR_NAME,
      tokenHash,
      language: 'th',
      expiresAt: new Date(Date.now() + 10 * 60_000),
      wallet: playWalletOf(player, game.vendorCode, walletSettings),
      serverSeed: seed,
      seedHash,
    });
    const session = await findPlaySession(db, tokenHash, new Date());
    if (!session) continue;
    let boardWins = 0;
    for (let round = 0; round < MAX_ROUNDS && boardWins < BOARD_WINS; round++) {
      try {
        const result = await playSlotRound(db, undefined, session, `demo${randomBytes(8).toString('hex')}`, betCents);
        report.rounds++;
        if (toCents(result.win) >= minWinCents) boardWins++;
      } catch (error) {
        if (error instanceof InsufficientBalanceError) break;
        throw error;
      }
    }
    report.boardWins += boardWins;
    // Ended, so its seed is revealed like any finished session's.
    await endPlaySession(db, tokenHash, new Date());
  }
  return report;
}
