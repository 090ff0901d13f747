// The winner board (spec §3, §9: 20 items): the latest recorded wins with their game.
import { desc, eq } from 'drizzle-orm';
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

export async function listWinners(ex: Executor, limit: number, gameType?: string): Promise<WinnerItem[]> {
  const query = ex
    .select({
      customerName: gameWins.customerName,
      gameName: games.displayName,
      gameCode: games.gameCode,
      gameType: games.gameType,
      winAmount: gameWins.winAmount,
      wonAt: gameWins.wonAt,
    })
    .from(gameWins)
    .innerJoin(games, eq(games.id, gameWins.gameId));
  const rows = await (gameType ? query.where(eq(games.gameType, gameType)) : query)
    .orderBy(desc(gameWins.wonAt), desc(gameWins.id))
    .limit(limit);
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
