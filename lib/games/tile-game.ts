import type { Game } from '@/contract/games';

/** What a game tile shows and acts on: the rest of a catalogue entry stays on the server. */
export type TileGame = Pick<Game, 'gameId' | 'nodeId' | 'gameCode' | 'gameType' | 'vassalage' | 'displayName' | 'isHot' | 'hasJackpot' | 'localGame' | 'standIn'>;

/**
 * A game as sent to the browser with a server-rendered page: only the tile's fields, so each tile
 * adds a short props object to the page's payload instead of the whole catalogue entry.
 */
export function tileGame(game: Game): TileGame {
  const { gameId, nodeId, gameCode, gameType, vassalage, displayName, isHot, hasJackpot, localGame, standIn } = game;
  return {
    gameId,
    gameCode,
    gameType,
    vassalage,
    displayName,
    isHot,
    ...(nodeId !== undefined && nodeId !== gameId ? { nodeId } : {}),
    ...(hasJackpot ? { hasJackpot } : {}),
    ...(localGame ? { localGame } : {}),
    ...(standIn ? { standIn } : {}),
  };
}
