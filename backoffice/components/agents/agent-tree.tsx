'use client';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import type { AgentNode, AgentTreePage } from '@/contract/agent-admin';
import { ErrorAlert } from '../ui/error-text';
import { useScopedFieldText } from '../ui/scoped-text';

/** Agents per page of a level: a big agent's downline is read a page at a time, never all at once. */
const PAGE_SIZE = 25;

const treeUrl = (query: Record<string, string | number>) => `/api/agents?${new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]))}`;

/**
 * The agent tree (spec §1): the top-level agents, each opened on demand to its direct downline
 * agents (a disclosure button per agent: Tab reaches it, Enter or Space opens and closes it), or the
 * agents whose account matches a search. Choosing an agent shows its panel.
 */
export function AgentTree({ selected, onSelect }: { selected: string | null; onSelect: (account: string) => void }) {
  const t = useTranslations('agents');
  const fieldText = useScopedFieldText('agents');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = typed.trim();
    if (q === '') {
      setSearch(null);
      setProblem(null);
    } else if (q.length < 2) setProblem('search_short');
    else if (!/^[A-Za-z0-9_]+$/.test(q)) setProblem('search_invalid');
    else {
      setProblem(null);
      setSearch(q);
    }
  };
  return (
    <section className="panel agent-tree" aria-labelledby="agent-tree-title">
      <h2 id="agent-tree-title">{t('treeTitle')}</h2>
      <form role="search" className="inline-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="agent-search">{t('search')}</label>
          <input id="agent-search" type="search" value={typed} onChange={(event) => setTyped(event.target.value)} autoCapitalize="none" spellCheck={false} maxLength={40} aria-invalid={problem ? true : undefined} aria-describedby="agent-search-hint" />
          <p id="agent-search-hint" className={problem ? 'field-error' : 'hint'}>
            {problem ? fieldText(problem) : t('searchHint')}
          </p>
        </div>
        <button type="submit">{t('find')}</button>
        {search ? (
          <button
            type="button"
            onClick={() => {
              setTyped('');
              setSearch(null);
            }}
          >
            {t('clearSearch')}
          </button>
        ) : null}
      </form>
      {search ? <p className="hint">{t('searchResults', { q: search })}</p> : null}
      <ul className="agent-level" aria-label={search ? t('searchResults', { q: search }) : t('topLevel')}>
        <TreeLevel query={search ? { q: search } : {}} selected={selected} onSelect={onSelect} empty={search ? t('noMatch') : t('noAgents')} />
      </ul>
    </section>
  );
}

/** One level of the tree: its first page, and the next pages as staff ask for them. */
function TreeLevel({ query, selected, onSelect, empty }: { query: Record<string, string>; selected: string | null; onSelect: (account: string) => void; empty: string }) {
  const [pages, setPages] = useState(1);
  return (
    <>
      {Array.from({ length: pages }, (_, index) => (
        <TreePage key={index} query={query} page={index + 1} last={index + 1 === pages} selected={selected} onSelect={onSelect} empty={empty} more={() => setPages(pages + 1)} />
      ))}
    </>
  );
}

function TreePage({
  query,
  page,
  last,
  selected,
  onSelect,
  empty,
  more,
}: {
  query: Record<string, string>;
  page: number;
  last: boolean;
  selected: string | null;
  onSelect: (account: string) => void;
  empty: string;
  more: () => void;
}) {
  const t = useTranslations('agents');
  const common = useTranslations('common');
  const answer = useSWR<AgentTreePage>(treeUrl({ ...query, page, size: PAGE_SIZE }));
  if (answer.error && !answer.data) {
    return (
      <li className="agent-state">
        <ErrorAlert error={answer.error} />
        <button type="button" onClick={() => answer.mutate()}>
          {common('retry')}
        </button>
      </li>
    );
  }
  if (!answer.data) {
    return (
      <li className="agent-state" role="status" aria-busy="true">
        {common('loading')}
      </li>
    );
  }
  const { rows, total } = answer.data;
  if (page === 1 && rows.length === 0) return <li className="agent-state muted">{empty}</li>;
  const shown = Math.min(total, page * PAGE_SIZE);
  return (
    <>
      {rows.map((node) => (
        <TreeNode key={node.id} node={node} selected={selected} onSelect={onSelect} />
      ))}
      {last && shown < total ? (
        <li className="agent-state">
          <button type="button" onClick={more}>
            {t('showMore', { shown, total })}
          </button>
        </li>
      ) : null}
    </>
  );
}

function TreeNode({ node, selected, onSelect }: { node: AgentNode; selected: string | null; onSelect: (account: string) => void }) {
  const t = useTranslations('agents');
  const [open, setOpen] = useState(false);
  const childrenId = useId();
  const opens = node.downlineAgents > 0;
  return (
    <li className="agent-node" data-testid={`agent-node-${node.account}`}>
      <div className="agent-row">
        {opens ? (
          <button type="button" className="agent-toggle" aria-expanded={open} aria-controls={childrenId} aria-label={t(open ? 'collapse' : 'expand', { account: node.account })} onClick={() => setOpen(!open)}>
            <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          </button>
        ) : (
          <span className="agent-toggle-none" aria-hidden="true" />
        )}
        <button type="button" className="agent-name" aria-pressed={selected === node.account} onClick={() => onSelect(node.account)}>
          <span className="mono">{node.account}</span> <span className="muted">{node.nickname}</span>
        </button>
        <span className="agent-facts small muted">
          {t('nodeFacts', { level: node.level, agents: node.downlineAgents, members: node.members })}
          {node.path.length > 0 ? ` · ${t('under', { path: node.path.join(' › ') })}` : ''}
        </span>
        <span className="badges">
          {node.contracts.map((contract) => (
            <span key={contract.id} className={`badge ${contract.status === 'A' ? 'badge-active' : 'badge-wait'}`}>
              {t(`kinds.${contract.kind}`)} · {t(`contractStatus.${contract.status}`)}
            </span>
          ))}
        </span>
      </div>
      {opens && open ? (
        <ul id={childrenId} className="agent-level" aria-label={t('downlineOf', { account: node.account })}>
          <TreeLevel query={{ parent: node.account }} selected={selected} onSelect={onSelect} empty={t('noDownline')} />
        </ul>
      ) : null}
    </li>
  );
}
