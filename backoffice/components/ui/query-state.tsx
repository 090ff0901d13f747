'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ErrorAlert } from './error-text';

/** Loading, failed (with a retry), empty, or the content: every list screen goes through the four. */
export function QueryState<T>({
  data,
  error,
  isLoading,
  retry,
  empty,
  children,
}: {
  data: T[] | undefined;
  error: unknown;
  isLoading: boolean;
  retry: () => void;
  empty: string;
  children: (rows: T[]) => ReactNode;
}) {
  const t = useTranslations('common');
  if (error && !data) {
    return (
      <div className="query-state">
        <ErrorAlert error={error} />
        <button type="button" onClick={retry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (isLoading || !data) {
    return (
      <p className="query-state" role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  if (data.length === 0) return <p className="query-state empty">{empty}</p>;
  return <>{children(data)}</>;
}
