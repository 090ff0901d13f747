// A member's favourite games (spec §7: ids, list, add, remove). Adding twice is a no-op.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../core/database/client';
import { memberListColumns, memberListGame } from './games';
import { games } from '../schema-catalogue';
import { favouriteGames } from '../schema-games';

export async function favouriteIds(ex: Executor, memberId: number): Promise<number[]> {
  const rows = await ex
    .select({ gameId: favouriteGames.gameId })
    .from(favouriteGames)
    .where(eq(favouriteGames.memberId, memberId))
    .orderBy(desc(favouriteGames.addedAt));
  return rows.map((row) => row.gameId);
}

export async function listFavourites(ex: Executor, memberId: number, pageNo: number, pageSize: number) {
  const rows = await ex
    .select(memberListColumns)
    .from(favouriteGames)
    .innerJoin(games, eq(games.id, favouriteGames.gameId))
    .where(eq(favouriteGames.memberId, memberId))
    .orderBy(desc(favouriteGames.addedAt))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const [{ total }] = await ex.select({ total: count() }).from(favouriteGames).where(eq(favouriteGames.memberId, memberId));
  return {
    content: rows.map(memberListGame),
    pageNum: pageNo,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/** false when the game does not exist. */
export async function addFavourite(ex: Executor, memberId: number, gameId: number): Promise<boolean> {
  const [game] = await ex.select({ id: games.id }).from(games).where(eq(games.id, gameId)).limit(1);
  if (!game) return false;
  await ex.insert(favouriteGames).values({ memberId, gameId }).onConflictDoNothing();
  return true;
}

export async function removeFavourite(ex: Executor, memberId: number, gameId: number): Promise<void> {
  await ex.delete(favouriteGames).where(and(eq(favouriteGames.memberId, memberId), eq(favouriteGames.gameId, gameId)));
}
