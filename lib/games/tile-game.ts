import type { Game, LocalGame } from '@/contract/games';
import { launchPath, tileOpens, trialMayOpen } from './launch-target';

type TileFields = Pick<Game, 'gameId' | 'nodeId' | 'gameCode' | 'gameType' | 'vassalage' | 'displayName' | 'isHot' | 'hasJackpot'>;

/**
 * What a game tile shows and acts on: the rest of a catalogue entry stays on the server. Where the
 * tile leads (its launch path, whether a trial account may open it, and the local game it stands in
 * for) is worked out here, so the browser carries a path, not the launch rules.
 */
export type TileGame = TileFields & {
  launch: string;
  trialMay?: true;
  /** The local game the tile opens in place of its own kind (lib/games/launch-target.ts tileOpens). */
  standInFor?: LocalGame;
};

/**
 * A game as sent to the browser with a page: only the tile's fields, so each tile adds a short props
 * object. From a catalogue entry only: a tile has lost what its launch path was worked out from.
 */
export function tileGame(game: Game & { launch?: never }): TileGame {
  const { gameId, nodeId, gameCode, gameType, vassalage, displayName, isHot, hasJackpot } = game;
  const opens = tileOpens(game);
  return {
    gameId,
    gameCode,
    gameType,
    vassalage,
    displayName,
    isHot,
    launch: launchPath(game),
    ...(trialMayOpen(game) ? { trialMay: true as const } : {}),
    ...(opens.standIn ? { standInFor: opens.localGame } : {}),
    ...(nodeId !== undefined && nodeId !== gameId ? { nodeId } : {}),
    ...(hasJackpot ? { hasJackpot } : {}),
  };
}
