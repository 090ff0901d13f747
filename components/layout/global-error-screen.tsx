'use client';

import { createTranslator } from 'next-intl';
import { use } from 'react';
import type { Messages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';

const loads = new Map<string, Promise<Messages>>();

/** The site area's messages of `locale`, fetched once (this screen shows without the page's provider). */
function siteMessages(locale: string): Promise<Messages> {
  let load = loads.get(locale);
  if (!load) {
    load = import(`@/messages/site/${locale}.json`).then((module) => module.default as Messages);
    loads.set(locale, load);
  }
  return load;
}

/**
 * What app/global-error.tsx shows when the locale layout itself failed: the page's error text in its
 * language, and a retry. Loaded only then, with its messages (the layout's provider is gone).
 */
export function GlobalErrorScreen({ locale, reset }: { locale: Locale; reset: () => void }) {
  const t = createTranslator({ locale, messages: use(siteMessages(locale)), namespace: 'errorPage' });
  return (
    <main id="main" className="status-screen">
      <div className="card">
        <h1>{t('title')}</h1>
        <p>{t('network')}</p>
        <button type="button" className="btn btn-primary" onClick={reset}>
          {t('retry')}
        </button>
      </div>
    </main>
  );
}
