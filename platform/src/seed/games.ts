// The game catalogue: vendor cards plus their games (≥ 10,000 slots), each saying which local game
// it opens (local-games.ts), inserted in multi-row batches.
import type { GameType } from '../modules/games';
import type { Executor } from '../core/database/client';
import { games, vendors } from '../modules/games';
import { tileTarget } from './local-games';
import { gameNames, pick, seededRandom } from './names';
import { NEW_VENDORS, VENDORS, type VendorSeed } from './vendors';

const BATCH = 1000;
const MIN_BETS = ['0.10', '0.20', '0.25', '0.50', '1.00', '1.00', '2.00', '3.00', '5.00'];
const LINES = [1, 5, 9, 10, 15, 20, 25, 25, 30, 40, 50, 88, 100, 243];

type GameRow = typeof games.$inferInsert;

function gamesFor(vendor: VendorSeed, names: string[], random: () => number): GameRow[] {
  const lobbyVendor = vendor.isGame === 'GAME';
  return names.map((name, i) => ({
    gameCode: `${vendor.code}_${vendor.gameType === 'ELOTT' ? 'E' : ''}${String(i + 1).padStart(5, '0')}`,
    vendorCode: vendor.code,
    gameType: vendor.gameType,
    displayName: lobbyVendor ? `${vendor.name} ${name}` : name,
    ...tileTarget(vendor.gameType, name),
    isHot: random() < 0.05 ? 1 : 0,
    minBet: pick(random, MIN_BETS),
    lines: vendor.gameType === 'RNG' ? pick(random, LINES) : 1,
    hasJackpot: vendor.gameType === 'RNG' && random() < 0.08,
    // Position within the vendor, so an all-vendor list interleaves vendors.
    sort: i + 1,
  }));
}

export async function seedGames(tx: Executor): Promise<number> {
  const random = seededRandom(20260101);
  await tx.insert(vendors).values(
    VENDORS.map((vendor, i) => ({
      code: vendor.code,
      name: vendor.name,
      gameType: vendor.gameType,
      isGame: vendor.isGame,
      isNew: NEW_VENDORS.includes(vendor.code),
      sort: i + 1,
      enabled: true,
    })),
  );

  const byType = new Map<GameType, VendorSeed[]>();
  for (const vendor of VENDORS) byType.set(vendor.gameType, [...(byType.get(vendor.gameType) ?? []), vendor]);

  const rows: GameRow[] = [];
  for (const [gameType, typeVendors] of byType) {
    const lobbyTypes = typeVendors.every((vendor) => vendor.isGame === 'GAME');
    // Lobby vendors share the same few lobby names, made unique by the vendor name prefix.
    const total = lobbyTypes ? Math.max(...typeVendors.map((v) => v.games)) : typeVendors.reduce((n, v) => n + v.games, 0);
    const names = gameNames(gameType, total, random);
    let offset = 0;
    for (const vendor of typeVendors) {
      rows.push(...gamesFor(vendor, names.slice(offset, offset + vendor.games), random));
      if (!lobbyTypes) offset += vendor.games;
    }
  }
  for (let i = 0; i < rows.length; i += BATCH) await tx.insert(games).values(rows.slice(i, i + BATCH));
  return rows.length;
}
