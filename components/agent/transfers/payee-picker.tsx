'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import type { PayeeRow, PayeesPage } from '@/contract/agent-transfers';
import { Pager, RecordBody, fetchRecord } from '@/components/records/record-range';

const SIZE = 20;

/**
 * Downlines to pay (the whole subtree): search by account or nickname, tick one by one or every row
 * of the page. The selection survives searching and paging; it is kept in the order of ticking.
 */
export function PayeePicker({ selected, onChange }: { selected: readonly string[]; onChange(next: string[]): void }) {
  const t = useTranslations('agentTransfers');
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const url = `/api/agent/transfers/payees?search=${encodeURIComponent(query)}&page=${page}&size=${SIZE}`;
  const { data, error, isLoading, mutate } = useSWR(url, fetchRecord<PayeesPage>);
  const chosen = new Set(selected);

  const toggle = (account: string, on: boolean) => onChange(on ? [...selected, account] : selected.filter((a) => a !== account));
  const toggleAll = (rows: PayeeRow[], on: boolean) => {
    const accounts = rows.map((r) => r.account);
    onChange(on ? [...selected, ...accounts.filter((a) => !chosen.has(a))] : selected.filter((a) => !accounts.includes(a)));
  };

  return (
    <fieldset className="payee-picker">
      <legend>{t('payees')}</legend>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(search.trim());
          setPage(1);
        }}
      >
        <label>
          {t('search')} <input type="search" value={search} maxLength={64} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <button type="submit" className="btn">{t('searchButton')}</button>
      </form>
      <RecordBody error={error} loading={isLoading} data={data} empty={(d) => d.list.length === 0} onRetry={() => mutate()}>
        {(d) => {
          const allOnPage = d.list.every((r) => chosen.has(r.account));
          return (
            <>
              <table className="record-table">
                <thead>
                  <tr>
                    <th scope="col">
                      <input type="checkbox" aria-label={t('selectAllOnPage')} checked={allOnPage} onChange={(e) => toggleAll(d.list, e.target.checked)} />
                    </th>
                    <th scope="col">{t('columns.account')}</th>
                    <th scope="col">{t('columns.nickname')}</th>
                    <th scope="col">{t('columns.level')}</th>
                  </tr>
                </thead>
                <tbody>
                  {d.list.map((row) => (
                    <tr key={row.account}>
                      <td data-label={t('select')}>
                        <input
                          type="checkbox"
                          aria-label={t('selectPayee', { account: row.account })}
                          checked={chosen.has(row.account)}
                          onChange={(e) => toggle(row.account, e.target.checked)}
                        />
                      </td>
                      <th scope="row" data-label={t('columns.account')}>{row.account}</th>
                      <td data-label={t('columns.nickname')}>{row.nickname}</td>
                      <td data-label={t('columns.level')}>{row.depth === 1 ? t('direct') : t('level', { depth: row.depth })}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Pager page={page} pages={Math.max(1, Math.ceil(d.total / SIZE))} onPage={setPage} />
            </>
          );
        }}
      </RecordBody>
    </fieldset>
  );
}
