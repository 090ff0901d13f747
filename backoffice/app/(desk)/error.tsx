'use client';
import { useTranslations } from 'next-intl';

/** A screen that could not be drawn (the platform refused or did not answer): say so, offer a retry. */
export default function DeskError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('common');
  return (
    <div className="query-state">
      <p role="alert" className="alert alert-error">
        {t('screenFailed')}
      </p>
      <button type="button" onClick={reset}>
        {t('retry')}
      </button>
    </div>
  );
}
