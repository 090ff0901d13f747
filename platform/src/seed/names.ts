// Deterministic, plausible, unique game names from word lists and a seeded PRNG, so every fresh
// database gets the same catalogue (and tests can rely on it).
import type { GameType } from '../modules/games';

/** mulberry32: small, fast, good enough for seeding data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

const SLOT_WORDS = {
  adjectives: [
    'Golden', 'Lucky', 'Mighty', 'Wild', 'Fortune', 'Dragon', 'Royal', 'Mystic', 'Crystal', 'Blazing',
    'Jade', 'Emerald', 'Ruby', 'Sapphire', 'Diamond', 'Silver', 'Thunder', 'Ancient', 'Sacred', 'Cosmic',
    'Neon', 'Sweet', 'Frozen', 'Fiery', 'Hidden', 'Secret', 'Magic', 'Super', 'Mega', 'Grand',
    'Shining', 'Twin', 'Triple', 'Happy', 'Jolly', 'Savage', 'Pirate', 'Samurai', 'Pharaoh', 'Viking',
    'Aztec', 'Oriental', 'Tropical', 'Midnight', 'Lunar', 'Solar', 'Starry', 'Electric', 'Candy', 'Wonder',
  ],
  nouns: [
    'Dragon', 'Tiger', 'Phoenix', 'Panda', 'Koi', 'Buffalo', 'Wolf', 'Lion', 'Eagle', 'Monkey',
    'Treasure', 'Gems', 'Fortune', 'Riches', 'Gold', 'Jewels', 'Coins', 'Temple', 'Palace', 'Empire',
    'Queen', 'King', 'Princess', 'Warrior', 'Wizard', 'Goddess', 'Hero', 'Legend', 'Quest', 'Voyage',
    'Fruits', 'Cherries', 'Sevens', 'Bonanza', 'Fiesta', 'Carnival', 'Festival', 'Lanterns', 'Blossom', 'Garden',
    'Rush', 'Spins', 'Reels', 'Wilds', 'Bells', 'Stars', 'Moon', 'Sun', 'Ocean', 'Volcano',
  ],
  suffixes: ['', 'Deluxe', 'Megaways', 'Gold', 'Hold and Win', 'Power Reels', 'Xmas', 'II', 'Link', 'Rising'],
};

const CATEGORY_WORDS: Record<Exclude<GameType, 'RNG'>, { adjectives: string[]; nouns: string[]; suffixes: string[] }> = {
  LIVE: {
    adjectives: ['Speed', 'Classic', 'VIP', 'Lightning', 'Squeeze', 'Golden', 'Super', 'No Commission', 'Immersive', 'Salon Privé'],
    nouns: ['Baccarat', 'Roulette', 'Blackjack', 'Dragon Tiger', 'Sic Bo', 'Fan Tan', 'Poker', 'Andar Bahar'],
    suffixes: ['A', 'B', 'C', '1', '2', '3', 'Thai', 'Live'],
  },
  FISH: {
    adjectives: ['Ocean', 'Mega', 'Royal', 'Golden', 'Dragon', 'Happy', 'Jackpot', 'Bombing', 'Deep Sea', 'Lucky'],
    nouns: ['Fishing', 'Hunter', 'King', 'Catch', 'Shark', 'Mermaid', 'Reef', 'Octopus'],
    suffixes: ['', 'II', 'Plus', 'Deluxe', '3D'],
  },
  PVP: {
    adjectives: ['Thai', 'Royal', 'Classic', 'Fast', 'Rich', 'Super', 'Lucky', 'Pro'],
    nouns: ['Pok Deng', 'Hi-Lo', 'Texas Holdem', 'Dummy', 'Rummy', 'Blackjack', 'Niu Niu', 'Teen Patti', 'Mahjong', 'Sam Gong'],
    suffixes: ['', 'Club', 'Table', 'Rush'],
  },
  BGS: {
    adjectives: ['Crash', 'Turbo', 'Mini', 'Lucky', 'Instant', 'Rocket', 'Neon', 'Jet'],
    nouns: ['Aviator', 'Plinko', 'Mines', 'Dice', 'Keno', 'Hilo', 'Goal', 'Limbo', 'Wheel', 'Tower'],
    suffixes: ['', 'X', 'Pro', 'Max'],
  },
  SPORTS: { adjectives: [''], nouns: ['Sportsbook', 'Virtual Sports', 'Live Betting'], suffixes: [''] },
  LOTT: { adjectives: [''], nouns: ['Lottery Lobby', 'Quick Draw', 'Lotto 5D', 'Keno Lottery'], suffixes: [''] },
  ELOTT: { adjectives: [''], nouns: ['E-Lottery Lobby', 'Fast 3', 'Lucky 10', 'PK10'], suffixes: [''] },
};

function combinations(words: { adjectives: string[]; nouns: string[]; suffixes: string[] }): string[] {
  const names: string[] = [];
  for (const adjective of words.adjectives) {
    for (const noun of words.nouns) {
      if (adjective === noun) continue;
      for (const suffix of words.suffixes) names.push([adjective, noun, suffix].filter(Boolean).join(' '));
    }
  }
  return [...new Set(names)];
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/**
 * `count` distinct names for a game type. Names are unique within the type; if the word lists run
 * out (small categories with many vendors), a running number keeps them distinct.
 */
export function gameNames(gameType: GameType, count: number, random: () => number): string[] {
  const pool = shuffled(combinations(gameType === 'RNG' ? SLOT_WORDS : CATEGORY_WORDS[gameType]), random);
  return Array.from({ length: count }, (_, i) =>
    i < pool.length ? pool[i] : `${pool[i % pool.length]} ${Math.floor(i / pool.length) + 1}`,
  );
}
