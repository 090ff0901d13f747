/**
 * Spec §2 category routes `/{gametype lowercase}`: game centers list vendor cards, game list
 * centers list games with vendor tabs; hot, favorite and recent are the account game pages, and
 * new lists the vendors the "new vendors" call returns (the NEW menu item).
 */
export const GAME_CENTER_TYPES = ['SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT'] as const;
export const GAME_LIST_TYPES = ['LIVE', 'FISH', 'RNG', 'PVP', 'BGS'] as const;
export const ACCOUNT_GAME_PAGES = ['hot', 'new', 'favorite', 'recent'] as const;

export type GameCenterType = (typeof GAME_CENTER_TYPES)[number];
export type GameListType = (typeof GAME_LIST_TYPES)[number];
export type CategoryType = GameCenterType | GameListType;
export type AccountGamePage = (typeof ACCOUNT_GAME_PAGES)[number];

export const CATEGORY_TYPES: readonly CategoryType[] = [...GAME_LIST_TYPES, ...GAME_CENTER_TYPES];

/** Slot filters (spec §9) apply to slots only. */
export const SLOT_FILTERS = { minBet: 1, minLines: 25 } as const;

export function categoryPath(type: string): string {
  return `/${type.toLowerCase()}`;
}

export function categoryFromSegment(segment: string): CategoryType | undefined {
  return CATEGORY_TYPES.find((type) => type.toLowerCase() === segment);
}

export function accountPageFromSegment(segment: string): AccountGamePage | undefined {
  return ACCOUNT_GAME_PAGES.find((page) => page === segment);
}

export function isGameListType(type: string): type is GameListType {
  return (GAME_LIST_TYPES as readonly string[]).includes(type);
}
