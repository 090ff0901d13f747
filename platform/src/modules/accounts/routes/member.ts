import type { FastifyPluginAsync } from 'fastify';
import type { RoutesOptions } from '../../../context';
import { ok } from '../../../core/http/envelope';
import { CURRENCY } from '../../../core/money';
import { avatarVersionOf } from '../queries/member-profile';
import { requireSession, sessionOf } from '../http/require-session';

export const memberRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  const { clubLabelOf } = ctx.accounts;
  app.get('/wps/member/info', { preHandler: requireSession(ctx.db) }, async (request) => {
    const session = sessionOf(request);
    return ok({
      id: session.memberId,
      account: session.account,
      nickname: session.nickname,
      type: session.type,
      currency: CURRENCY.code,
      currencySymbol: CURRENCY.symbol,
      firstTimeLogin: session.firstTimeLogin,
      // The member's VIP level (money-and-agents §4 "VIP").
      clubLabel: await clubLabelOf(ctx.db, session.memberId),
      // The avatar's version (security center), null without one: the portal's picture URL carries it.
      avatar: await avatarVersionOf(ctx.db, session.memberId),
    });
  });
};
