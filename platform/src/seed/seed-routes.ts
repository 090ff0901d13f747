// Demo volume on demand, under /admin (the ops CLI's seed-history and seed-agent-rounds): the seeders
// are above the modules, so their routes are registered beside the modules' (platform/src/routes.ts).
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ModuleRoutes, RoutesOptions } from '../context';
import { auditRun } from '../core/admin/admin-audit';
import { guardAdmin } from '../core/admin/admin-guard';
import { ApiError, ok } from '../core/http/envelope';
import { bodyOrEmpty } from '../core/http/route-schemas';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SEED_AGENT_ROUNDS_DEFAULT, SEED_AGENT_ROUNDS_MAX, seedAgentRounds, UnknownAgentError } from './seed-agent-rounds';
import { SEED_HISTORY_DEFAULT, SEED_HISTORY_MAX, seedHistory } from './seed-history';

const seedHistoryBody = z.object({
  entries: z.number().int().min(1).max(SEED_HISTORY_MAX).default(SEED_HISTORY_DEFAULT),
  memberAccount: z.string().regex(/^[A-Za-z0-9_]{2,32}$/).optional(),
});

const seedAgentRoundsBody = z.object({
  agent: z.string().regex(/^[A-Za-z0-9_]{2,32}$/).default('agent01'),
  rounds: z.number().int().min(1).max(SEED_AGENT_ROUNDS_MAX).default(SEED_AGENT_ROUNDS_DEFAULT),
});

export const adminSeedRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  guardAdmin(app, ctx);
  // Volume for measuring the records (ops seed-history): balanced entries, reconcile still passes.
  app.post('/ledger/seed-history', { schema: { body: bodyOrEmpty(seedHistoryBody) } }, async (request) => {
    const { body } = request;
    const seeded = await seedHistory(ctx.db, body.entries, body.memberAccount);
    auditRun(request, 'ledger-seed', body.memberAccount ?? 'history', seeded);
    return ok(seeded);
  });
  // Volume for measuring the agent reports (ops seed-agent-rounds): rounds over an agent's team.
  app.post('/ledger/seed-agent-rounds', { schema: { body: bodyOrEmpty(seedAgentRoundsBody) } }, async (request) => {
    const { body } = request;
    try {
      const seeded = await seedAgentRounds(ctx.db, body.agent, body.rounds);
      auditRun(request, 'agent-rounds-seed', body.agent, seeded);
      return ok(seeded);
    } catch (error) {
      if (error instanceof UnknownAgentError) throw new ApiError(404, 'agent_not_found', error.message);
      throw error;
    }
  });
};

export const SEED_ROUTES: ModuleRoutes = { admin: [adminSeedRoutes] };
