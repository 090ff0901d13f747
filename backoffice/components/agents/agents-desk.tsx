'use client';
import { useTranslations } from 'next-intl';
import { useRef, useState, type KeyboardEvent } from 'react';
import { AgentPanel } from './agent-panel';
import { AgentTree } from './agent-tree';
import { SettlementRuns } from './settlement-runs';

const TABS = ['tree', 'settlements'] as const;
type Tab = (typeof TABS)[number];

/** The agents screen: the tree with the chosen agent's panel beside it, and the settlement runs, as two tabs. */
export function AgentsDesk() {
  const t = useTranslations('agents');
  const [tab, setTab] = useState<Tab>('tree');
  const [selected, setSelected] = useState<string | null>(null);
  const buttons = useRef<Record<Tab, HTMLButtonElement | null>>({ tree: null, settlements: null });
  // The tabs pattern: arrow keys move between tabs, Tab moves into the panel.
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = TABS[(TABS.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length];
    setTab(next);
    buttons.current[next]?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={t('tabs')} className="agent-tabs" onKeyDown={onKey}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              buttons.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`agents-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`agents-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
          >
            {t(`tab.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`agents-panel-${tab}`} aria-labelledby={`agents-tab-${tab}`}>
        {tab === 'tree' ? (
          <div className="agents-grid">
            <AgentTree selected={selected} onSelect={setSelected} />
            {selected ? <AgentPanel key={selected} account={selected} onClose={() => setSelected(null)} /> : <p className="panel hint">{t('pickAgent')}</p>}
          </div>
        ) : (
          <SettlementRuns />
        )}
      </div>
    </>
  );
}
