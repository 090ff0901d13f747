// The vendor catalogue as the upstream lists it. E-sports (AV, IMES, IA, AI, TF) and cockfight
// (SV3, DS88, DIG, WGB, WS168) vendors deliberately sit under SPORTS: the portal moves them into
// ESPORTS / COCKFIGHT (spec §4 vendor shaping). game_type values are the upstream's eight types.
import type { GameType } from '../modules/games';

export interface VendorSeed {
  code: string;
  name: string;
  gameType: GameType;
  /** 'VASSALAGE' opens the vendor's game list popup; 'GAME' launches the vendor lobby. */
  isGame: 'VASSALAGE' | 'GAME';
  /** How many games to create for this vendor card. */
  games: number;
}

/**
 * Vendors listed by the "new vendors" call (spec §7) on first start; migration 0004 marks the same
 * ones in older databases. The operator changes it with `npm run ops -- vendor <CODE> new on|off`.
 */
export const NEW_VENDORS = ['NLC', 'YGG', 'SPRIBE'];

const lobby = (code: string, name: string, gameType: GameType, games = 2): VendorSeed => ({
  code,
  name,
  gameType,
  isGame: 'GAME',
  games,
});
const popup = (code: string, name: string, gameType: GameType, games: number): VendorSeed => ({
  code,
  name,
  gameType,
  isGame: 'VASSALAGE',
  games,
});

export const MENU_ORDER: GameType[] = ['SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'BGS'];

export const VENDORS: VendorSeed[] = [
  lobby('SBO', 'SBOBET', 'SPORTS', 3),
  lobby('CMD', 'CMD368', 'SPORTS', 2),
  lobby('SABA', 'SABA Sports', 'SPORTS', 3),
  lobby('BTI', 'BTi Sports', 'SPORTS', 2),
  lobby('AV', 'AV E-Sports', 'SPORTS', 2),
  lobby('IMES', 'IM E-Sports', 'SPORTS', 2),
  lobby('IA', 'IA E-Sports', 'SPORTS', 2),
  lobby('AI', 'AI E-Sports', 'SPORTS', 2),
  lobby('TF', 'TF Gaming', 'SPORTS', 2),
  lobby('SV3', 'SV388 Cockfight', 'SPORTS', 1),
  lobby('DS88', 'DS88 Sabong', 'SPORTS', 1),
  lobby('DIG', 'Digmaan', 'SPORTS', 1),
  lobby('WGB', 'WGB Sabong', 'SPORTS', 1),
  lobby('WS168', 'WS168 Cockfight', 'SPORTS', 1),

  popup('EVO', 'Evolution', 'LIVE', 40),
  popup('SA', 'SA Gaming', 'LIVE', 30),
  popup('DG', 'Dream Gaming', 'LIVE', 25),
  popup('AE', 'Sexy Baccarat', 'LIVE', 20),
  popup('PP_LIVE', 'Pragmatic Play Live', 'LIVE', 35),
  popup('WM', 'WM Casino', 'LIVE', 24),
  popup('AG', 'Asia Gaming', 'LIVE', 22),
  popup('ALLBET', 'Allbet', 'LIVE', 20),

  popup('PG', 'PG Soft', 'RNG', 1100),
  popup('PP', 'Pragmatic Play', 'RNG', 1200),
  popup('JILI', 'JILI', 'RNG', 900),
  popup('JDB', 'JDB', 'RNG', 800),
  popup('CQ9', 'CQ9', 'RNG', 800),
  popup('FC', 'Fa Chai', 'RNG', 600),
  popup('RT', 'Red Tiger', 'RNG', 700),
  popup('NLC', 'Nolimit City', 'RNG', 500),
  popup('HAB', 'Habanero', 'RNG', 700),
  popup('SPADE', 'Spadegaming', 'RNG', 650),
  popup('MG', 'Microgaming', 'RNG', 900),
  popup('YGG', 'Yggdrasil', 'RNG', 600),
  popup('BNG', 'Booongo', 'RNG', 450),
  popup('KA', 'KA Gaming', 'RNG', 400),

  popup('JILI_FISH', 'JILI Fishing', 'FISH', 14),
  popup('JDB_FISH', 'JDB Fishing', 'FISH', 12),
  popup('FC_FISH', 'Fa Chai Fishing', 'FISH', 10),
  popup('CQ9_FISH', 'CQ9 Fishing', 'FISH', 11),
  popup('SPADE_FISH', 'Spadegaming Fishing', 'FISH', 10),

  popup('KM', 'Kingmaker', 'PVP', 30),
  popup('V8', 'V8 Poker', 'PVP', 28),
  popup('JILI_PVP', 'JILI Cards', 'PVP', 25),
  popup('KY', 'Kaiyuan Gaming', 'PVP', 26),

  lobby('TCG_LOTTO_VN', 'TCG Lotto VN', 'LOTT', 3),
  lobby('TCG_SEA', 'TCG SEA Lottery', 'LOTT', 3),
  lobby('LOTT', 'TCG Lottery', 'LOTT', 4),

  lobby('ELOTT', 'TCG E-Lottery', 'ELOTT', 4),
  lobby('TCG_LOTTO_VN', 'TCG Lotto VN', 'ELOTT', 3),

  popup('SPRIBE', 'Spribe', 'BGS', 12),
  popup('TADA', 'TaDa Minigames', 'BGS', 18),
  popup('SMARTSOFT', 'SmartSoft', 'BGS', 15),
];
