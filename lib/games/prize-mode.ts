import type { GameMenu } from '@/contract/games';

export type PrizeMode = 'LOTT' | 'ELOTT' | 'ZY' | 'SEA';

/** Vendor cards whose presence in ELOTT switches the site to the e-lottery prize mode. */
const ELOTT_MARKERS: readonly string[] = ['TCG_LOTTO_VN', 'LOTT'];

/**
 * Spec §4 prize mode: ELOTT if the ELOTT category has a TCG_LOTTO_VN or LOTT card, else LOTT.
 * (ZY and SEA exist as modes but no rule of the spec selects them.)
 */
export function prizeMode(menus: readonly GameMenu[]): PrizeMode {
  const elott = menus.find((menu) => menu.gameType === 'ELOTT');
  return elott?.vendors.some((vendor) => ELOTT_MARKERS.includes(vendor.vassalage)) ? 'ELOTT' : 'LOTT';
}
