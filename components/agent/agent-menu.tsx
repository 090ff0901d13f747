import { getTranslations } from 'next-intl/server';
import { agentPagePath } from '@/contract/agent-center';
import { primaryServiceChannel, type SiteResource } from '@/contract/site-resources';
import { AgentMenuLink } from './agent-menu-link';

/**
 * The agent center's left menu (spec §2): deposit and withdraw, the entries this agent sees in the
 * spec's order (the platform decides which), then platform information's neighbour, customer
 * service. A vertical list on wide screens, a scrolling strip on phones.
 */
export async function AgentMenu({ codes, customerService }: { codes: string[]; customerService: SiteResource[] }) {
  const t = await getTranslations('agentMenu');
  const channel = primaryServiceChannel(customerService);
  return (
    <nav className="agent-menu" aria-label={t('label')}>
      <ul>
        <li><AgentMenuLink href="/depositv2">{t('deposit')}</AgentMenuLink></li>
        <li><AgentMenuLink href="/withdraw">{t('withdraw')}</AgentMenuLink></li>
        {codes.map((code) => {
          const href = agentPagePath(code);
          return href ? (
            <li key={code}>
              <AgentMenuLink href={href}>{t(code as 'AGEINFO3')}</AgentMenuLink>
            </li>
          ) : null;
        })}
        {channel ? (
          <li>
            <a href={channel.url} rel="noopener" target="_blank">{t('customerService')}</a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
