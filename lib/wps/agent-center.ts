import 'server-only';
import { agentMenuAnswer, type AgentMenuAnswer } from '@/contract/agent-center';
import { wpsFetch, type WpsCaller } from './client';

/** GET /wps/agent/menu (token, agents only): the menu codes this agent sees and the flags behind them. */
export function agentMenu(caller: WpsCaller): Promise<AgentMenuAnswer> {
  return wpsFetch('/wps/agent/menu', { schema: agentMenuAnswer, caller });
}
