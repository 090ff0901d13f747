'use client';

import { useLocale, useTranslations } from 'next-intl';
import { businessDateTime } from '@/contract/business-time';
import { useState } from 'react';
import useSWR from 'swr';
import type { ContractHistory, ContractKind, ContractsOverview, ContractView, SettlementPage } from '@/contract/agent-contracts';
import { fetchRecord, errorCode } from '@/components/records/record-range';
import { DataTable } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { eventActor, type ContractViewer, type EventActor } from '@/lib/agent/contract-history';
import { settlementPeriod } from '@/lib/agent/settlement-period';
import { formatAmount } from '@/lib/format/amount';
import type { ApiResult } from '@/lib/ui/post-json';
import { contractAction, decide, modify, offer, useContractError } from './contract-calls';
import { TermsForm } from './terms-form';
import { TermsTable } from './terms-table';

type Editing = { downlineId: number; contract: ContractView | null };

/**
 * A contract page (DIVIDEND, DAYSAL, HOURSAL3, RTSALARY3): my contract from my upline, the
 * contracts of my direct downline agents (create, modify, terminate, decide their termination
 * requests, history) and the settlement records, paid to me or by me.
 */
export function ContractCenter({ kind }: { kind: ContractKind }) {
  const t = useTranslations('contracts');
  const locale = useLocale();
  const errorText = useContractError();
  const actorLabel = (actor: EventActor) => (actor.who === 'you' || actor.who === 'operator' ? t(`actors.${actor.who}`) : t(`actors.${actor.who}`, { account: actor.account }));
  const overview = useSWR(`/api/agent/contracts?kind=${kind}`, fetchRecord<ContractsOverview>);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [history, setHistory] = useState<(ContractHistory & { viewer: ContractViewer }) | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<ApiResult<unknown>>) {
    setBusy(true);
    setError(null);
    const result = await action();
    setBusy(false);
    if (!result.ok) {
      setError(errorText(result.error));
      return false;
    }
    setEditing(null);
    await overview.mutate();
    return true;
  }

  async function showHistory(contract: ContractView, viewer: ContractViewer) {
    const answer = await fetchRecord<ContractHistory>(`/api/agent/contracts/${contract.id}/history`).catch(() => null);
    if (answer) setHistory({ ...answer, viewer });
    else setError(errorText({ code: 'generic' }));
  }

  if (overview.error) {
    return (
      <p role="alert">
        {errorText({ code: errorCode(overview.error) })}{' '}
        <button type="button" className="btn" onClick={() => void overview.mutate()}>
          {t('retry')}
        </button>
      </p>
    );
  }
  if (!overview.data) return <p aria-busy="true">{t('loading')}</p>;
  const { mine, downlines, canOffer } = overview.data;

  return (
    <div className="contract-center">
      <section aria-labelledby="my-contract">
        <h2 id="my-contract">{t('myContract')}</h2>
        {mine ? (
          <div data-testid="my-contract">
            <p>
              {t('status_')}: <strong>{t(`status.${mine.status}`)}</strong>
            </p>
            <TermsTable kind={kind} terms={mine.terms} />
            <span className="actions">
              {mine.status === 'A' || mine.status === 'E' ? (
                <button type="button" className="btn" disabled={busy} onClick={() => void run(() => contractAction(mine, 'request-terminate'))}>
                  {t('requestTerminate')}
                </button>
              ) : null}
              <button type="button" className="btn" onClick={() => void showHistory(mine, 'downline')}>
                {t('history')}
              </button>
            </span>
          </div>
        ) : (
          <p>{t('noContract')}</p>
        )}
      </section>

      <section aria-labelledby="management">
        <h2 id="management">{t('management')}</h2>
        {!canOffer ? <p>{t('cannotOffer')}</p> : null}
        <FormAlert>{editing ? null : error}</FormAlert>
        {downlines.length === 0 ? (
          <p>{t('noDownlines')}</p>
        ) : (
          <DataTable
            rows={downlines}
            rowKey={(d) => d.memberId}
            columns={[
              { label: t('downline'), cell: (d) => d.account, rowHeader: true },
              { label: t('status_'), cell: (d) => (d.contract ? t(`status.${d.contract.status}`) : t('noContract')) },
              {
                label: t('actions'),
                cell: (d) => {
                  const c = d.contract;
                  const live = c && ['P', 'A', 'E', 'V'].includes(c.status);
                  return (
                    <span className="actions">
                      {!live && canOffer ? (
                        <button type="button" className="btn" onClick={() => setEditing({ downlineId: d.memberId, contract: null })}>
                          {t('create')}
                        </button>
                      ) : null}
                      {c && ['P', 'A', 'E'].includes(c.status) ? (
                        <>
                          <button type="button" className="btn" onClick={() => setEditing({ downlineId: d.memberId, contract: c })}>
                            {t('modify')}
                          </button>
                          <button type="button" className="btn" disabled={busy} onClick={() => void run(() => contractAction(c, 'terminate'))}>
                            {t('terminate')}
                          </button>
                        </>
                      ) : null}
                      {c && c.status === 'V' && c.requestedBy === 'downline' ? (
                        <>
                          <button type="button" className="btn" disabled={busy} onClick={() => void run(() => decide(c, 'C'))}>
                            {t('acceptTerminate')}
                          </button>
                          <button type="button" className="btn" disabled={busy} onClick={() => void run(() => decide(c, 'A'))}>
                            {t('rejectTerminate')}
                          </button>
                        </>
                      ) : null}
                      {c ? (
                        <button type="button" className="btn" onClick={() => void showHistory(c, 'upline')}>
                          {t('history')}
                        </button>
                      ) : null}
                    </span>
                  );
                },
              },
            ]}
          />
        )}
      </section>

      <SettlementRecords kind={kind} />

      {editing ? (
        <Modal title={editing.contract ? t('modify') : t('create')} closeLabel={t('close')} onClose={() => setEditing(null)} wide>
          <TermsForm
            kind={kind}
            initial={editing.contract ? (editing.contract.pendingTerms ?? editing.contract.terms) : undefined}
            error={error}
            busy={busy}
            onCancel={() => setEditing(null)}
            onSubmit={(terms) => void run(() => (editing.contract ? modify(editing.contract, terms) : offer(kind, editing.downlineId, terms)))}
          />
        </Modal>
      ) : null}
      {history ? (
        <Modal title={t('history')} closeLabel={t('close')} onClose={() => setHistory(null)} wide>
          <ol className="contract-history">
            {history.events.map((e) => (
              <li key={e.id}>
                <time dateTime={new Date(e.at).toISOString()}>{businessDateTime(e.at, locale, { dateStyle: 'short', timeStyle: 'medium' })}</time>
                <strong>{t.has(`events.${e.action as 'offer'}`) ? t(`events.${e.action as 'offer'}`) : t('events.other')}</strong>
                <span>{e.fromStatus ? t('historyMove', { from: t(`status.${e.fromStatus}`), to: t(`status.${e.toStatus}`) }) : t(`status.${e.toStatus}`)}</span>
                <span>{t('historyBy', { who: actorLabel(eventActor(e.actor, history.contract, history.viewer)) })}</span>
              </li>
            ))}
          </ol>
        </Modal>
      ) : null}
    </div>
  );
}

