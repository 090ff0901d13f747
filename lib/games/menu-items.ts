import type { GameMenu, Vendor } from '@/contract/games';
import { categoryPath } from './categories';

/** Spec §9: large drop menu above 10 vendors; some displays cut vendor names at 12 characters. */
export const LARGE_DROPDOWN_ABOVE = 10;
export const VENDOR_NAME_MAX = 12;

export interface MenuItem {
  key: string;
  href: string;
  vendors: readonly Vendor[];
  dropdown: 'none' | 'small' | 'large';
}

export interface MenuContext {
  /** Entries in the member's recent list (0 for guests). */
  recentCount: number;
  /** Vendors the "new vendors" call lists (spec §7); NEW shows only when there are some. */
  newCount?: number;
  /** The page being shown, e.g. 'RECENT'. */
  view?: string;
}

function dropdownSize(vendors: readonly Vendor[]): MenuItem['dropdown'] {
  if (vendors.length === 0) return 'none';
  return vendors.length > LARGE_DROPDOWN_ABOVE ? 'large' : 'small';
}

/**
 * Spec §2 game-type menu: Home and Hot always; New when there are new vendors (like any category,
 * shown only when it has vendors); Favourite except in the Recent view; Recent only when the
 * recent list has entries; then each category that has vendors, in the server's order (the menus
 * arrive sorted and shaped by lib/games/vendor-shaping).
 */
export function gameTypeMenuItems(menus: readonly GameMenu[], context: MenuContext): MenuItem[] {
  const items: MenuItem[] = [
    { key: 'HOME', href: '/', vendors: [], dropdown: 'none' },
    { key: 'HOT', href: '/hot', vendors: [], dropdown: 'none' },
  ];
  if ((context.newCount ?? 0) > 0) items.push({ key: 'NEW', href: '/new', vendors: [], dropdown: 'none' });
  if (context.view !== 'RECENT') items.push({ key: 'FAV', href: '/favorite', vendors: [], dropdown: 'none' });
  if (context.recentCount > 0) items.push({ key: 'RECENT', href: '/recent', vendors: [], dropdown: 'none' });
  for (const menu of menus) {
    if (menu.vendors.length === 0) continue;
    items.push({ key: menu.gameType, href: categoryPath(menu.gameType), vendors: menu.vendors, dropdown: dropdownSize(menu.vendors) });
  }
  return items;
}

/** A vendor name cut to 12 characters with an ellipsis (spec §2). */
export function shortVendorName(name: string, max = VENDOR_NAME_MAX): string {
  const characters = [...name];
  return characters.length <= max ? name : `${characters.slice(0, max).join('')}…`;
}
