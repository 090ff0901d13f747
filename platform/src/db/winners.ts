// The winner board (spec §3, §9: 20 items): the latest real wins with their game, seeded history
// filling in until enough real wins exist.
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { formatMoney } from '../domain/money';
import type { Executor } from './client';
import { gameIconUrl } from './games';
import { games } from './schema';
import { gameWins } from './schema-content';

export interface WinnerItem {
  customerName: string;
  gameName: string;
  gameCode: string;
  gameType: string;
  winAmount: string;
  iconUrl: string;
  wonAt: string;
}

/** Names are masked so no account can be read off the board: `dem***01`. */
export function maskCustomerName(name: string): string {
  if (name.length <= 4) return `${name[0] ?? ''}***`;
  return `${name.slice(0, 3)}***${name.slice(-2)}`;
}

/**
 * The latest real wins (rounds played on the platform, game_wins.member_id set), newest first;
 * while there are fewer than `limit` of them the seeded history fills the rest of the board.
 */
export async function listWinners(ex: Executor, limit: number, gameType?: string): Promise<WinnerItem[]> {
  const select = (real: boolean, rows: number) => {
    const conditions = [real ? isNotNull(gameWins.memberId) : isNull(gameWins.memberId)];
    if (gameType) conditions.push(eq(games.gameType, gameType));
    return ex
      .select({
        customerName: gameWins.customerName,
        gameName: games.displayName,
        gameCode: games.gameCode,
        gameType: games.gameType,
        winAmount: gameWins.winAmount,
        wonAt: gameWins.wonAt,
      })
      .from(gameWins)
      .innerJoin(games, eq(games.id, gameWins.gameId))
      .where(and(...conditions))
      .orderBy(desc(gameWins.wonAt), desc(gameWins.id))
      .limit(rows);
  };
  const real = await select(true, limit);
  const rows = real.length < limit ? [...real, ...(await select(false, limit - real.length))] : real;
  return rows.map((row) => ({
    customerName: maskCustomerName(row.customerName),
    gameName: row.gameName,
    gameCode: row.gameCode,
    gameType: row.gameType,
    winAmount: formatMoney(row.winAmount),
    iconUrl: gameIconUrl(row.gameCode),
    wonAt: row.wonAt.toISOString(),
  }));
}
