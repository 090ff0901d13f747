// Operator API for contract settlement under /admin (X-Operator-Key): run one settlement for a
// business day (or one hour of it) now, as the scheduled jobs do. Idempotent: a period already
// settled is not paid again, and records left unpaid are tried again.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { RoutesOptions } from '../../../context';
import { ApiError, ok } from '../../../core/http/envelope';
import { parseDay } from '../rules/settlement-periods';
import { runSettlement, SETTLE_RUNS, type SettleRun } from '../rules/settlement';
import { guardAdmin } from '../../../core/admin/admin-guard';
import { auditRun } from '../../../core/admin/admin-audit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyOrEmpty } from '../../../core/http/route-schemas';

const params = z.object({ run: z.enum(Object.keys(SETTLE_RUNS) as [SettleRun, ...SettleRun[]]) });
const body = z.object({
  day: z.string().refine((day) => parseDay(day) !== undefined, 'day must be YYYY-MM-DD'),
  hour: z.number().int().min(0).max(23).optional(),
  /** Run as if it were this moment (ISO). Only where the platform allows it: test environments. */
  asOf: z.string().datetime({ offset: true }).optional(),
});

/**
 * `allowAsOf`: an end-to-end test may settle a day that has not ended yet by naming a later moment
 * (SETTLEMENT_AS_OF=allow on the platform). Nowhere else: a real run settles ended periods only.
 */
export const adminSettlementRoutes: FastifyPluginAsync<RoutesOptions & { allowAsOf?: boolean }> = async (instance, { ctx, allowAsOf = false }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  guardAdmin(app, ctx);

  app.post('/settlements/:run', { schema: { params, body: bodyOrEmpty(body) } }, async (request) => {
    const { run } = request.params;
    const { asOf, ...input } = request.body;
    if (asOf !== undefined && !allowAsOf) throw new ApiError(400, 'as_of_not_allowed', 'Settling as of another moment is not allowed here');
    const settled = await runSettlement(ctx.db, ctx.ledger, { run, ...input }, asOf === undefined ? new Date() : new Date(asOf));
    auditRun(request, 'settlement', `${run}/${input.day}${input.hour === undefined ? '' : `T${input.hour}`}`, settled);
    return ok(settled);
  });
};
