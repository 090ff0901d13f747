// Which agent-center entries an agent sees (money-and-agents §5.1): the white-label `agent` module
// and its per-code children (an entry not listed is on), the site flags of contract/site-flags.ts
// (enableCt, salary, hourSalary, agentRealtimeSalary, toUpline: what `flag <NAME> on|off` writes), for
// transfer-to-upline an upline agent and an agent type other than 2, and for the contract pages the
// agent's own contracts: a top agent (no upline agent) offers every kind; another agent sees a kind
// once it has a contract of it, from its upline or with a downline (offers come by the popup).
import { AGENT_FLAGS, AGENT_MENU, type AgentFlag, type AgentMenuAnswer } from '../../../../../contract/agent-center';
import type { ContractKind } from '../../../../../contract/agent-contracts';
import type { WhitelabelNode } from '../../content';

export interface AgentMenuInput {
  whitelabel: WhitelabelNode[];
  /** The site flags (a flag missing is off). */
  siteFlags: Readonly<Record<string, boolean>>;
  agentType: number;
  hasUplineAgent: boolean;
  /** The contract kinds the agent has a live or past contract of (as upline or downline). */
  contractKinds: ReadonlySet<ContractKind>;
}

const CONTRACT_FLAGS: Partial<Record<AgentFlag, ContractKind>> = { enableCt: 'dividend', salary: 'daily', hourSalary: 'hourly', agentRealtimeSalary: 'realtime' };

export function agentMenuOf({ whitelabel, siteFlags, agentType, hasUplineAgent, contractKinds }: AgentMenuInput): AgentMenuAnswer {
  const flags = Object.fromEntries(AGENT_FLAGS.map((flag) => [flag, siteFlags[flag] === true])) as Record<AgentFlag, boolean>;
  flags.toUpline = flags.toUpline && hasUplineAgent && agentType !== 2;
  for (const [flag, kind] of Object.entries(CONTRACT_FLAGS) as [AgentFlag, ContractKind][]) {
    flags[flag] = flags[flag] && (!hasUplineAgent || contractKinds.has(kind));
  }
  const agentModule = whitelabel.find((n) => n.modId === 'agent');
  const moduleOn = agentModule?.enabled ?? true;
  const childOn = (code: string) => agentModule?.childrenNodes.find((n) => n.modId === code)?.enabled ?? true;
  const codes = AGENT_MENU.filter((entry) => entry.always || (moduleOn && childOn(entry.code) && (!entry.flag || flags[entry.flag]))).map((e) => e.code);
  return { codes, flags };
}
