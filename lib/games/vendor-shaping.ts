import { COCKFIGHT_VENDORS, ESPORTS_VENDORS } from '@/contract/board-vendors';
import type { GameMenu, Vendor } from '@/contract/games';

/** Spec §9: e-sports and cockfight vendor codes (shared with the platform's event boards). */
export { COCKFIGHT_VENDORS, ESPORTS_VENDORS };

/**
 * Spec §4 vendor shaping: the upstream lists e-sports and cockfight vendors among its
 * categories (SPORTS); the portal moves them into ESPORTS and COCKFIGHT, inserted right after SPORTS.
 */
export function shapeGameMenus(menus: readonly GameMenu[]): GameMenu[] {
  const esports: Vendor[] = [];
  const cockfight: Vendor[] = [];
  const shaped: GameMenu[] = [];
  let insertAt = -1;
  for (const menu of menus) {
    const kept = menu.vendors.filter((vendor) => {
      if (ESPORTS_VENDORS.includes(vendor.vassalage)) esports.push({ ...vendor, gameType: 'ESPORTS' });
      else if (COCKFIGHT_VENDORS.includes(vendor.vassalage)) cockfight.push({ ...vendor, gameType: 'COCKFIGHT' });
      else return true;
      return false;
    });
    if (menu.gameType === 'SPORTS') insertAt = shaped.length + (kept.length > 0 ? 1 : 0);
    if (kept.length > 0) shaped.push({ ...menu, vendors: kept });
  }
  const sort = menus.find((menu) => menu.gameType === 'SPORTS')?.sort ?? 0;
  const added: GameMenu[] = [];
  if (esports.length > 0) added.push({ gameType: 'ESPORTS', sort, vendors: esports });
  if (cockfight.length > 0) added.push({ gameType: 'COCKFIGHT', sort, vendors: cockfight });
  shaped.splice(insertAt < 0 ? shaped.length : insertAt, 0, ...added);
  return shaped;
}