function SettlementRecords({ kind }: { kind: ContractKind }) {
  const t = useTranslations('contracts');
  const locale = useLocale();
  const errorText = useContractError();
  const [scope, setScope] = useState<'mine' | 'team'>('mine');
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useSWR(`/api/agent/contracts/settlements?kind=${kind}&scope=${scope}&page=${page}&size=20`, fetchRecord<SettlementPage>);
  const money = (value: string) => formatAmount(value, locale);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;
  return (
    <section aria-labelledby="settlements">
      <h2 id="settlements">{t('records')}</h2>
      <label>
        <select
          value={scope}
          onChange={(e) => {
            setScope(e.target.value as 'mine' | 'team');
            setPage(1);
          }}
        >
          <option value="mine">{t('scopeMine')}</option>
          <option value="team">{t('scopeTeam')}</option>
        </select>
      </label>
      {error ? (
        <p role="alert">
          {errorText({ code: errorCode(error) })}{' '}
          <button type="button" className="btn" onClick={() => void mutate()}>
            {t('retry')}
          </button>
        </p>
      ) : !data ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : data.rows.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <>
          <DataTable
            rows={data.rows}
            rowKey={(r) => r.id}
            columns={[
              { label: t('columns.period'), cell: (r) => settlementPeriod(r.kind, r.periodStart, r.periodEnd, locale), rowHeader: true },
              { label: t('columns.agent'), cell: (r) => (scope === 'mine' ? r.upline : r.agent) },
              { label: t('columns.teamVolume'), cell: (r) => money(r.teamVolume) },
              { label: t('columns.netLoss'), cell: (r) => money(r.netLoss) },
              { label: t('columns.activeMembers'), cell: (r) => r.activeMembers },
              { label: t('columns.tier'), cell: (r) => (r.tier ? `${t('level', { n: r.tier })} (${r.rate}${r.rateType === 'P' ? '%' : ''})` : '—') },
              ...(kind === 'dividend' ? [{ label: t('columns.carried'), cell: (r: SettlementPage['rows'][number]) => money(r.carriedAfter) }] : []),
              { label: t('columns.amount'), cell: (r) => money(r.amount) },
              { label: t('status_'), cell: (r) => t(`recordStatus.${r.status}`) },
            ]}
          />
          <p>{t('total', { amount: money(data.amount) })}</p>
          {pages > 1 ? (
            <nav className="pager">
              <button type="button" className="btn" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                ‹
              </button>
              <span>
                {page} / {pages}
              </span>
              <button type="button" className="btn" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                ›
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
