/** @jest-environment node */
import { shapeGameMenus } from '@/lib/games/vendor-shaping';
import type { GameMenu } from '@/contract/games';

const vendor = (vassalage: string, gameType: string) => ({ vassalage, name: vassalage, gameType, sort: 0, gameCount: 1 });
const menu = (gameType: string, codes: string[]): GameMenu => ({ gameType, sort: 0, vendors: codes.map((code) => vendor(code, gameType)) });

describe('shapeGameMenus (spec §4 vendor shaping)', () => {
  it('moves e-sports and cockfight vendors out of SPORTS into new categories right after SPORTS', () => {
    const shaped = shapeGameMenus([
      menu('LIVE', ['EVO']),
      menu('SPORTS', ['SBO', 'AV', 'SV3', 'IMES', 'DS88']),
      menu('RNG', ['PG']),
    ]);
    expect(shaped.map((item) => item.gameType)).toEqual(['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'RNG']);
    expect(shaped[1].vendors.map((item) => item.vassalage)).toEqual(['SBO']);
    expect(shaped[2].vendors.map((item) => [item.vassalage, item.gameType])).toEqual([['AV', 'ESPORTS'], ['IMES', 'ESPORTS']]);
    expect(shaped[3].vendors.map((item) => item.vassalage)).toEqual(['SV3', 'DS88']);
  });

  it('drops SPORTS when only e-sports/cockfight vendors were in it, keeping their place', () => {
    const shaped = shapeGameMenus([menu('LIVE', ['EVO']), menu('SPORTS', ['TF', 'WS168']), menu('RNG', ['PG'])]);
    expect(shaped.map((item) => item.gameType)).toEqual(['LIVE', 'ESPORTS', 'COCKFIGHT', 'RNG']);
  });

  it('adds no empty categories and leaves other menus untouched', () => {
    const input = [menu('SPORTS', ['SBO']), menu('RNG', ['PG', 'JILI'])];
    expect(shapeGameMenus(input)).toEqual(input);
  });

  it('does not change its input', () => {
    const input = [menu('SPORTS', ['SBO', 'AV'])];
    shapeGameMenus(input);
    expect(input[0].vendors).toHaveLength(2);
  });
});
