// Agent contracts (spec §4, §7; money-and-agents §5.6): the contract pages' reads and the upline's
// actions (offer, modify, terminate), the downline's termination request, the popup's decisions
// (MCSFE_process… relay calls) and settlement records. Behind requireAgent: a member gets 403
// `non_agent`; ids outside the caller's contracts or direct downline agents are not found.
// The consolidated popup's read is any session's (a plain member simply has nothing to decide).
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { recordIdParam } from '../../../../../contract/record-id';
import {
  CONTRACT_DECISION_PATHS,
  CONTRACT_KINDS,
  contractDecisionBody,
  contractModifyBody,
  contractOfferBody,
  contractVersionBody,
  settlementQuery,
} from '../../../../../contract/agent-contracts';
import type { RoutesOptions } from '../../../context';
import { consolidated, contractHistoryOf, contractsOverview, decideContract, modifyContract, offerContract, requestTermination, terminateContract } from '../rules/contracts';
import { ok } from '../../../core/http/envelope';
import { settlementRecords } from '../queries/agent-settlements';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyOrEmpty } from '../../../core/http/route-schemas';
import { agentOf, requireAgent } from '../http/require-agent';
import { requireSession, sessionOf } from '../../accounts';

const kindQuery = z.object({ kind: z.enum(CONTRACT_KINDS) });
const idParams = z.object({ id: recordIdParam });

export const agentContractRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', requireAgent(ctx.db));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });
  const actor = (request: Parameters<typeof agentOf>[0]) => ({ memberId: agentOf(request).memberId });

  app.get('/wps/agent/contracts', { schema: { querystring: kindQuery } }, async (request) => {
    const { kind } = request.query;
    return ok(await contractsOverview(ctx.db, agentOf(request).memberId, kind));
  });

  app.post('/wps/agent/contracts', { schema: { body: contractOfferBody } }, async (request) => ok(await offerContract(ctx.db, actor(request), request.body)));

  app.get('/wps/agent/contracts/:id/history', { schema: { params: idParams } }, async (request) => {
    const { id } = request.params;
    return ok(await contractHistoryOf(ctx.db, agentOf(request).memberId, id));
  });

  app.post('/wps/agent/contracts/:id/modify', { schema: { params: idParams, body: contractModifyBody } }, async (request) => {
    const { id } = request.params;
    return ok(await modifyContract(ctx.db, actor(request), id, request.body));
  });

  app.post('/wps/agent/contracts/:id/terminate', { schema: { params: idParams, body: bodyOrEmpty(contractVersionBody) } }, async (request) => {
    const { id } = request.params;
    const { version } = request.body;
    return ok(await terminateContract(ctx.db, actor(request), id, version));
  });

  app.post('/wps/agent/contracts/:id/request-terminate', { schema: { params: idParams, body: bodyOrEmpty(contractVersionBody) } }, async (request) => {
    const { id } = request.params;
    const { version } = request.body;
    return ok(await requestTermination(ctx.db, actor(request), id, version));
  });

  for (const kind of CONTRACT_KINDS) {
    app.post(CONTRACT_DECISION_PATHS[kind], { schema: { body: contractDecisionBody } }, async (request) => ok(await decideContract(ctx.db, actor(request), kind, request.body)));
  }

  app.get('/wps/agent/settlements', { schema: { querystring: settlementQuery } }, async (request) => ok(await settlementRecords(ctx.db, agentOf(request).memberId, request.query)));
};

/** GET /wps/member/info/funds/consolidated (COMM3): the contracts waiting for the caller's decision. */
export const contractPopupRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', requireSession(ctx.db));
  app.get('/wps/member/info/funds/consolidated', async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return ok(await consolidated(ctx.db, sessionOf(request).memberId));
  });
};
