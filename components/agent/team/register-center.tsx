'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { RebateBound } from '@/contract/agent-team';
import { AffiliateLinks } from './affiliate-links';
import { RegisterDownlineForm } from './register-downline-form';

/** /agentHome/registerCenter: create an account, or manage registration links. */
export function RegisterCenter({ bounds, seriesNames, origin }: { bounds: readonly RebateBound[]; seriesNames: Record<string, string>; origin: string }) {
  const t = useTranslations('agentTeam');
  const [tab, setTab] = useState<'create' | 'links'>('create');
  return (
    <>
      <div role="tablist" className="tabs">
        {(['create', 'links'] as const).map((name) => (
          <button key={name} type="button" role="tab" id={`regcen-tab-${name}`} aria-selected={tab === name} aria-controls={`regcen-panel-${name}`} className="btn" onClick={() => setTab(name)}>
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`regcen-panel-${tab}`} aria-labelledby={`regcen-tab-${tab}`}>
        {tab === 'create' ? <RegisterDownlineForm bounds={bounds} seriesNames={seriesNames} /> : <AffiliateLinks bounds={bounds} seriesNames={seriesNames} origin={origin} />}
      </div>
    </>
  );
}
