// Operator API for the ledger (X-Operator-Key): the reconcile report. The cashier's operator
// actions (deposits, withdrawals) live beside their domains.
import type { FastifyPluginAsync } from 'fastify';
import type { RoutesOptions } from '../../../context';
import { reconcile } from '../queries/reconcile';
import { guardAdmin } from '../../../core/admin/admin-guard';
import { ok } from '../../../core/http/envelope';

export const adminLedgerRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  guardAdmin(app, ctx);
  app.get('/ledger/reconcile', async () => ok(await reconcile(ctx.db)));
};
