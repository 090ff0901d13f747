'use client';
import { useFormatter, useTranslations } from 'next-intl';
import type { MemberOverview } from '@/contract/member-admin';
import { MemberTable } from './member-table';

type Of<K extends keyof MemberOverview> = MemberOverview[K] extends (infer R)[] ? R : never;

/** How the member reaches the site: logins, live sessions, devices, addresses, and the bank cards they withdraw to. */
export function MemberAccess({ member }: { member: MemberOverview }) {
  const t = useTranslations('members.access');
  const format = useFormatter();
  const time = (iso: string) => <time dateTime={iso}>{format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short' })}</time>;
  return (
    <section id="member-access" aria-labelledby="member-access-title" className="panel">
      <h2 id="member-access-title">{t('title')}</h2>
      <MemberTable<Of<'logins'>>
        title={t('logins')}
        empty={t('none')}
        data={member.logins}
        rowId={(row) => `${row.at}-${row.ip}`}
        columns={[
          { id: 'at', header: t('at'), cell: ({ row }) => time(row.original.at) },
          { id: 'ip', header: t('address'), cell: ({ row }) => <span className="mono">{row.original.ip ?? '—'}</span> },
          { id: 'result', header: t('result'), cell: ({ row }) => (row.original.success ? t('succeeded') : <span className="badge badge-risk">{t('failed')}</span>) },
        ]}
      />
      <MemberTable<Of<'sessions'>>
        title={t('sessions')}
        empty={t('noSessions')}
        data={member.sessions}
        rowId={(row) => `${row.createdAt}-${row.ip}`}
        columns={[
          { id: 'started', header: t('started'), cell: ({ row }) => time(row.original.createdAt) },
          { id: 'ip', header: t('address'), cell: ({ row }) => <span className="mono">{row.original.ip ?? '—'}</span> },
          { id: 'device', header: t('device'), cell: ({ row }) => row.original.device ?? '—' },
          { id: 'expires', header: t('expires'), cell: ({ row }) => time(row.original.expiresAt) },
        ]}
      />
      <MemberTable<Of<'devices'>>
        title={t('devices')}
        empty={t('none')}
        data={member.devices}
        rowId={(row) => row.device}
        columns={[
          { id: 'device', header: t('device'), cell: ({ row }) => <span className="mono">{row.original.device}…</span> },
          { id: 'first', header: t('firstSeen'), cell: ({ row }) => time(row.original.firstLoginAt) },
          { id: 'last', header: t('lastSeen'), cell: ({ row }) => time(row.original.lastLoginAt) },
        ]}
      />
      <MemberTable<Of<'addresses'>>
        title={t('addresses')}
        empty={t('none')}
        data={member.addresses}
        rowId={(row) => String(row.ip)}
        columns={[
          { id: 'ip', header: t('address'), cell: ({ row }) => <span className="mono">{row.original.ip ?? '—'}</span> },
          { id: 'logins', header: t('loginCount'), cell: ({ row }) => row.original.logins },
          { id: 'last', header: t('lastSeen'), cell: ({ row }) => time(row.original.last) },
        ]}
      />
      <MemberTable<Of<'bankCards'>>
        title={t('bankCards')}
        empty={t('none')}
        data={member.bankCards}
        rowId={(row) => `${row.bankCode}-${row.accountNumber}`}
        columns={[
          { id: 'bank', header: t('bank'), cell: ({ row }) => row.original.bankCode },
          { id: 'number', header: t('accountNumber'), cell: ({ row }) => <span className="mono">{row.original.accountNumber}</span> },
          { id: 'name', header: t('accountName'), cell: ({ row }) => row.original.accountName ?? '—' },
          { id: 'added', header: t('added'), cell: ({ row }) => time(row.original.createdAt) },
          { id: 'state', header: t('cardState'), cell: ({ row }) => (row.original.deleted ? t('cardDeleted') : t('cardActive')) },
        ]}
      />
    </section>
  );
}
