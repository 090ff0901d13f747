// Game catalogue queries: the category menu and the paged, filtered game list.
import { and, asc, count, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { GameListQuery, GameType } from '../rules/game-query';
import { likePattern } from '../rules/game-query';
import { formatMoney } from '../../../core/money';
import type { Executor } from '../../../core/database/client';
import { games, vendors } from '../schema-catalogue';

export interface MenuVendor {
  vassalage: string;
  name: string;
  gameType: string;
  isGame: string;
  sort: number;
  gameCount: number;
}

export interface GameMenu {
  gameType: string;
  sort: number;
  vendors: MenuVendor[];
}

/** Enabled vendors grouped by game type in the server's order; empty categories left out. */
export async function listGameMenus(ex: Executor, order: readonly string[]): Promise<GameMenu[]> {
  const rows = await ex
    .select({
      vassalage: vendors.code,
      name: vendors.name,
      gameType: vendors.gameType,
      isGame: vendors.isGame,
      sort: vendors.sort,
      gameCount: sql<number>`(select count(*)::int from ${games}
        where ${games.vendorCode} = ${vendors.code} and ${games.gameType} = ${vendors.gameType})`,
    })
    .from(vendors)
    .where(eq(vendors.enabled, true))
    .orderBy(asc(vendors.sort), asc(vendors.code));
  const rank = (type: string) => (order.includes(type) ? order.indexOf(type) : order.length);
  const types = [...new Set(rows.map((row) => row.gameType))].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return types.map((gameType, i) => ({
    gameType,
    sort: i + 1,
    vendors: rows.filter((row) => row.gameType === gameType),
  }));
}

export interface GameItem {
  gameId: number;
  nodeId: number;
  gameCode: string;
  gameType: string;
  vassalage: string;
  isGame: 'GAME';
  displayName: string;
  isHot: number;
  iconUrl: string;
  minBet: string;
  lines: number;
  hasJackpot: boolean;
  localGame: string;
  standIn: boolean;
}

export interface GamePage {
  list: GameItem[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

export function gameIconUrl(gameCode: string): string {
  return `/wps/game/icon/${gameCode}.png`;
}

/** A game in a member's own lists (favourites, recent games). */
export const memberListColumns = {
  gameId: games.id,
  gameCode: games.gameCode,
  gameType: games.gameType,
  vassalage: games.vendorCode,
  displayName: games.displayName,
  isHot: games.isHot,
  localGame: games.localGame,
  standIn: games.standIn,
};

/** A member-list row as the upstream answers it: the node id, kind and icon added. */
export function memberListGame<T extends { gameId: number; gameCode: string }>(row: T) {
  return { ...row, nodeId: row.gameId, isGame: 'GAME', iconUrl: gameIconUrl(row.gameCode) };
}

const gameColumns = {
  id: games.id,
  gameCode: games.gameCode,
  gameType: games.gameType,
  vassalage: games.vendorCode,
  displayName: games.displayName,
  isHot: games.isHot,
  minBet: games.minBet,
  lines: games.lines,
  hasJackpot: games.hasJackpot,
  localGame: games.localGame,
  standIn: games.standIn,
};

function toGameItem(game: {
  id: number;
  gameCode: string;
  gameType: string;
  vassalage: string;
  displayName: string;
  isHot: number;
  minBet: string;
  lines: number;
  hasJackpot: boolean;
  localGame: string;
  standIn: boolean;
}): GameItem {
  return {
    gameId: game.id,
    nodeId: game.id,
    gameCode: game.gameCode,
    gameType: game.gameType,
    vassalage: game.vassalage,
    isGame: 'GAME',
    displayName: game.displayName,
    isHot: game.isHot,
    iconUrl: gameIconUrl(game.gameCode),
    minBet: formatMoney(game.minBet),
    lines: game.lines,
    hasJackpot: game.hasJackpot,
    localGame: game.localGame,
    standIn: game.standIn,
  };
}

/** Hot games (is_hot = 1) of enabled vendors, the first of each vendor first so vendors interleave. */
export async function listHotGames(ex: Executor, limit: number): Promise<GameItem[]> {
  const joinOn = and(eq(vendors.code, games.vendorCode), eq(vendors.gameType, games.gameType));
  const rows = await ex
    .select(gameColumns)
    .from(games)
    .innerJoin(vendors, joinOn)
    .where(and(eq(games.isHot, 1), eq(vendors.enabled, true), sql`${games.gameType} in ('RNG', 'LIVE', 'FISH', 'PVP', 'BGS')`))
    .orderBy(asc(games.sort), asc(games.id))
    .limit(limit);
  return rows.map(toGameItem);
}

/** Turns a vendor card on or off in every category it is listed in; false when no such vendor. */
export async function updateVendorEnabled(ex: Executor, code: string, enabled: boolean): Promise<boolean> {
  const rows = await ex.update(vendors).set({ enabled }).where(eq(vendors.code, code)).returning({ code: vendors.code });
  return rows.length > 0;
}

export async function listGames(ex: Executor, query: GameListQuery): Promise<GamePage> {
  const conditions: SQL[] = [eq(games.gameType, query.gameType as GameType), eq(vendors.enabled, true)];
  if (query.vassalage) conditions.push(eq(games.vendorCode, query.vassalage));
  if (query.keyword) conditions.push(sql`lower(${games.displayName}) like ${likePattern(query.keyword)}`);
  if (query.minBet !== undefined) conditions.push(gte(games.minBet, query.minBet.toFixed(2)));
  if (query.minLines !== undefined) conditions.push(gte(games.lines, query.minLines));
  const where = and(...conditions);
  const joinOn = and(eq(vendors.code, games.vendorCode), eq(vendors.gameType, games.gameType));

  const [{ total }] = await ex.select({ total: count() }).from(games).innerJoin(vendors, joinOn).where(where);
  const rows = await ex
    .select(gameColumns)
    .from(games)
    .innerJoin(vendors, joinOn)
    .where(where)
    .orderBy(asc(games.sort), asc(games.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);

  return {
    list: rows.map(toGameItem),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    totalCount: total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

/** What a game's tile shows (its name, kind and vendor), or undefined for an unknown code. */
export async function gameArtOf(ex: Executor, gameCode: string): Promise<{ gameCode: string; name: string; gameType: string; vendorCode: string; vendorName: string } | undefined> {
  const [row] = await ex
    .select({ gameCode: games.gameCode, name: games.displayName, gameType: games.gameType, vendorCode: games.vendorCode, vendorName: vendors.name })
    .from(games)
    .innerJoin(vendors, and(eq(vendors.code, games.vendorCode), eq(vendors.gameType, games.gameType)))
    .where(eq(games.gameCode, gameCode))
    .limit(1);
  return row;
}

/** What a vendor card shows (its name and first category), or undefined for an unknown code. */
export async function vendorArtOf(ex: Executor, code: string): Promise<{ code: string; name: string; gameType: string } | undefined> {
  const [row] = await ex
    .select({ code: vendors.code, name: vendors.name, gameType: vendors.gameType })
    .from(vendors)
    .where(eq(vendors.code, code))
    .orderBy(asc(vendors.sort))
    .limit(1);
  return row;
}
