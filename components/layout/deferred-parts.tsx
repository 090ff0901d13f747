'use client';

import { lazyComponent } from '@/components/ui/lazy-component';

// Parts of every page's frame that nobody uses in its first seconds: the footer's vendor icons and
// feedback button, the side menu's licence button, the desktop language list and theme switch, the
// scroll-to-top button. The server still renders them into the page; their code downloads after the
// page's own JavaScript and hydrates them then, so it is not part of the first-load JavaScript.

export const VendorIcons = lazyComponent(() => import('./vendor-icons').then((module) => module.VendorIcons));
export const ScrollToTop = lazyComponent(() => import('./scroll-to-top').then((module) => module.ScrollToTop));
export const LicenceButton = lazyComponent(() => import('./licence-button').then((module) => module.LicenceButton));
export const ThemeToggle = lazyComponent(() => import('./theme-toggle').then((module) => module.ThemeToggle));
export const LanguageMenu = lazyComponent(() => import('./language-menu').then((module) => module.LanguageMenu));
export const FeedbackButton = lazyComponent(() => import('@/components/member-center/feedback-button').then((module) => module.FeedbackButton));
