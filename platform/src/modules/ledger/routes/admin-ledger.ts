// Operator API for the ledger (X-Operator-Key): the reconcile report. The cashier's operator
// actions (deposits, withdrawals) live beside their domains.
import type { FastifyPluginAsync } from 'fastify';
import type { RoutesOptions } from '../../../context';
import { z } from 'zod';
import { reconcile } from '../queries/reconcile';
import { parseOrFail } from '../../../core/http/validation';
import { guardAdmin } from '../../../core/admin/admin-guard';
import { auditRun } from '../../../core/admin/admin-audit';
import { SEED_AGENT_ROUNDS_DEFAULT, SEED_AGENT_ROUNDS_MAX, seedAgentRounds, UnknownAgentError } from '../../../seed/seed-agent-rounds';
import { SEED_HISTORY_DEFAULT, SEED_HISTORY_MAX, seedHistory } from '../../../seed/seed-history';
import { ApiError, ok } from '../../../core/http/envelope';

const seedHistoryBody = z.object({
  entries: z.number().int().min(1).max(SEED_HISTORY_MAX).default(SEED_HISTORY_DEFAULT),
  memberAccount: z.string().regex(/^[A-Za-z0-9_]{2,32}$/).optional(),
});

const seedAgentRoundsBody = z.object({
  agent: z.string().regex(/^[A-Za-z0-9_]{2,32}$/).default('agent01'),
  rounds: z.number().int().min(1).max(SEED_AGENT_ROUNDS_MAX).default(SEED_AGENT_ROUNDS_DEFAULT),
});

export const adminLedgerRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  guardAdmin(app, ctx);
  app.get('/ledger/reconcile', async () => ok(await reconcile(ctx.db)));
  // Volume for measuring the records (ops seed-history): balanced entries, reconcile still passes.
  app.post('/ledger/seed-history', async (request) => {
    const body = parseOrFail(seedHistoryBody, request.body ?? {});
    const seeded = await seedHistory(ctx.db, body.entries, body.memberAccount);
    auditRun(request, 'ledger-seed', body.memberAccount ?? 'history', seeded);
    return ok(seeded);
  });
  // Volume for measuring the agent reports (ops seed-agent-rounds): rounds over an agent's team.
  app.post('/ledger/seed-agent-rounds', async (request) => {
    const body = parseOrFail(seedAgentRoundsBody, request.body ?? {});
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
