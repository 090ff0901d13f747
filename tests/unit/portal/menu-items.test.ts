/** @jest-environment node */
import { gameTypeMenuItems, shortVendorName } from '@/lib/games/menu-items';
import type { GameMenu } from '@/contract/games';

const menu = (gameType: string, count: number): GameMenu => ({
  gameType,
  sort: 0,
  vendors: Array.from({ length: count }, (_, i) => ({ vassalage: `${gameType}${i}`, name: `V${i}`, gameType, sort: i, gameCount: 1 })),
});

describe('gameTypeMenuItems (spec §2 game-type menu)', () => {
  const menus = [menu('SPORTS', 4), menu('ESPORTS', 0), menu('LIVE', 8), menu('RNG', 14)];

  it('always shows Home and Hot, then categories with vendors in the server order', () => {
    const keys = gameTypeMenuItems(menus, { recentCount: 0 }).map((item) => item.key);
    expect(keys).toEqual(['HOME', 'HOT', 'FAV', 'SPORTS', 'LIVE', 'RNG']);
  });

  it('shows Recent only when the recent list has entries, and hides Favourite in the Recent view', () => {
    expect(gameTypeMenuItems(menus, { recentCount: 3 }).map((item) => item.key)).toContain('RECENT');
    const recentView = gameTypeMenuItems(menus, { recentCount: 3, view: 'RECENT' }).map((item) => item.key);
    expect(recentView).toContain('RECENT');
    expect(recentView).not.toContain('FAV');
  });

  it('uses the large drop-down above 10 vendors', () => {
    const items = gameTypeMenuItems(menus, { recentCount: 0 });
    expect(items.find((item) => item.key === 'LIVE')?.dropdown).toBe('small');
    expect(items.find((item) => item.key === 'RNG')?.dropdown).toBe('large');
    expect(gameTypeMenuItems([menu('LIVE', 10)], { recentCount: 0 }).at(-1)?.dropdown).toBe('small');
    expect(items.find((item) => item.key === 'HOT')?.dropdown).toBe('none');
  });

  it('links each category to its lower-case route', () => {
    expect(gameTypeMenuItems(menus, { recentCount: 0 }).find((item) => item.key === 'RNG')?.href).toBe('/rng');
  });
});

describe('shortVendorName', () => {
  it('keeps names of up to 12 characters and cuts longer ones with an ellipsis', () => {
    expect(shortVendorName('Evolution')).toBe('Evolution');
    expect(shortVendorName('Pragmatic Pl')).toBe('Pragmatic Pl');
    expect(shortVendorName('Pragmatic Play Live')).toBe('Pragmatic Pl…');
    expect(shortVendorName('ไทยไทยไทยไทยไทย')).toHaveLength(13);
  });
});
