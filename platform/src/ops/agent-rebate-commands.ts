// `npm run ops -- settle agent-rebate --day YYYY-MM-DD`: the daily agent rebate for one day, through
// the running platform's admin API only (it moves money: cli.ts needsPlatform). A day is paid once: a
// second run reports the agents as already paid and moves nothing.
import type { Envelope } from '../core/http/envelope';
import type { AgentRebateReport } from '../modules/agents';
import { callAdmin } from './admin-client';

export const AGENT_REBATE_USAGE = `  settle agent-rebate --day YYYY-MM-DD     pay each agent's rebate of that day (once; a rerun pays nothing)`;

export type AgentRebateCommand = { kind: 'settle-agent-rebate'; day: string };

export function parseAgentRebateCommand(args: string[]): AgentRebateCommand | undefined {
  const [name, what, flag, day] = args;
  if (args.length !== 4 || name !== 'settle' || what !== 'agent-rebate' || flag !== '--day' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  return { kind: 'settle-agent-rebate', day };
}

export function agentRebateViaApi(command: AgentRebateCommand, baseUrl: string, key: string): Promise<Envelope> {
  return callAdmin(baseUrl, key, 'POST', '/agent/settle-rebate', { day: command.day }, 10 * 60_000);
}

export function describeAgentRebate(value: unknown): string {
  const report = value as AgentRebateReport;
  return [
    `agent rebate ${report.day}: ${report.paid.length} agents paid, ${report.total} in total; ${report.alreadyPaid} already paid before`,
    ...report.paid.map((p) => `  agent ${p.agentId}: ${p.amount}`),
  ].join('\n');
}
