// The security center's login history and active sessions: GET /wps/member/loginHistory (the last
// 20 attempts on the caller's account), GET /wps/member/sessions (live sessions, the caller's marked
// current) and POST /wps/member/sessions/revokeOthers ("sign out elsewhere": every other live token
// of the caller is revoked upstream, so those devices are logged out on their next request).
import { sessionEvents } from '../rules/session-events';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { refuseTrial } from '../http/refuse-trial';
import type { FastifyPluginAsync } from 'fastify';
import type { RoutesOptions } from '../../../context';
import { loginHistory, sessions } from '../schema-members';
import { ok } from '../../../core/http/envelope';
import { requireSession, sessionOf } from '../http/require-session';

const HISTORY_SIZE = 20;


export const memberSessionRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  app.addHook('preHandler', requireSession(ctx.db));
  app.addHook('preHandler', refuseTrial);

  app.get('/wps/member/loginHistory', async (request) => {
    const { memberId } = sessionOf(request);
    const rows = await ctx.db
      .select({ ip: loginHistory.ip, success: loginHistory.success, at: loginHistory.at })
      .from(loginHistory)
      .where(eq(loginHistory.memberId, memberId))
      .orderBy(desc(loginHistory.at), desc(loginHistory.id))
      .limit(HISTORY_SIZE);
    return ok(rows.map((row) => ({ ...row, at: row.at.toISOString() })));
  });

  app.get('/wps/member/sessions', async (request) => {
    const { memberId, tokenHash } = sessionOf(request);
    const rows = await ctx.db
      .select({ tokenHash: sessions.tokenHash, ip: sessions.ip, device: sessions.device, createdAt: sessions.createdAt })
      .from(sessions)
      .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .orderBy(desc(sessions.createdAt));
    return ok(rows.map((row) => ({ id: row.tokenHash.slice(0, 12), ip: row.ip, device: row.device, createdAt: row.createdAt.toISOString(), current: row.tokenHash === tokenHash })));
  });

  app.post('/wps/member/sessions/revokeOthers', async (request) => {
    const { memberId, tokenHash } = sessionOf(request);
    const now = new Date();
    const revoked = await ctx.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.memberId, memberId), ne(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .returning({ tokenHash: sessions.tokenHash });
    if (revoked.length > 0) sessionEvents.publish({ memberId });
    return ok({ revoked: revoked.length });
  });
};
