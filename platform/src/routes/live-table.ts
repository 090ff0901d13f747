// The live table's member calls: the table (current round, history), a bet (a money command:
// Idempotency-Key, one ledger entry), the member's bets, and the round events as a server-sent
// stream (the wallet-events pattern): the round as it opens, is dealt and settled. The operator's
// deal-now is under /admin.
import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { liveBetBody, type LiveRound } from '../../../contract/live-table';
import { fromMinor, toMinor } from '../../../contract/money';
import type { RoutesOptions } from '../context';
import type { Executor } from '../db/client';
import { findLaunchableGame } from '../db/game-play';
import { games } from '../db/schema';
import { eq } from 'drizzle-orm';
import { BACCARAT_TABLE, closeRoundNow, currentRound, memberLiveBets, placeLiveBet, roundHistory, roundView } from '../db/live-table';
import { ApiError, ok } from '../domain/envelope';
import { parseOrFail } from '../domain/validation';
import { requireBetsOpen } from '../http/bet-guard';
import { clientKeyOf, replyMemberCommand } from '../http/money-command';
import { guardAdmin } from '../modules/staff/admin-guard';
import { requireSession, sessionOf } from '../http/require-session';
import { LIVE_DEAL_QUEUE, liveEvents, runRound } from '../jobs/live-table';

const TRIAL_TYPE = 4;
const LIMITS = { minBetCents: 100n, maxBetCents: 5_000_000n };
const PING_MS = 25_000;
const POLL_MS = 2_000;
const betsQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

export const liveTableRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  const betMs = ctx.games.liveBetMs;
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  // Rounds settled by another platform process reach this one's streams by a light poll while any stream is open.
  let poller: NodeJS.Timeout | undefined;
  let lastSeen = '';
  const poll = async () => {
    const [round] = await roundHistory(ctx.db, BACCARAT_TABLE, 1);
    const key = round ? `${round.id}:${round.state}` : '';
    if (round && key !== lastSeen) {
      lastSeen = key;
      liveEvents.announce(roundView(round));
      liveEvents.announce(roundView(await currentRound(ctx.db, BACCARAT_TABLE, new Date(), betMs)));
    }
  };

  app.get('/lgw/live/baccarat', { preHandler: requireSession(ctx.db) }, async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    const now = new Date();
    const [current, history] = await Promise.all([currentRound(ctx.db, BACCARAT_TABLE, now, betMs), roundHistory(ctx.db, BACCARAT_TABLE, 12)]);
    return ok({ current: roundView(current), history: history.map(roundView), minBet: fromMinor(LIMITS.minBetCents), maxBet: fromMinor(LIMITS.maxBetCents), serverTime: now.toISOString() });
  });

  app.post('/lgw/live/baccarat/bet', { preHandler: [requireSession(ctx.db), requireBetsOpen(ctx)] }, async (request, reply) => {
    const session = sessionOf(request);
    if (session.type === TRIAL_TYPE) throw new ApiError(403, 'in_need_true_account', 'A real account is needed for this');
    const body = parseOrFail(liveBetBody, request.body ?? {});
    const { memberId } = session;
    const betKey = `m${memberId}:${clientKeyOf(request)}`;
    return replyMemberCommand(ctx, request, reply, {
      memberId,
      name: 'liveBet',
      params: body,
      run: async (writer) => {
        // Recorded under a live-casino game (betting records, LIVE).
        const anyLive = (await findLaunchableGame(writer.tx, 'EVO', 'LIVE')) ?? (await findAnyLiveGame(writer.tx));
        if (!anyLive) throw new ApiError(503, 'game_maintenance', 'Game maintenance');
        const placed = await placeLiveBet(writer, {
          memberId,
          betKey,
          gameId: anyLive.id,
          roundId: body.roundId,
          side: body.side,
          stake: toMinor(body.amount.trim())!,
          limits: LIMITS,
          now: new Date(),
        });
        return { bet: placed.bet, balance: fromMinor(placed.balance) };
      },
    });
  });

  app.get('/lgw/live/baccarat/bets', { preHandler: requireSession(ctx.db) }, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    const { limit } = parseOrFail(betsQuery, request.query ?? {});
    return ok({ list: await memberLiveBets(ctx.db, sessionOf(request).memberId, limit) });
  });

  app.get('/lgw/live/baccarat/events', { preHandler: requireSession(ctx.db) }, async (request, reply) => {
    const current = roundView(await currentRound(ctx.db, BACCARAT_TABLE, new Date(), betMs));
    if (request.raw.destroyed) return;
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
    const send = (round: LiveRound) => void stream.write(`event: round\ndata: ${JSON.stringify(round)}\n\n`);
    send(current);
    liveEvents.on('round', send);
    const ping = setInterval(() => stream.write(': ping\n\n'), PING_MS);
    ping.unref();
    open.add(stream);
    poller ??= setInterval(() => void poll().catch((error: unknown) => request.log.warn({ err: error }, 'live table poll failed')), POLL_MS);
    poller.unref();
    request.raw.once('close', () => {
      open.delete(stream);
      clearInterval(ping);
      liveEvents.off('round', send);
      if (open.size === 0 && poller) {
        clearInterval(poller);
        poller = undefined;
      }
      stream.end();
    });
  });
};

async function findAnyLiveGame(ex: Executor) {
  const [game] = await ex.select({ id: games.id }).from(games).where(eq(games.gameType, 'LIVE')).limit(1);
  return game;
}

/** Operator API (X-Operator-Key): close the table's open round now, deal and settle it. */
export const adminLiveTableRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  guardAdmin(app, ctx);
  app.post('/live/baccarat/deal-now', async () => {
    const now = new Date();
    const round = await currentRound(ctx.db, BACCARAT_TABLE, now, ctx.games.liveBetMs);
    await closeRoundNow(ctx.db, round.id, now);
    const report = await runRound(
      {
        db: ctx.db,
        directory: ctx.ledger,
        betMs: ctx.games.liveBetMs,
        onOpened: async (roundId, closesAt) => void (await ctx.jobs.send(LIVE_DEAL_QUEUE, { roundId }, { singletonKey: `round:${roundId}`, startAfter: closesAt })),
      },
      round.id,
      now,
    );
    return ok({ roundId: round.id, settled: report?.settled ?? false, bets: report?.bets ?? 0, paid: fromMinor(report?.paid ?? 0n) });
  });
};
