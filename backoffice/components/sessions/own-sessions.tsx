'use client';
import { useFormatter, useNow, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import useSWR from 'swr';
import type { StaffSessionRow } from '@/contract/admin-api';
import { DataTable, type Column } from '../ui/data-table';
import { QueryState } from '../ui/query-state';

type State = 'active' | 'ended' | 'expired';

function stateOf(session: StaffSessionRow, now: number): State {
  if (session.revokedAt) return 'ended';
  return Date.parse(session.expiresAt) <= now ? 'expired' : 'active';
}

/** The signed-in staff member's own sessions: where and with what they signed in, and which are still open. */
export function OwnSessions() {
  const t = useTranslations('sessions');
  const format = useFormatter();
  const now = useNow();
  const { data, error, isLoading, mutate } = useSWR<StaffSessionRow[]>('/api/me/sessions');
  const columns = useMemo<Column<StaffSessionRow>[]>(() => {
    const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
    return [
      { id: 'started', header: t('started'), cell: ({ row }) => when(row.original.createdAt) },
      { id: 'lastSeen', header: t('lastSeen'), cell: ({ row }) => when(row.original.lastSeenAt) },
      { id: 'address', header: t('address'), cell: ({ row }) => row.original.address },
      { id: 'device', header: t('device'), cell: ({ row }) => <span className="small">{row.original.userAgent ?? '—'}</span> },
      { id: 'state', header: t('state'), cell: ({ row }) => t(`states.${stateOf(row.original, now.getTime())}`) },
    ];
  }, [t, format, now]);
  return (
    <QueryState data={data} error={error} isLoading={isLoading} retry={() => mutate()} empty={t('empty')}>
      {(rows) => <DataTable caption={t('caption')} columns={columns} data={rows} rowId={(row) => row.id} />}
    </QueryState>
  );
}
