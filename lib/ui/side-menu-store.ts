'use client';

import { openFlag } from './open-flag';

/** Whether the side menu is open (spec §2: collapsible, toggled or set). */
const flag = openFlag();

export const sideMenu = { open: () => flag.set(true), close: () => flag.set(false), toggle: () => flag.set(!flag.get()), set: flag.set };

export function useSideMenuOpen(): boolean {
  return flag.useOpen();
}
