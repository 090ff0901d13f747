/** @jest-environment node */
import { launchPath } from '@/lib/games/launch-target';
import { gameTypeMenuItems } from '@/lib/games/menu-items';

describe('launchPath (spec §4 game launch by vendor)', () => {
  it('sends lottery vendors to their lottery pages', () => {
    expect(launchPath({ gameCode: 'TCG_LOTTO_VN_00001', vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT' })).toBe('/vnLottery?gameCode=TCG_LOTTO_VN_00001&gameType=LOTT');
    expect(launchPath({ gameCode: 'TCG_SEA', vassalage: 'TCG_SEA', gameType: 'LOTT', vendorCard: { isGame: 'GAME' } })).toBe('/seaLottery?gameCode=TCG_SEA&gameType=LOTT');
    expect(launchPath({ gameCode: 'ELOTT', vassalage: 'ELOTT', gameType: 'ELOTT', vendorCard: { isGame: 'GAME' } })).toBe('/lottery?gameCode=ELOTT&gameType=ELOTT');
  });

  it('opens an RNG or popup-type vendor card as its game list, anything else in the seamless page', () => {
    expect(launchPath({ gameCode: 'PG', vassalage: 'PG', gameType: 'RNG', vendorCard: { isGame: 'VASSALAGE' } })).toBe('/rng?vassalage=PG');
    expect(launchPath({ gameCode: 'EVO', vassalage: 'EVO', gameType: 'LIVE', vendorCard: { isGame: 'VASSALAGE' } })).toBe('/live?vassalage=EVO');
    expect(launchPath({ gameCode: 'SBO', vassalage: 'SBO', gameType: 'SPORTS', vendorCard: { isGame: 'GAME' } })).toBe('/seamless?gameCode=SBO&gameType=SPORTS');
    expect(launchPath({ gameCode: 'PG_00001', vassalage: 'PG', gameType: 'RNG' })).toBe('/seamless?gameCode=PG_00001&gameType=RNG');
  });
});

describe('NEW in the game-type menu (spec §2, §7 new vendors)', () => {
  it('shows after HOT only when there are new vendors', () => {
    expect(gameTypeMenuItems([], { recentCount: 0 }).map((item) => item.key)).toEqual(['HOME', 'HOT', 'FAV']);
    expect(gameTypeMenuItems([], { recentCount: 2, newCount: 3 }).map((item) => item.key)).toEqual(['HOME', 'HOT', 'NEW', 'FAV', 'RECENT']);
    expect(gameTypeMenuItems([], { recentCount: 2, newCount: 3, view: 'RECENT' }).map((item) => item.key)).toEqual(['HOME', 'HOT', 'NEW', 'RECENT']);
  });
});
