'use client';

import { useTranslations } from 'next-intl';

/** A page that could not be built (the upstream unreachable, say): a localized message and a retry. */
export default function LocaleError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations();
  return (
    <main id="main" className="status-screen">
      <div className="card">
        <h1>{t('errorPage.title')}</h1>
        <p>{t('errorPage.network')}</p>
        <button type="button" className="btn btn-primary" onClick={reset}>
          {t('errorPage.retry')}
        </button>
      </div>
    </main>
  );
}
