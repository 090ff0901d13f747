'use client';

import { lazyComponent } from './lazy-component';

/** The generic dialog (modal.tsx), loaded when one first opens: for pages where none is open at load. */
export const LazyModal = lazyComponent(() => import('./modal').then((module) => module.Modal));
