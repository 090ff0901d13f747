'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import useSWR from 'swr';
import type { AgentContractsAnswer } from '@/contract/agent-admin';
import { BffError } from '@bo/lib/client/api';
import { DataTable, type Column } from '../ui/data-table';
import { ErrorAlert } from '../ui/error-text';

type Held = AgentContractsAnswer['contracts'][number];
type HistoryEvent = Held['events'][number];

const whenOf = (format: ReturnType<typeof useFormatter>, ms: number) => format.dateTime(new Date(ms), { dateStyle: 'medium', timeStyle: 'short' });

/** How a contract's terms read in one line: its tiers (and the dividend's period or the hourly frequency). */
function useTermsText() {
  const t = useTranslations('agents');
  return (terms: Held['contract']['terms']): string => {
    if ('games' in terms) return t('termsRealtime', { games: terms.games.length });
    if ('period' in terms) return t('termsDividend', { tiers: terms.tiers.length, period: t(`dividendPeriods.${terms.period}`) });
    if ('frequency' in terms) return t('termsHourly', { tiers: terms.tiers.length, frequency: t(`frequencies.${terms.frequency}`) });
    return t('termsDaily', { tiers: terms.tiers.length });
  };
}

/** An agent's facts and the contracts it holds from its upline, each with every change it went through. */
export function AgentPanel({ account, onClose }: { account: string; onClose: () => void }) {
  const t = useTranslations('agents');
  const common = useTranslations('common');
  const answer = useSWR<AgentContractsAnswer>(`/api/agents/${encodeURIComponent(account)}/contracts`);
  return (
    <section className="panel agent-panel" aria-labelledby="agent-panel-title" data-testid="agent-panel">
      <div className="agent-panel-head">
        <h2 id="agent-panel-title">{t('panelTitle', { account })}</h2>
        <button type="button" onClick={onClose}>
          {t('closePanel')}
        </button>
      </div>
      {answer.error && !answer.data ? (
        <div className="query-state">
          {answer.error instanceof BffError && answer.error.code === 'agent_not_found' ? <p role="alert" className="alert alert-error">{t('errors.agent_not_found')}</p> : <ErrorAlert error={answer.error} />}
          <button type="button" onClick={() => answer.mutate()}>
            {common('retry')}
          </button>
        </div>
      ) : !answer.data ? (
        <p className="query-state" role="status" aria-busy="true">
          {common('loading')}
        </p>
      ) : (
        <AgentDetail detail={answer.data} />
      )}
    </section>
  );
}

function AgentDetail({ detail }: { detail: AgentContractsAnswer }) {
  const t = useTranslations('agents');
  const { agent, contracts } = detail;
  return (
    <>
      <dl className="facts">
        <dt>{t('nickname')}</dt>
        <dd>{agent.nickname}</dd>
        <dt>{t('level')}</dt>
        <dd>{agent.level}</dd>
        <dt>{t('uplines')}</dt>
        <dd>{agent.path.length > 0 ? agent.path.join(' › ') : t('topAgent')}</dd>
        <dt>{t('downlineAgents')}</dt>
        <dd>{agent.downlineAgents}</dd>
        <dt>{t('members')}</dt>
        <dd>{agent.members}</dd>
      </dl>
      <h3>{t('contractsTitle')}</h3>
      {contracts.length === 0 ? <p className="query-state empty">{agent.path.length === 0 ? t('noContractsTop') : t('noContracts')}</p> : contracts.map((held) => <ContractCard key={held.contract.id} held={held} />)}
    </>
  );
}

function ContractCard({ held }: { held: Held }) {
  const t = useTranslations('agents');
  const format = useFormatter();
  const termsText = useTermsText();
  const { contract, events } = held;
  const when = (ms: number) => whenOf(format, ms);
  const columns = useMemo<Column<HistoryEvent>[]>(
    () => [
      { id: 'at', header: t('at'), cell: ({ row }) => <time dateTime={new Date(row.original.at).toISOString()}>{whenOf(format, row.original.at)}</time> },
      { id: 'action', header: t('action'), cell: ({ row }) => <span className="mono small">{row.original.action}</span> },
      {
        id: 'change',
        header: t('change'),
        cell: ({ row }) => (row.original.fromStatus ? `${t(`contractStatus.${row.original.fromStatus}`)} → ${t(`contractStatus.${row.original.toStatus}`)}` : t(`contractStatus.${row.original.toStatus}`)),
      },
      { id: 'actor', header: t('actor'), cell: ({ row }) => <span className="mono small">{row.original.actor}</span> },
      { id: 'remark', header: t('remark'), cell: ({ row }) => row.original.remark ?? <span className="muted">—</span> },
    ],
    [t, format],
  );
  return (
    <article className="agent-contract" aria-labelledby={`contract-${contract.id}`} data-testid={`contract-${contract.kind}`}>
      <h4 id={`contract-${contract.id}`}>
        {t(`kinds.${contract.kind}`)} <span className={`badge ${contract.status === 'A' ? 'badge-active' : contract.status === 'C' || contract.status === 'R' ? 'badge-disabled' : 'badge-wait'}`}>{t(`contractStatus.${contract.status}`)}</span>
      </h4>
      <dl className="facts">
        <dt>{t('upline')}</dt>
        <dd className="mono">{contract.upline.account}</dd>
        <dt>{t('terms')}</dt>
        <dd>{termsText(contract.terms)}</dd>
        <dt>{t('signedAt')}</dt>
        <dd>{contract.signedAt ? when(contract.signedAt) : <span className="muted">{t('notSigned')}</span>}</dd>
        {contract.endedAt ? (
          <>
            <dt>{t('endedAt')}</dt>
            <dd>{when(contract.endedAt)}</dd>
          </>
        ) : null}
      </dl>
      <DataTable caption={t('historyCaption', { kind: t(`kinds.${contract.kind}`) })} columns={columns} data={events} rowId={(row) => String(row.id)} />
    </article>
  );
}
