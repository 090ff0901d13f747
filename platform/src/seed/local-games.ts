// What each seeded tile opens on this site, by its category and name (the names come from
// names.ts): a tile opens a local game of its own kind, or a stand-in that the tile and the game
// page name as such. Migration 0033 gave databases seeded before it the same values.
import type { LocalGame } from '../../../contract/games';
import type { GameType } from '../modules/games';

export interface TileTarget {
  localGame: LocalGame;
  standIn: boolean;
}

/** Live-casino games with a table of their own; every other live game opens baccarat as a stand-in. */
const LIVE_TABLES: [RegExp, LocalGame][] = [
  [/baccarat/i, 'BACCARAT'],
  [/dragon tiger/i, 'DRAGON_TIGER'],
  [/roulette/i, 'ROULETTE'],
  [/sic bo/i, 'SIC_BO'],
];

/** Lottery tiles of the lobby's own kind (its quick draw and daily markets); 5D, keno, PK10 and the like are stand-ins. */
const LOTTERY_LOBBY = /lobby|quick draw/i;

export function tileTarget(gameType: GameType, name: string): TileTarget {
  switch (gameType) {
    case 'RNG':
      return { localGame: 'SLOT', standIn: false };
    case 'SPORTS':
      return { localGame: 'EVENT_BOARD', standIn: false };
    case 'LOTT':
    case 'ELOTT':
      return { localGame: 'LOTTERY', standIn: !LOTTERY_LOBBY.test(name) };
    case 'LIVE': {
      const table = LIVE_TABLES.find(([pattern]) => pattern.test(name));
      return table ? { localGame: table[1], standIn: false } : { localGame: 'BACCARAT', standIn: true };
    }
    case 'PVP':
      return { localGame: 'BACCARAT', standIn: true };
    case 'FISH':
    case 'BGS':
      return { localGame: 'SLOT', standIn: true };
  }
}
