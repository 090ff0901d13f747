// Member records (money-and-agents §4): transaction history, betting records per game type,
// personal P&L and bonus details. Reads only, always the session's own member.
import type { FastifyPluginAsync } from 'fastify';
import { betHistoryQuery, bonusDetailsQuery, profitQuery, transactionHistoryQuery } from '../../../../../contract/cashier-records';
import type { RoutesOptions } from '../../../context';
import { ok } from '../../../core/http/envelope';
import { betHistory, bonusDetails, personalProfit, transactionHistory } from '../rules/records';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession, sessionOf } from '../../accounts';

export const cashierRecordRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', requireSession(ctx.db));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  app.get('/wps/relay/ODSFE2_MemTransDet', { schema: { querystring: transactionHistoryQuery } }, async (request) =>
    ok(await transactionHistory(ctx.db, sessionOf(request).memberId, request.query)),
  );

  app.get('/wps/relay/getPersonalHistory', { schema: { querystring: betHistoryQuery } }, async (request) =>
    ok(await betHistory(ctx.db, sessionOf(request).memberId, request.query)),
  );

  app.get('/wps/relay/ODSFE2_MemPNLDet', { schema: { querystring: profitQuery } }, async (request) =>
    ok(await personalProfit(ctx.db, sessionOf(request).memberId, request.query)),
  );

  app.get('/wps/relay/bonusDetails', { schema: { querystring: bonusDetailsQuery } }, async (request) =>
    ok(await bonusDetails(ctx.db, sessionOf(request).memberId, request.query)),
  );
};
