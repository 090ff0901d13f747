// Operator API for the ledger (X-Operator-Key): the reconcile report. The cashier's operator
// actions (deposits, withdrawals) live beside their domains.
import type { FastifyPluginAsync } from 'fastify';
import type { RoutesOptions } from '../context';
import { reconcile } from '../db/reconcile';
import { ok } from '../domain/envelope';
import { requireOperator } from '../http/require-operator';

export const adminLedgerRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', requireOperator(ctx.operatorKey));
  app.get('/ledger/reconcile', async () => ok(await reconcile(ctx.db)));
};
