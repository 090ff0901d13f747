'use client';

import './globals.css';
import { lazyComponent } from '@/components/ui/lazy-component';
import { splitLocale } from '@/lib/i18n/locale-path';
import { directionOf } from '@/lib/i18n/locales';
import type { Locale } from '@/lib/i18n/routing';

// Loaded only when shown: Next's built-in screen (about 2 KB gzipped) was part of every page's first load.
const GlobalErrorScreen = lazyComponent(() => import('@/components/layout/global-error-screen').then((module) => module.GlobalErrorScreen));

/**
 * Next's last boundary, for a failure of the locale layout itself (and its static 500 page): its own
 * document, in the language of the address (Thai when there is none, as on the server).
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  // splitLocale answers one of the site's languages.
  const locale = splitLocale(typeof window === 'undefined' ? '/' : window.location.pathname).locale as Locale;
  return (
    <html lang={locale} dir={directionOf(locale)} data-theme="dark">
      <body>
        <GlobalErrorScreen locale={locale} reset={reset} />
      </body>
    </html>
  );
}
