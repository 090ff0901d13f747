// The agent (affiliate) programme as a guest may read it (issue #30: the footer's affiliate link led
// to a bare login page): GET /wps/agent/programme answers what the operator has configured — the
// rebate an agent may earn per product series (the platform's ceilings, money-and-agents §5.3
// "Upper bounds"), which contracts an upline may offer (the agent center's flags, §5.6), whether
// agents can pay their downlines (§5.4) and how many accounts an agent may open a day (the
// register centre's cap). Nothing here is a promise of income: contract figures are agreed per
// contract between an agent and its upline, so the programme names the kinds, never figures.
import { z } from 'zod';
import { CONTRACT_KINDS } from './agent-contracts';
import { REBATE_SERIES } from './agent-team';

export const agentProgrammeAnswer = z.object({
  /** The public entry is on (site flag AGENTPOLICY3); off, the portal shows no programme page. */
  open: z.boolean(),
  /** Series with a ceiling above zero, in the series' order: the highest rebate an agent may hold. */
  rebates: z.array(z.object({ series: z.enum(REBATE_SERIES), ceiling: z.string() })),
  /** The contract kinds whose agent-center entry is on. */
  contracts: z.array(z.enum(CONTRACT_KINDS)),
  /** Agents may pay their downlines (transfers and red envelopes). */
  transfers: z.boolean(),
  /** Accounts one agent may open in a day (0: the register centre opens none). */
  accountsPerDay: z.number().int().min(0),
});
export type AgentProgramme = z.infer<typeof agentProgrammeAnswer>;
