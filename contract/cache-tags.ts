/** Data-cache tags, named once; the platform's revalidation hook sends these names. */
export const TAGS = {
  systemStatus: 'system-status',
  siteFlags: 'site-flags',
  games: 'games',
  gameMenus: 'game-menus',
  hotGames: 'hot-games',
  banners: 'banners',
  announcements: 'announcements',
  notices: 'notices',
  helpCenter: 'help-center',
  siteResources: 'site-resources',
  winnerBoard: 'winner-board',
  merchantWallet: 'merchant-wallet',
} as const;

export type CacheTag = (typeof TAGS)[keyof typeof TAGS];

export const ALL_TAGS: readonly string[] = Object.values(TAGS);
