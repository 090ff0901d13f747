/** The upstream's game types; ESPORTS and COCKFIGHT are made by the portal (lib/games/vendor-shaping). */
export const UPSTREAM_GAME_TYPES = ['SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'BGS'] as const;
export type UpstreamGameType = (typeof UPSTREAM_GAME_TYPES)[number];
