// Operator API for contract settlement under /admin (X-Operator-Key): run one settlement for a
// business day (or one hour of it) now, as the scheduled jobs do. Idempotent: a period already
// settled is not paid again, and records left unpaid are tried again.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { RoutesOptions } from '../context';
import { ok } from '../domain/envelope';
import { parseDay } from '../domain/settlement-periods';
import { runSettlement, SETTLE_RUNS, type SettleRun } from '../domain/settlement';
import { parseOrFail } from '../domain/validation';
import { requireOperator } from '../http/require-operator';

const params = z.object({ run: z.enum(Object.keys(SETTLE_RUNS) as [SettleRun, ...SettleRun[]]) });
const body = z.object({
  day: z.string().refine((day) => parseDay(day) !== undefined, 'day must be YYYY-MM-DD'),
  hour: z.number().int().min(0).max(23).optional(),
});

export const adminSettlementRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', requireOperator(ctx.operatorKey));

  app.post('/settlements/:run', async (request) => {
    const { run } = parseOrFail(params, request.params);
    const input = parseOrFail(body, request.body ?? {});
    return ok(await runSettlement(ctx.db, ctx.ledger, { run, ...input }));
  });
};
