'use client';

import { lazyComponent } from '@/components/ui/lazy-component';

/**
 * The jackpot ticker (jackpot-ticker.tsx), its code downloaded after the page's own JavaScript: the
 * server renders the pool into the page, and the ticking starts once the code is in. It shows and
 * takes no input in the meantime, so it is not part of the first-load JavaScript.
 */
export const JackpotDigits = lazyComponent(() => import('./jackpot-ticker').then((module) => module.JackpotTicker));
