'use client';
import { useTranslations } from 'next-intl';
import { BffError } from '@bo/lib/client/api';
import { ErrorAlert } from '../ui/error-text';

/** The refusals only the settings explain (a rate a feed sets, a change made meanwhile), else the back office's common text. */
const SETTINGS_ERRORS = ['rate_source_feed', 'settings_version_conflict'] as const;

export function SettingsErrorAlert({ error }: { error: unknown }) {
  const t = useTranslations('settings.errors');
  if (error instanceof BffError && (SETTINGS_ERRORS as readonly string[]).includes(error.code)) {
    return (
      <p role="alert" className="alert alert-error">
        {t(error.code as (typeof SETTINGS_ERRORS)[number])}
      </p>
    );
  }
  return <ErrorAlert error={error} />;
}
