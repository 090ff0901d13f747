'use client';

import { lazyComponent } from '@/components/ui/lazy-component';

// Controls of the page's chrome that nobody uses before the page is interactive: rendered on the
// server as always (no shift), their code loads as the page hydrates instead of with the page's
// first-load JavaScript (issue #30: first-load JavaScript ≤ 150 KB).
export const LanguageSelect = lazyComponent(() => import('./language-select').then((module) => module.LanguageSelect));
export const ThemeToggle = lazyComponent(() => import('./theme-toggle').then((module) => module.ThemeToggle));
export const ScrollToTop = lazyComponent(() => import('./scroll-to-top').then((module) => module.ScrollToTop));
export const LicenceButton = lazyComponent(() => import('./licence-button').then((module) => module.LicenceButton));
