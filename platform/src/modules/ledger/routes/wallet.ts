import type { FastifyPluginAsync } from 'fastify';
import type { RoutesOptions } from '../../../context';
import { findWallet } from '../queries/wallets';
import { ok } from '../../../core/http/envelope';
import { CURRENCY } from '../../../core/money';

export const walletRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  const { requireSession, sessionOf } = ctx.memberSessions;
  app.get('/wps/v2/wallets/balance', { preHandler: requireSession(ctx.db) }, async (request) => {
    const wallet = (await findWallet(ctx.db, sessionOf(request))) ?? { balance: '0.00', currency: CURRENCY.code };
    return ok({ balance: wallet.balance, currency: wallet.currency, currencySymbol: CURRENCY.symbol });
  });
};
