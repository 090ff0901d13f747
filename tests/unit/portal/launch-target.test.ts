/** @jest-environment node */
import { launchPath, openedAsStandIn, tileOpens, trialMayOpen } from '@/lib/games/launch-target';
import { gameTypeMenuItems } from '@/lib/games/menu-items';

describe('launchPath (spec §4 game launch by vendor)', () => {
  it('sends lottery vendors to their lottery pages', () => {
    expect(launchPath({ gameCode: 'TCG_LOTTO_VN_00001', vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT' })).toBe('/vnLottery?gameCode=TCG_LOTTO_VN_00001&gameType=LOTT');
    expect(launchPath({ gameCode: 'TCG_SEA', vassalage: 'TCG_SEA', gameType: 'LOTT', vendorCard: { isGame: 'GAME' } })).toBe('/seaLottery?gameCode=TCG_SEA&gameType=LOTT');
    expect(launchPath({ gameCode: 'ELOTT', vassalage: 'ELOTT', gameType: 'ELOTT', vendorCard: { isGame: 'GAME' } })).toBe('/lottery?gameCode=ELOTT&gameType=ELOTT');
  });

  it('opens an RNG or popup-type vendor card as its game list (the popup where scripts run)', () => {
    expect(launchPath({ gameCode: 'PG', vassalage: 'PG', gameType: 'RNG', vendorCard: { isGame: 'VASSALAGE' } })).toBe('/rng?vassalage=PG');
    expect(launchPath({ gameCode: 'EVO', vassalage: 'EVO', gameType: 'LIVE', vendorCard: { isGame: 'VASSALAGE' } })).toBe('/live?vassalage=EVO');
  });
});

describe('launch by category: no tile opens something that contradicts its name', () => {
  it('opens sports, e-sports and cockfight tiles and vendor cards on their demo event board', () => {
    expect(launchPath({ gameCode: 'SBO', vassalage: 'SBO', gameType: 'SPORTS', vendorCard: { isGame: 'GAME' } })).toBe('/eventBoard?board=sports&gameCode=SBO');
    expect(launchPath({ gameCode: 'SBO_00002', vassalage: 'SBO', gameType: 'SPORTS' })).toBe('/eventBoard?board=sports&gameCode=SBO_00002');
    // E-sports and cockfight vendors are listed under SPORTS upstream and shaped by the portal.
    expect(launchPath({ gameCode: 'AV_00001', vassalage: 'AV', gameType: 'SPORTS' })).toBe('/eventBoard?board=esports&gameCode=AV_00001');
    expect(launchPath({ gameCode: 'IMES', vassalage: 'IMES', gameType: 'ESPORTS', vendorCard: { isGame: 'GAME' } })).toBe('/eventBoard?board=esports&gameCode=IMES');
    expect(launchPath({ gameCode: 'DS88_00001', vassalage: 'DS88', gameType: 'SPORTS' })).toBe('/eventBoard?board=cockfight&gameCode=DS88_00001');
    expect(launchPath({ gameCode: 'SV3', vassalage: 'SV3', gameType: 'COCKFIGHT', vendorCard: { isGame: 'GAME' } })).toBe('/eventBoard?board=cockfight&gameCode=SV3');
  });

  it('opens each tile on the page of the local game the catalogue names, with standIn=1 when it is a stand-in', () => {
    expect(launchPath({ gameCode: 'EVO_00001', vassalage: 'EVO', gameType: 'LIVE', localGame: 'ROULETTE', standIn: false })).toBe('/roulette?gameCode=EVO_00001&gameType=LIVE');
    expect(launchPath({ gameCode: 'EVO_00002', vassalage: 'EVO', gameType: 'LIVE', localGame: 'SIC_BO', standIn: false })).toBe('/sicBo?gameCode=EVO_00002&gameType=LIVE');
    expect(launchPath({ gameCode: 'EVO_00003', vassalage: 'EVO', gameType: 'LIVE', localGame: 'DRAGON_TIGER', standIn: false })).toBe('/dragonTiger?gameCode=EVO_00003&gameType=LIVE');
    expect(launchPath({ gameCode: 'EVO_00004', vassalage: 'EVO', gameType: 'LIVE', localGame: 'BACCARAT', standIn: false })).toBe('/baccarat?gameCode=EVO_00004&gameType=LIVE');
    expect(launchPath({ gameCode: 'EVO_00005', vassalage: 'EVO', gameType: 'LIVE', localGame: 'BACCARAT', standIn: true })).toBe('/baccarat?gameCode=EVO_00005&gameType=LIVE&standIn=1');
    expect(launchPath({ gameCode: 'KM_00001', vassalage: 'KM', gameType: 'PVP', localGame: 'BACCARAT', standIn: true })).toBe('/baccarat?gameCode=KM_00001&gameType=PVP&standIn=1');
    expect(launchPath({ gameCode: 'PG_00001', vassalage: 'PG', gameType: 'RNG', localGame: 'SLOT', standIn: false })).toBe('/seamless?gameCode=PG_00001&gameType=RNG');
    expect(launchPath({ gameCode: 'JILI_FISH_00001', vassalage: 'JILI_FISH', gameType: 'FISH', localGame: 'SLOT', standIn: true })).toBe('/seamless?gameCode=JILI_FISH_00001&gameType=FISH&standIn=1');
    expect(launchPath({ gameCode: 'LOTT_00003', vassalage: 'LOTT', gameType: 'LOTT', localGame: 'LOTTERY', standIn: true })).toBe('/lottery?gameCode=LOTT_00003&gameType=LOTT&standIn=1');
  });

  it('without the catalogue’s word, opens by category and labels every category whose local game is of another kind', () => {
    expect(launchPath({ gameCode: 'XYZ_00001', vassalage: 'XYZ', gameType: 'ELOTT' })).toBe('/lottery?gameCode=XYZ_00001&gameType=ELOTT');
    expect(launchPath({ gameCode: 'PG_00001', vassalage: 'PG', gameType: 'RNG' })).toBe('/seamless?gameCode=PG_00001&gameType=RNG');
    expect(launchPath({ gameCode: 'EVO_00001', vassalage: 'EVO', gameType: 'LIVE' })).toBe('/baccarat?gameCode=EVO_00001&gameType=LIVE&standIn=1');
    expect(launchPath({ gameCode: 'SPRIBE_00001', vassalage: 'SPRIBE', gameType: 'BGS' })).toBe('/seamless?gameCode=SPRIBE_00001&gameType=BGS&standIn=1');
    expect(['RNG', 'LIVE', 'PVP', 'FISH', 'BGS'].map((gameType) => tileOpens({ gameCode: 'X_1', vassalage: 'X', gameType }))).toEqual([
      { localGame: 'SLOT', standIn: false },
      { localGame: 'BACCARAT', standIn: true },
      { localGame: 'BACCARAT', standIn: true },
      { localGame: 'SLOT', standIn: true },
      { localGame: 'SLOT', standIn: true },
    ]);
  });

  it('reads standIn=1 and nothing else as a stand-in page', () => {
    expect([{ standIn: '1' }, { standIn: '0' }, { standIn: ['1'] }, {}].map(openedAsStandIn)).toEqual([true, false, false, false]);
  });
});

describe('NEW in the game-type menu (spec §2, §7 new vendors)', () => {
  it('shows after HOT only when there are new vendors', () => {
    expect(gameTypeMenuItems([], { recentCount: 0 }).map((item) => item.key)).toEqual(['HOME', 'HOT', 'FAV']);
    expect(gameTypeMenuItems([], { recentCount: 2, newCount: 3 }).map((item) => item.key)).toEqual(['HOME', 'HOT', 'NEW', 'FAV', 'RECENT']);
    expect(gameTypeMenuItems([], { recentCount: 2, newCount: 3, view: 'RECENT' }).map((item) => item.key)).toEqual(['HOME', 'HOT', 'NEW', 'RECENT']);
  });
});

describe('what a trial account may open (spec §4 free play)', () => {
  it('the slot its trial credit plays and vendor game lists; never the lottery, the boards or the tables', () => {
    expect(trialMayOpen({ gameCode: 'PP_00003', vassalage: 'PP', gameType: 'RNG' })).toBe(true);
    expect(trialMayOpen({ gameCode: 'JILI_FISH_00001', vassalage: 'JILI_FISH', gameType: 'FISH' })).toBe(true);
    expect(trialMayOpen({ gameCode: 'JILI_FISH_00001', vassalage: 'JILI_FISH', gameType: 'FISH', localGame: 'SLOT', standIn: true })).toBe(true);
    expect(trialMayOpen({ gameCode: 'PG', vassalage: 'PG', gameType: 'RNG', vendorCard: { isGame: 'VASSALAGE' } })).toBe(true);
    expect(trialMayOpen({ gameCode: 'TCG_LOTTO_VN_00001', vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT' })).toBe(false);
    expect(trialMayOpen({ gameCode: 'SBO_00002', vassalage: 'SBO', gameType: 'SPORTS' })).toBe(false);
    expect(trialMayOpen({ gameCode: 'EVO_00001', vassalage: 'EVO', gameType: 'LIVE' })).toBe(false);
    expect(trialMayOpen({ gameCode: 'EVO_00002', vassalage: 'EVO', gameType: 'LIVE', localGame: 'ROULETTE', standIn: false })).toBe(false);
    expect(trialMayOpen({ gameCode: 'KM_00001', vassalage: 'KM', gameType: 'PVP' })).toBe(false);
  });
});
