'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import useSWR from 'swr';
import { memberSearchQuery, type MemberSearchRow } from '@/contract/member-admin';
import { DataTable, type Column } from '../ui/data-table';
import { QueryState } from '../ui/query-state';
import { useScopedFieldText } from '../ui/scoped-text';

/** Finding a member by account, phone, real name or bank account; the query lives in the address (?q=), so Back returns to it. */
export function MemberSearch({ q }: { q: string }) {
  const t = useTranslations('members');
  const format = useFormatter();
  const fieldText = useScopedFieldText('members');
  const router = useRouter();
  const valid = memberSearchQuery.safeParse({ q }).success;
  const results = useSWR<MemberSearchRow[]>(valid ? `/api/members?q=${encodeURIComponent(q.trim())}` : null);
  const form = useForm({ resolver: zodResolver(memberSearchQuery), values: { q } });
  const problem = form.formState.errors.q?.message;
  const submit = form.handleSubmit(({ q: query }) => router.push(`/members?q=${encodeURIComponent(query)}`));

  const columns = useMemo<Column<MemberSearchRow>[]>(
    () => [
      {
        id: 'account',
        header: t('account'),
        cell: ({ row }) => (
          <Link href={`/members/${encodeURIComponent(row.original.account)}`} aria-label={t('openOne', { account: row.original.account })}>
            {row.original.account}
          </Link>
        ),
      },
      { id: 'realName', header: t('realName'), cell: ({ row }) => row.original.realName ?? '—' },
      { id: 'nickname', header: t('nickname'), cell: ({ row }) => row.original.nickname ?? '—' },
      { id: 'mobile', header: t('mobile'), cell: ({ row }) => <span className="mono">{row.original.mobile ?? '—'}</span> },
      { id: 'createdAt', header: t('joined'), cell: ({ row }) => format.dateTime(new Date(row.original.createdAt), { dateStyle: 'medium' }) },
      {
        id: 'state',
        header: t('state'),
        cell: ({ row }) =>
          row.original.lockedUntil && new Date(row.original.lockedUntil).getTime() > Date.now() ? (
            <span className="badge badge-locked">{t('loginLocked')}</span>
          ) : (
            <span className="badge badge-active">{t('loginOpen')}</span>
          ),
      },
    ],
    [t, format],
  );

  return (
    <>
      <form role="search" className="panel inline-form" onSubmit={submit} noValidate aria-label={t('searchTitle')}>
        <div className="field">
          <label htmlFor="member-search">{t('searchLabel')}</label>
          <input id="member-search" type="search" autoCapitalize="none" spellCheck={false} aria-invalid={problem ? true : undefined} aria-describedby="member-search-hint" {...form.register('q')} />
          <p id="member-search-hint" className={problem ? 'field-error' : 'hint'}>
            {problem ? fieldText(problem) : t('searchHint')}
          </p>
        </div>
        <button type="submit" className="primary">
          {t('search')}
        </button>
      </form>
      {valid ? (
        <QueryState data={results.data} error={results.error} isLoading={results.isLoading} retry={() => results.mutate()} empty={t('noResults', { q })}>
          {(rows) => <DataTable caption={t('resultsCaption', { q })} columns={columns} data={rows} rowId={(row) => row.account} />}
        </QueryState>
      ) : null}
    </>
  );
}
