// Which agent-center entries an agent sees (money-and-agents §5.1): the white-label `agent` module
// and its per-code children (an entry not listed is on), the site's agent-center switches, and for
// transfer-to-upline an upline agent and an agent type other than 2.
import { AGENT_MENU, DEFAULT_AGENT_FLAGS, type AgentFlag, type AgentMenuAnswer } from '../../../contract/agent-center';
import type { WhitelabelNode } from '../db/seed/site-config';

export interface AgentMenuInput {
  whitelabel: WhitelabelNode[];
  settings: Partial<Record<AgentFlag, boolean>> | undefined;
  agentType: number;
  hasUplineAgent: boolean;
}

export function agentMenuOf({ whitelabel, settings, agentType, hasUplineAgent }: AgentMenuInput): AgentMenuAnswer {
  const flags = { ...DEFAULT_AGENT_FLAGS, ...settings };
  flags.toUpline = flags.toUpline && hasUplineAgent && agentType !== 2;
  const agentModule = whitelabel.find((n) => n.modId === 'agent');
  const moduleOn = agentModule?.enabled ?? true;
  const childOn = (code: string) => agentModule?.childrenNodes.find((n) => n.modId === code)?.enabled ?? true;
  const codes = AGENT_MENU.filter((entry) => entry.always || (moduleOn && childOn(entry.code) && (!entry.flag || flags[entry.flag]))).map((e) => e.code);
  return { codes, flags };
}
