'use client';

import { useTranslations } from 'next-intl';

/** A page that could not be built (the upstream unreachable, say): a clear message and a retry. */
export default function LocaleError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('errors');
  return (
    <main id="main" className="status-screen">
      <div className="card">
        <h1>{t('network_error')}</h1>
        <button type="button" className="btn btn-primary" onClick={reset}>
          ↻
        </button>
      </div>
    </main>
  );
}
