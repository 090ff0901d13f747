import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ServerMessages } from '@/components/i18n/server-messages';
import { REBATE_SERIES } from '@/contract/agent-team';
import { AGENT_TEAM_NAMESPACES } from '@/lib/i18n/client-messages';

/** The series' names, from the game types' texts (a server-only namespace), for the client components. */
export async function seriesNamesOf(): Promise<Record<string, string>> {
  const t = await getTranslations('gameTypes');
  return Object.fromEntries(REBATE_SERIES.map((series) => [series, t(series)]));
}

/** An agent team page: its title (the menu entry's name) and the team texts for its client parts. */
export async function TeamPage({ code, children }: { code: 'REGCEN' | 'DOWNMAN'; children: ReactNode }) {
  const t = await getTranslations('agentMenu');
  return (
    <main id="main">
      <h1>{t(code)}</h1>
      <ServerMessages namespaces={AGENT_TEAM_NAMESPACES}>{children}</ServerMessages>
    </main>
  );
}
