'use client';

import { openFlag } from './open-flag';

/**
 * Whether the member's account menu is open: the header's button (a drop-down on desktop) and the
 * phone's bottom bar (a sheet) open the same menu. The element that opened it gets focus back.
 */
const flag = openFlag();
let opener: HTMLElement | null = null;

export const accountMenu = {
  open(from?: HTMLElement | null) {
    opener = from ?? null;
    flag.set(true);
  },
  /** `restoreFocus`: back to the opener (Escape, close button); not after following a link. */
  close(restoreFocus = false) {
    if (!flag.get()) return;
    flag.set(false);
    if (restoreFocus) opener?.focus();
    opener = null;
  },
  toggle(from?: HTMLElement | null) {
    if (flag.get()) accountMenu.close(true);
    else accountMenu.open(from);
  },
};

export function useAccountMenuOpen(): boolean {
  return flag.useOpen();
}
