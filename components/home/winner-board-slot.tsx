'use client';

import { lazyComponent } from '@/components/ui/lazy-component';

/**
 * The winner board below the home's first screen: its code (the list, its minute's refresh) is not
 * part of the page's first-load JavaScript; it loads as the page hydrates.
 */
export const WinnerBoardSlot = lazyComponent(() => import('./winner-board').then((module) => module.WinnerBoard));
