'use client';

import { useLocale, useTranslations } from 'next-intl';
import { businessDate } from '@/contract/business-time';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import type { DownlineRebatesAnswer, DownlineRow, DownlinesAnswer, RebateSeries } from '@/contract/agent-team';
import { fetchJson } from '@/components/cashier/fetch-json';
import { ClientLocaleLink } from '@/components/ui/client-locale-link';
import { DataTable } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { Pagination } from '@/components/ui/pagination';
import { formatAmount } from '@/lib/format/amount';
import { callApi } from '@/lib/ui/post-json';
import { RebateFields, rateProblem } from './rebate-fields';
import { useTeamErrors } from './team-errors';

type Tab = 'agent' | 'member';
const SIZE = 20;

/**
 * DOWNMAN (money-and-agents §5.4): direct agents and direct players, search, drill-down with a
 * breadcrumb that starts at the caller, paging. Rows of direct downlines carry the edits (status,
 * rebate, promote); deeper rows are read-only — the platform refuses their edits too.
 */
export function DownlineManager({ seriesNames }: { seriesNames: Record<string, string> }) {
  const t = useTranslations('agentTeam.downlines');
  const tt = useTranslations('agentTeam');
  const errors = useTeamErrors();
  const [tab, setTab] = useState<Tab>('agent');
  const [parentId, setParentId] = useState<number | undefined>();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const [editing, setEditing] = useState<DownlineRow | null>(null);
  const query = new URLSearchParams({ type: tab, page: String(page), size: String(SIZE), ...(parentId ? { parentId: String(parentId) } : {}), ...(search ? { search } : {}) });
  const { data, error, mutate } = useSWR(`/api/agent/team/downlines?${query}`, fetchJson<DownlinesAnswer>);

  const go = (next: { tab?: Tab; parentId?: number; search?: string }) => {
    if (next.tab) setTab(next.tab);
    if ('parentId' in next) setParentId(next.parentId);
    if ('search' in next) setSearch(next.search ?? '');
    setPage(1);
    setEditing(null);
    setProblem(null);
  };

  async function act(url: string, body: unknown) {
    const result = await callApi<DownlineRow>(url, body, 'PUT');
    if (!result.ok) return setProblem(errors.message(result.error));
    setProblem(null);
    await mutate();
  }

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    go({ search: searchText.trim() });
  }

  return (
    <section className="downline-manager">
      <div role="tablist" className="tabs">
        {(['agent', 'member'] as const).map((name) => (
          <button key={name} type="button" role="tab" aria-selected={tab === name} className="btn" onClick={() => go({ tab: name })}>
            {name === 'agent' ? t('directAgents') : t('directPlayers')}
          </button>
        ))}
      </div>
      <form role="search" onSubmit={submitSearch}>
        <label htmlFor="downline-search">{t('search')}</label>
        <input id="downline-search" type="search" maxLength={32} value={searchText} onChange={(e) => setSearchText(e.target.value)} />
        <button type="submit" className="btn">
          {t('searchButton')}
        </button>
      </form>
      {data && data.path.length > 0 ? (
        <nav aria-label={t('path')} className="breadcrumb">
          <ol>
            {data.path.map((step, index) => (
              <li key={step.memberId}>
                {index === data.path.length - 1 ? (
                  <span aria-current="page">{step.account}</span>
                ) : (
                  <button type="button" className="link" onClick={() => go({ parentId: index === 0 ? undefined : step.memberId })}>
                    {step.account}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <FormAlert>{problem}</FormAlert>
      {error ? (
        <p role="alert">
          {errors.message({ code: (error as { code?: string }).code ?? 'generic' })}{' '}
          <button type="button" className="btn" onClick={() => mutate()}>
            {tt('retry')}
          </button>
        </p>
      ) : !data ? (
        <p aria-busy="true">{tt('loading')}</p>
      ) : data.rows.length === 0 ? (
        <p>{tt('empty')}</p>
      ) : (
        <>
          <p>{t('total', { total: data.total })}</p>
          <DownlineTable rows={data.rows} seriesNames={seriesNames} onDrill={(row) => go({ parentId: row.memberId, search: '' })} onAct={act} onEdit={setEditing} />
          <Pagination
            page={data.page}
            pages={Math.max(1, Math.ceil(data.total / data.size))}
            onPage={setPage}
            labels={{ nav: t('pages'), previous: t('previous'), next: t('nextPage'), page: (n) => t('page', { page: n }) }}
          />
        </>
      )}
      {editing ? <RebateEditor row={editing} seriesNames={seriesNames} onDone={() => { setEditing(null); void mutate(); }} /> : null}
    </section>
  );
}

function DownlineTable({
  rows,
  seriesNames,
  onDrill,
  onAct,
  onEdit,
}: {
  rows: readonly DownlineRow[];
  seriesNames: Record<string, string>;
  onDrill: (row: DownlineRow) => void;
  onAct: (url: string, body: unknown) => Promise<void>;
  onEdit: (row: DownlineRow) => void;
}) {
  const t = useTranslations('agentTeam.downlines');
  const locale = useLocale();
  const rebateText = (row: DownlineRow) =>
    row.rebates
      .filter((r) => r.rate !== '0.00')
      .map((r) => `${seriesNames[r.series] ?? r.series} ${r.rate}%`)
      .join(', ') || '0%';
  return (
    <DataTable
      rows={rows}
      rowKey={(row) => row.memberId}
      rowTestId={(row) => `downline-${row.account}`}
      columns={[
        {
          label: t('account'),
          rowHeader: true,
          card: 'title',
          cell: (row) =>
            row.type !== 0 ? (
              <button type="button" className="link" onClick={() => onDrill(row)} aria-label={t('viewTeam', { account: row.account })}>
                {row.account}
              </button>
            ) : (
              row.account
            ),
        },
        { label: t('balance'), card: 'amount', cell: (row) => formatAmount(row.balance, locale) },
        { label: t('teamSize'), cell: (row) => row.teamSize },
        { label: t('status'), card: 'state', cell: (row) => (row.accountEnabled ? t('enabled') : t('locked')) },
        { label: t('gameStatus'), cell: (row) => (row.gameEnabled ? t('gameOn') : t('gameOff')) },
        { label: t('rebate'), cell: rebateText },
        { label: t('registeredAt'), card: 'date', cell: (row) => businessDate(row.registeredAt, locale) },
        {
          label: t('actions'),
          card: 'wide',
          cell: (row) =>
            row.editable ? (
              <div className="row-actions">
                <button type="button" className="btn" onClick={() => onAct('/api/agent/team/downline/status', { memberId: row.memberId, accountEnabled: !row.accountEnabled })}>
                  {row.accountEnabled ? t('lock') : t('unlock')}
                </button>
                <button type="button" className="btn" onClick={() => onAct('/api/agent/team/downline/status', { memberId: row.memberId, gameEnabled: !row.gameEnabled })}>
                  {row.gameEnabled ? t('disableGames') : t('enableGames')}
                </button>
                <button type="button" className="btn" onClick={() => onEdit(row)}>
                  {t('editRebate')}
                </button>
                {row.type === 0 ? (
                  <button
                    type="button"
                    className="btn"
                    onClick={() => window.confirm(t('promoteConfirm', { account: row.account })) && onAct('/api/agent/team/downline/promote', { memberId: row.memberId })}
                  >
                    {t('promote')}
                  </button>
                ) : null}
                <details>
                  <summary>{t('contact')}</summary>
                  {row.mobile || row.email ? (
                    <dl className="summary">
                      {row.mobile ? (
                        <>
                          <dt>{t('mobile')}</dt>
                          <dd>{row.mobile}</dd>
                        </>
                      ) : null}
                      {row.email ? (
                        <>
                          <dt>{t('email')}</dt>
                          <dd>{row.email}</dd>
                        </>
                      ) : null}
                    </dl>
                  ) : (
                    <p>{t('noContact')}</p>
                  )}
                </details>
                <ClientLocaleLink href={`/agentHome/agentRedRain?to=${encodeURIComponent(row.account)}`} className="btn">
                  {t('transfer')}
                </ClientLocaleLink>
              </div>
            ) : (
              <small>{t('readOnly')}</small>
            ),
        },
      ]}
    />
  );
}

/** The rebate of one direct downline: raise only, within the caller's own (bounds from the platform). */
function RebateEditor({ row, seriesNames, onDone }: { row: DownlineRow; seriesNames: Record<string, string>; onDone: () => void }) {
  const t = useTranslations('agentTeam');
  const errors = useTeamErrors();
  const { data } = useSWR(`/api/agent/team/rebates?memberId=${row.memberId}`, fetchJson<DownlineRebatesAnswer>);
  const [values, setValues] = useState<Record<string, string>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!data) return <p aria-busy="true">{t('loading')}</p>;
  const current = (series: string) => values[series] ?? data.rebates.find((r) => r.series === series)?.rate ?? '0.00';

  async function save(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const bound of data!.rebates) {
      const bad = rateProblem(current(bound.series), bound);
      if (bad) found[bound.series] = errors.rebate(bad);
    }
    setFieldErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    const rebates = Object.fromEntries(data!.rebates.map((b) => [b.series, current(b.series)]));
    const result = await callApi('/api/agent/team/downline/rebates', { memberId: row.memberId, rebates }, 'PUT');
    setBusy(false);
    if (!result.ok) {
      setFieldErrors(errors.rebateFields(result.error));
      return setProblem(errors.message(result.error));
    }
    onDone();
  }

  return (
    <form className="rebate-editor" onSubmit={save} aria-labelledby="rebate-editor-title" noValidate>
      <h2 id="rebate-editor-title">{t('downlines.editRebateOf', { account: row.account })}</h2>
      <p>{t('downlines.neverLower')}</p>
      <FormAlert>{problem}</FormAlert>
      <RebateFields
        idPrefix="edit-rate"
        bounds={data.rebates}
        values={Object.fromEntries(data.rebates.map((b) => [b.series, current(b.series)]))}
        errors={fieldErrors}
        seriesNames={seriesNames}
        onChange={(series: RebateSeries, value) => setValues((v) => ({ ...v, [series]: value }))}
      />
      <div className="form-actions">
        <button type="button" className="btn" onClick={onDone}>
          {t('cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}
