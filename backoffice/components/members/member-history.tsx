'use client';
import { useFormatter, useTranslations } from 'next-intl';
import type { MemberOverview } from '@/contract/member-admin';
import { MemberTable } from './member-table';

type Entry = MemberOverview['history'][number];

const text = (value: unknown) => (value === null || value === undefined ? '∅' : JSON.stringify(value));

/** The member's audit history: every staff action on them — who, when, before → after, why. */
export function MemberHistory({ history }: { history: Entry[] }) {
  const t = useTranslations('members.history');
  const format = useFormatter();
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
          { id: 'change', header: t('change'), cell: ({ row }) => <span className="mono small">{`${text(row.original.before)} → ${text(row.original.after)}`}</span> },
          { id: 'reason', header: t('reason'), cell: ({ row }) => row.original.reason ?? '—' },
        ]}
      />
    </section>
  );
}
