'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { FilterChips } from '@/components/ui/filter-chips';
import { DATE_PRESETS, customRange, dayOf, presetRange, type DatePreset, type DateRange } from '@/lib/records/date-presets';
import { useErrorText } from '@/lib/ui/use-messages';

/** Date presets in Bangkok time and a custom range of at most 30 days. */
export function RecordRange({ onChange }: { onChange(range: DateRange): void }) {
  const t = useTranslations('records');
  const [preset, setPreset] = useState<DatePreset | 'custom'>('today');
  const [from, setFrom] = useState(() => dayOf(Date.now()));
  const [to, setTo] = useState(() => dayOf(Date.now()));
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (next: DatePreset | 'custom') => {
    setPreset(next);
    setProblem(null);
    if (next !== 'custom') onChange(presetRange(next));
  };
  const applyCustom = () => {
    const range = customRange(from, to);
    if (range === 'too_long') return setProblem('date_range_too_long');
    if (!range) return setProblem('date_range_invalid');
    setProblem(null);
    onChange(range);
  };

  return (
    <div className="record-range">
      <FilterChips label={t('columns.time')} chips={[...DATE_PRESETS, 'custom' as const].map((p) => ({ value: p, label: t(`presets.${p}`) }))} value={preset} onChange={choose} />
      {preset === 'custom' && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            applyCustom();
          }}
        >
          <label>
            {t('from')} <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} required />
          </label>
          <label>
            {t('to')} <input type="date" value={to} onChange={(e) => setTo(e.target.value)} required />
          </label>
          <button type="submit" className="btn">{t('search')}</button>
          {problem && (
            <p className="form-error" role="alert">
              {t(`errors.${problem}` as never)}
            </p>
          )}
        </form>
      )}
    </div>
  );
}

export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage(page: number): void }) {
  const t = useTranslations('records');
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('pageOf', { page, pages })}>
      <button className="btn" type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </button>
      <span>{t('pageOf', { page, pages })}</span>
      <button className="btn" type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('next')}
      </button>
    </nav>
  );
}

/** A record call's error, in the member's language (codes of messages records.errors). */
export function RecordError({ code, onRetry }: { code: string; onRetry?: () => void }) {
  const t = useTranslations('records');
  const errorText = useErrorText('records');
  return (
    <div role="alert" className="form-error">
      <p>{errorText(code)}</p>
      {onRetry && (
        <button className="btn" type="button" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}

export async function fetchRecord<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-store' }).catch(() => null);
  if (!response) throw Object.assign(new Error('network_error'), { code: 'network_error' });
  const json = await response.json().catch(() => null);
  if (!response.ok) throw Object.assign(new Error('record'), { code: json?.error?.code ?? 'generic' });
  return json as T;
}

export const errorCode = (error: unknown) => (error as { code?: string }).code ?? 'generic';

/** A record query's states: its error with a retry, loading, empty, or its rows. */
export function RecordBody<T>({
  error,
  loading,
  data,
  empty,
  onRetry,
  children,
}: {
  error: unknown;
  loading: boolean;
  data: T | undefined;
  empty: (data: T) => boolean;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}) {
  const t = useTranslations('records');
  if (error) return <RecordError code={errorCode(error)} onRetry={onRetry} />;
  if (loading || data === undefined) return <p aria-busy="true">{t('loading')}</p>;
  if (empty(data)) return <p className="empty">{t('empty')}</p>;
  return children(data);
}
