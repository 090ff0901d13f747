'use client';
// A group's recorded changes: when, who, why, and what changed (each top-level part that differs, before → after).
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { SettingsHistoryRow } from '@/contract/operator-settings';
import { DataTable, type Column } from '../ui/data-table';
import { QueryState } from '../ui/query-state';

const shown = (value: unknown) => {
  const text = JSON.stringify(value);
  return text === undefined ? '—' : text.length > 160 ? `${text.slice(0, 157)}…` : text;
};

/** The parts of the value that changed; the whole value when it is not an object on both sides. */
export function changesOf(before: unknown, after: unknown): { part: string; before: string; after: string }[] {
  const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
  if (!isObject(before) || !isObject(after)) return [{ part: '', before: shown(before), after: shown(after) }];
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((part) => JSON.stringify(before[part]) !== JSON.stringify(after[part]))
    .map((part) => ({ part, before: shown(before[part]), after: shown(after[part]) }));
}

export function SettingsHistory({ rows, error, isLoading, retry }: { rows: SettingsHistoryRow[] | undefined; error: unknown; isLoading: boolean; retry: () => void }) {
  const t = useTranslations('settings.history');
  const format = useFormatter();
  const columns = useMemo<Column<SettingsHistoryRow>[]>(
    () => [
      { id: 'at', header: t('at'), cell: ({ row }) => format.dateTime(new Date(row.original.at), { dateStyle: 'medium', timeStyle: 'short' }) },
      { id: 'actor', header: t('actor'), cell: ({ row }) => row.original.actor },
      { id: 'reason', header: t('reason'), cell: ({ row }) => row.original.reason ?? '—' },
      {
        id: 'change',
        header: t('change'),
        cell: ({ row }) => {
          const changes = changesOf(row.original.before, row.original.after);
          if (changes.length === 0) return t('unchanged');
          return (
            <ul className="change-list">
              {changes.map((change) => (
                <li key={change.part}>
                  {change.part ? <code>{change.part}</code> : null} <span className="before">{change.before}</span> → <span className="after">{change.after}</span>
                </li>
              ))}
            </ul>
          );
        },
      },
    ],
    [t, format],
  );
  return (
    <section aria-labelledby="settings-history-title">
      <h2 id="settings-history-title">{t('title')}</h2>
      <QueryState data={rows} error={error} isLoading={isLoading} retry={retry} empty={t('empty')}>
        {(list) => <DataTable caption={t('title')} columns={columns} data={list} rowId={(row) => row.id} />}
      </QueryState>
    </section>
  );
}
