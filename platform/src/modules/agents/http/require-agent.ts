// Agent routes (spec §6): a live session whose member is an agent, checked before any agent data is
// read. Ids a request names are checked against the caller's subtree (modules/agents/queries/agent-tree.ts); one
// outside it is answered as not found, so its existence does not leak.
import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import { isAgentType } from '../../../../../contract/member-types';
import { depthBelow } from '../queries/agent-tree';
import type { Db, Executor } from '../../../core/database/client';
import type { SessionMember } from '../../accounts';
import { ApiError } from '../../../core/http/envelope';
import { loadSession, sessionOf } from '../../accounts';

export const agentErrors = {
  notAgent: () => new ApiError(403, 'non_agent', 'Non-agents cannot log in'),
  notInTeam: () => new ApiError(404, 'downline_not_found', 'No such member in your team'),
};

/** preHandler: a session (401 otherwise) of an agent (403 `non_agent` otherwise). */
export function requireAgent(db: Db): preHandlerHookHandler {
  return async (request) => {
    const session = await loadSession(db, request);
    if (!isAgentType(session.type)) throw agentErrors.notAgent();
  };
}

export function agentOf(request: FastifyRequest): SessionMember {
  return sessionOf(request);
}

/** The depth of `memberId` below the caller; `downline_not_found` outside its subtree (or the caller itself unless allowSelf). */
export async function downlineOf(ex: Executor, agentId: number, memberId: number, { allowSelf = false } = {}): Promise<number> {
  const depth = Number.isSafeInteger(memberId) ? await depthBelow(ex, agentId, memberId) : undefined;
  if (depth === undefined || (depth === 0 && !allowSelf)) throw agentErrors.notInTeam();
  return depth;
}
