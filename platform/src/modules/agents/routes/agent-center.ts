// The agent center's shell (spec §2, §6): the menu an agent sees. Every route here and in the other
// agent-* route files runs behind requireAgent: a member gets 403 `non_agent` before anything is read.
import type { FastifyPluginAsync } from 'fastify';
import { eq, or } from 'drizzle-orm';
import { isAgentType } from '../../../../../contract/member-types';
import type { RoutesOptions } from '../../../context';
import { members } from '../../accounts';
import { agentContracts } from '../schema-agent-contracts';
import type { WhitelabelNode } from '../../content';
import { SETTING_KEYS } from '../../content';
import { readSetting } from '../../../core/database/settings';
import { agentMenuOf } from '../rules/agent-menu';
import { ok } from '../../../core/http/envelope';
import { agentOf, requireAgent } from '../http/require-agent';

export const agentCenterRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  app.addHook('preHandler', requireAgent(ctx.db));

  app.get('/wps/agent/menu', async (request) => {
    const agent = agentOf(request);
    const [self] = await ctx.db.select({ parentId: members.parentId }).from(members).where(eq(members.id, agent.memberId));
    const [upline] = self?.parentId ? await ctx.db.select({ type: members.type }).from(members).where(eq(members.id, self.parentId)) : [];
    const contracts = await ctx.db
      .selectDistinct({ kind: agentContracts.kind })
      .from(agentContracts)
      .where(or(eq(agentContracts.uplineId, agent.memberId), eq(agentContracts.downlineId, agent.memberId)));
    return ok(
      agentMenuOf({
        whitelabel: (await readSetting<WhitelabelNode[]>(ctx.db, SETTING_KEYS.whitelabel)) ?? [],
        siteFlags: await ctx.cache.flags.get(),
        agentType: agent.type,
        hasUplineAgent: upline !== undefined && isAgentType(upline.type),
        contractKinds: new Set(contracts.map((c) => c.kind)),
      }),
    );
  });
};
