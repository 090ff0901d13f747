import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { AgentClock } from '@/components/agent/agent-clock';
import { AgentMenu } from '@/components/agent/agent-menu';
import { businessClock, businessClockFace } from '@/contract/business-time';
import { ContractPopupHost } from '@/components/agent/contracts/contract-popup-host';
import { LogoutButton } from '@/components/auth/logout-button';
import { agentPage } from '@/lib/agent/agent-page';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { agentMenu } from '@/lib/wps/agent-center';
import { siteResources } from '@/lib/wps/site-resources';

export const metadata = { robots: { index: false } };

/**
 * The agent center's frame (spec §2): header with GMT offset, live clock, nickname and sign out
 * (back to /agent), the left menu this agent sees, and the page. Each page checks the agent again
 * before reading anything (layouts and pages render in parallel).
 */
export default async function AgentHomeLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  const locale = await pageLocale(params);
  const { agent, caller } = await agentPage(locale);
  const [menu, resources, t] = await Promise.all([agentMenu(caller), siteResources(), getTranslations('agent')]);
  const name = agent.nickname || agent.account;
  const now = new Date();
  return (
    <div className="agent-center">
      <header className="agent-header">
        <strong>{t('homeTitle')}</strong>
        <span className="spacer" />
        <AgentClock initial={{ dateTime: now.toISOString(), text: businessClock(now, locale) }} face={businessClockFace(now, locale)} />
        <span data-testid="agent-name">{name}</span>
        <LogoutButton redirectTo="/agent" />
      </header>
      <div className="agent-body">
        <AgentMenu codes={menu.codes} customerService={resources.customerService} />
        <div className="agent-page">{children}</div>
      </div>
      <ContractPopupHost />
    </div>
  );
}
