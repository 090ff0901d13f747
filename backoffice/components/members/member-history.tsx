'use client';
import { useFormatter, useTranslations } from 'next-intl';
import type { MemberOverview } from '@/contract/member-admin';
import { AuditChange } from '../audit/audit-change';
import { useAuditChangeLabels } from '../audit/audit-change-labels';
import { MemberTable } from './member-table';

type Entry = MemberOverview['history'][number];

/** The member's audit history: every staff action on them — who, when, before → after, why. */
export function MemberHistory({ history }: { history: Entry[] }) {
  const t = useTranslations('members.history');
  const format = useFormatter();
  const labels = useAuditChangeLabels();
  return (
    <section id="member-history" aria-labelledby="member-history-title" className="panel" data-testid="member-history">
      <h2 id="member-history-title">{t('title')}</h2>
      <MemberTable<Entry>
        title={t('caption')}
        empty={t('empty')}
        data={history}
        rowId={(row) => row.id}
        columns={[
          { id: 'at', header: t('at'), cell: ({ row }) => <time dateTime={row.original.at}>{format.dateTime(new Date(row.original.at), { dateStyle: 'short', timeStyle: 'medium' })}</time> },
          { id: 'actor', header: t('actor'), cell: ({ row }) => row.original.actor },
          { id: 'action', header: t('action'), cell: ({ row }) => <span className="mono small">{row.original.action}</span> },
          { id: 'change', header: t('change'), cell: ({ row }) => <AuditChange before={row.original.before} after={row.original.after} labels={labels} /> },
          { id: 'reason', header: t('reason'), cell: ({ row }) => row.original.reason ?? '—' },
        ]}
      />
    </section>
  );
}
