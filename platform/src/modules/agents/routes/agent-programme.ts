// GET /wps/agent/programme (contract/agent-programme.ts): the agent programme a guest may read,
// from the settings the agent routes themselves apply — nothing is stated that they do not enforce.
import type { FastifyPluginAsync } from 'fastify';
import { AGENT_MENU } from '../../../../../contract/agent-center';
import { CONTRACT_KINDS, CONTRACT_PAGES } from '../../../../../contract/agent-contracts';
import type { AgentProgramme } from '../../../../../contract/agent-programme';
import { formatRate, REBATE_SERIES } from '../../../../../contract/agent-team';
import type { RoutesOptions } from '../../../context';
import { readAgentRegistrationSettings } from '../queries/agent-registration-settings';
import { readAgentTransferSettings } from '../queries/agent-transfer-settings';
import { readRebateCeilings } from '../rules/agent-rebates';
import { ok } from '../../../core/http/envelope';

/** Whether the agent center offers a contract kind: its menu entry's flag (contract/agent-center.ts) is on. */
function contractOffered(kind: (typeof CONTRACT_KINDS)[number], flags: Record<string, boolean>): boolean {
  const flag = AGENT_MENU.find((entry) => entry.code === CONTRACT_PAGES[kind].code)?.flag;
  return flag === undefined || flags[flag] === true;
}

export const agentProgrammeRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  app.get('/wps/agent/programme', async (_request, reply) => {
    const [flags, ceilings, transfers, registration] = await Promise.all([
      ctx.cache.flags.get(),
      readRebateCeilings(ctx.db),
      readAgentTransferSettings(ctx.db),
      readAgentRegistrationSettings(ctx.db),
    ]);
    const programme: AgentProgramme = {
      open: flags.AGENTPOLICY3 === true,
      rebates: REBATE_SERIES.filter((series) => ceilings[series] > 0).map((series) => ({ series, ceiling: formatRate(ceilings[series]) })),
      contracts: CONTRACT_KINDS.filter((kind) => contractOffered(kind, flags)),
      transfers: transfers.enabled,
      accountsPerDay: registration.maxPerDay,
    };
    reply.header('Cache-Control', 'public, max-age=60');
    return ok(programme);
  });
};
