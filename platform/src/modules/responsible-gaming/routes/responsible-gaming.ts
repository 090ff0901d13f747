// Responsible gaming (issue 17): the member's limits, reality check, cool-off and self-exclusion,
// and the monthly activity statement; the operator's read-only view (an exclusion is shown, never
// lifted: there is no route that ends or shortens one). Enforcement is in the money path
// (modules/responsible-gaming/rules/responsible-gaming-guard.ts).
import { BUSINESS_TIME_ZONE } from '../../../../../contract/business-time';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fromMinor, toMinor } from '../../../../../contract/money';
import {
  exclusionBody,
  realityCheckBody,
  setLimitBody,
  statementQuery,
  type StatementMonth,
} from '../../../../../contract/responsible-gaming';
import type { RoutesOptions } from '../../../context';
import { findMemberByAccount, refuseTrial } from '../../accounts';
import {
  activityByDay,
  ensureRgMember,
  exclusionInForce,
  insertExclusion,
  readLimits,
  saveLimit,
  sessionStartedAt,
  setRealityCheck,
} from '../queries/responsible-gaming';
import { ApiError, ok } from '../../../core/http/envelope';
import { changeLimit, exclusionEnd, extendsExclusion, monthBounds, rgErrors } from '../rules/responsible-gaming';
import { rgStatusOf } from '../rules/responsible-gaming-guard';
import { guardAdmin } from '../../../core/admin/admin-guard';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession, sessionOf } from '../../accounts';

/** The member behind the session (trial accounts are refused by the routes' preHandler). */
function realMember(request: FastifyRequest) {
  return sessionOf(request);
}

async function statusFor(ctx: RoutesOptions['ctx'], request: FastifyRequest) {
  const session = realMember(request);
  const startedAt = (await sessionStartedAt(ctx.db, session.tokenHash)) ?? new Date();
  return rgStatusOf(ctx.db, session.memberId, { startedAt });
}

export const responsibleGamingRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const guarded = { preHandler: [requireSession(ctx.db), refuseTrial] };
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'private, no-store');
    return payload;
  });

  app.get('/wps/rg/status', guarded, async (request) => ok(await statusFor(ctx, request)));

  // Lowering applies at once, raising or removing after the cooling period (modules/responsible-gaming/rules/responsible-gaming.ts changeLimit).
  app.post('/wps/rg/limit', { ...guarded, schema: { body: setLimitBody } }, async (request) => {
    const { memberId } = realMember(request);
    const body = request.body;
    const now = new Date();
    await ctx.db.transaction(async (tx) => {
      await ensureRgMember(tx, memberId);
      const period = body.kind === 'session' ? 'session' : body.period;
      const stored = (await readLimits(tx, memberId)).find((row) => row.kind === body.kind && row.period === period);
      const requested = body.kind === 'session' ? (body.minutes === null ? null : BigInt(body.minutes)) : body.amount === null ? null : toMinor(body.amount.trim())!;
      await saveLimit(tx, memberId, body.kind, period, changeLimit(stored, requested, now), now);
    });
    return ok(await statusFor(ctx, request));
  });

  app.post('/wps/rg/realityCheck', { ...guarded, schema: { body: realityCheckBody } }, async (request) => {
    const { memberId } = realMember(request);
    const { minutes } = request.body;
    await ctx.db.transaction(async (tx) => {
      await ensureRgMember(tx, memberId);
      await setRealityCheck(tx, memberId, minutes, new Date());
    });
    return ok(await statusFor(ctx, request));
  });

  // A cool-off or self-exclusion starts now and cannot be shortened: a new one must end no earlier than the one in force.
  app.post('/wps/rg/exclusion', { ...guarded, schema: { body: exclusionBody } }, async (request) => {
    const { memberId } = realMember(request);
    const body = request.body;
    const now = new Date();
    await ctx.db.transaction(async (tx) => {
      await ensureRgMember(tx, memberId);
      const active = await exclusionInForce(tx, memberId, now);
      const endsAt = exclusionEnd(body.duration, now);
      if (!extendsExclusion(active ? active.endsAt : undefined, endsAt)) throw rgErrors.shorter(active!.endsAt);
      await insertExclusion(tx, memberId, { kind: body.kind === 'coolOff' ? 'cool_off' : 'self_exclusion', startsAt: now, endsAt });
    });
    request.log.info({ memberId, kind: body.kind, duration: body.duration }, 'responsible gaming: exclusion taken');
    return ok(await statusFor(ctx, request));
  });

  app.get('/wps/rg/statement', { ...guarded, schema: { querystring: statementQuery } }, async (request) => {
    const { memberId } = realMember(request);
    const { month } = request.query;
    return ok(await statementOf(ctx, memberId, month));
  });
};

export async function statementOf(ctx: RoutesOptions['ctx'], memberId: number, month: string): Promise<StatementMonth> {
  const { start, end } = monthBounds(month);
  const days = await activityByDay(ctx.db, memberId, start, end, BUSINESS_TIME_ZONE);
  const sum = (pick: (d: (typeof days)[number]) => bigint) => days.reduce((total, d) => total + pick(d), 0n);
  const stakes = sum((d) => d.stakes);
  const wins = sum((d) => d.wins);
  return {
    month,
    deposits: fromMinor(sum((d) => d.deposits)),
    withdrawals: fromMinor(sum((d) => d.withdrawals)),
    stakes: fromMinor(stakes),
    wins: fromMinor(wins),
    net: fromMinor(wins - stakes),
    rounds: days.reduce((n, d) => n + d.rounds, 0),
    minutesPlayed: days.reduce((n, d) => n + d.minutesPlayed, 0),
    days: days.map((d) => ({
      day: d.day,
      deposits: fromMinor(d.deposits),
      withdrawals: fromMinor(d.withdrawals),
      stakes: fromMinor(d.stakes),
      wins: fromMinor(d.wins),
      rounds: d.rounds,
      minutesPlayed: d.minutesPlayed,
    })),
  };
}

const accountParams = z.object({ account: z.string().regex(/^[A-Za-z0-9_]{1,40}$/) });

/** The operator sees a member's limits and any cool-off or self-exclusion; nothing here lifts one. */
export const adminResponsibleGamingRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  guardAdmin(app, ctx);
  app.get('/members/:account/responsible-gaming', { schema: { params: accountParams } }, async (request) => {
    const { account } = request.params;
    const member = await findMemberByAccount(ctx.db, account);
    if (!member) throw new ApiError(404, 'not_found', 'No such member');
    const status = await rgStatusOf(ctx.db, member.id, { startedAt: new Date() });
    return ok({ account: member.account, limits: status.limits, realityCheckMinutes: status.realityCheckMinutes, exclusion: status.exclusion });
  });
};
