import 'server-only';
import {
  AGENT_REPORT_PATHS,
  downlineTransactions,
  myIncome,
  teamBetting,
  teamOverview as teamOverviewSchema,
  teamPnl,
  type AgentReport,
  type ReportAnswers,
  type TeamOverview,
  type TeamPeriod,
} from '@/contract/agent-reports';
import { wpsFetch, type WpsCaller } from './client';

/** ODSFE2_getTeamOverviewSum (agent token): the team's KPIs and chart for a period. */
export function teamOverview(caller: WpsCaller, period: TeamPeriod): Promise<TeamOverview> {
  return wpsFetch(AGENT_REPORT_PATHS.teamOverview, { schema: teamOverviewSchema, caller, query: { period } });
}


const SCHEMAS = { teamBetting, teamPnl, myIncome, downlineTransactions };

export type ReportQuery = Record<string, string | number | undefined>;

/** One page of an agent report (agent token); the platform checks the range and the subtree. */
export function agentReport<R extends AgentReport>(caller: WpsCaller, report: R, query: ReportQuery): Promise<ReportAnswers[R]> {
  return wpsFetch(AGENT_REPORT_PATHS[report], { schema: SCHEMAS[report] as never, caller, query });
}
