// The table games' member calls, per game (/lgw/live/<baccarat|dragon-tiger|roulette|sic-bo>): the
// table (current round, history), a bet (a money command: Idempotency-Key, one ledger entry), the
// member's bets, and the round events as a server-sent stream (the wallet-events pattern): the
// round as it opens, is dealt and settled. The operator's deal-now is under /admin.
import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { LiveGame } from '../../../../../contract/live-spots';
import { LIVE_ROAD_LENGTH, LIVE_TABLES, liveBetBodyOf, liveGameOfSegment, roadEntryOf, type LiveRound } from '../../../../../contract/live-table';
import { fromMinor, toMinor } from '../../../../../contract/money';
import type { RoutesOptions } from '../../../context';
import type { Executor } from '../../../core/database/client';
import { games } from '../schema-catalogue';
import { closeRoundNow, currentRound, memberLiveBets, placeLiveBet, roundHistory, roundView } from '../queries/live-table';
import { ApiError, ok } from '../../../core/http/envelope';
import { parseOrFail } from '../../../core/http/validation';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireBetsOpen } from '../../../core/http/bet-guard';
import { clientKeyOf, replyMemberCommand } from '../../ledger';
import { guardAdmin } from '../../../core/admin/admin-guard';
import { auditChange } from '../../../core/admin/admin-audit';
import { liveRoundSubject } from '../queries/audit-subjects';
import { refuseTrial, requireSession, sessionOf } from '../../accounts';
import { LIVE_DEAL_QUEUE, liveEvents, runRound } from '../jobs/live-table';

const LIMITS = { minBetCents: 100n, maxBetCents: 5_000_000n };
const HISTORY_LENGTH = 12;
const PING_MS = 25_000;
const POLL_MS = 2_000;
const betsQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

/** The game of the path's segment; an unknown one is a 404. */
function gameOf(request: FastifyRequest): LiveGame {
  const game = liveGameOfSegment((request.params as { game?: string }).game ?? '');
  if (!game) throw new ApiError(404, 'live_table_not_found', 'No such table');
  return game;
}

/**
 * The catalogue game a bet is recorded under (betting records): the tile the table was opened from
 * when it is a game of this kind, else the first game of this kind. A stand-in tile is not: a
 * baccarat bet made from a card-game tile is recorded as baccarat, not as that card game.
 */
async function recordedGame(ex: Executor, game: LiveGame, gameCode: string | undefined): Promise<number | undefined> {
  const ofThisKind = and(eq(games.localGame, game), eq(games.standIn, false));
  if (gameCode) {
    const [tile] = await ex.select({ id: games.id }).from(games).where(and(eq(games.gameCode, gameCode), ofThisKind)).limit(1);
    if (tile) return tile.id;
  }
  const [first] = await ex.select({ id: games.id }).from(games).where(ofThisKind).orderBy(asc(games.id)).limit(1);
  return first?.id;
}

export const liveTableRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const betMs = ctx.games.liveBetMs;
  const open = new Map<ServerResponse, LiveGame>();
  app.addHook('preClose', async () => {
    for (const stream of open.keys()) stream.end();
  });

  // Rounds settled by another platform process reach this one's streams by a light poll of the
  // watched tables while any stream is open.
  let poller: NodeJS.Timeout | undefined;
  const lastSeen = new Map<LiveGame, string>();
  const poll = async () => {
    for (const game of new Set(open.values())) {
      const { table } = LIVE_TABLES[game];
      const [round] = await roundHistory(ctx.db, table, 1);
      const key = round ? `${round.id}:${round.state}` : '';
      if (round && key !== lastSeen.get(game)) {
        lastSeen.set(game, key);
        liveEvents.announce(roundView(round));
        liveEvents.announce(roundView(await currentRound(ctx.db, table, new Date(), betMs)));
      }
    }
  };

  app.get('/lgw/live/:game', { preHandler: requireSession(ctx.db) }, async (request, reply) => {
    const { table } = LIVE_TABLES[gameOf(request)];
    reply.header('Cache-Control', 'private, no-store');
    const now = new Date();
    // One read of the dealt rounds (the table's round index, newest first) gives both the history and the road.
    const [current, dealt] = await Promise.all([currentRound(ctx.db, table, now, betMs), roundHistory(ctx.db, table, LIVE_ROAD_LENGTH)]);
    const road = dealt.flatMap((round) => (round.result ? [roadEntryOf(round.result)] : [])).reverse();
    return ok({ current: roundView(current), history: dealt.slice(0, HISTORY_LENGTH).map(roundView), road, minBet: fromMinor(LIMITS.minBetCents), maxBet: fromMinor(LIMITS.maxBetCents), betSeconds: Math.max(1, Math.round(betMs / 1000)), serverTime: now.toISOString() });
  });

  app.post('/lgw/live/:game/bet', { preHandler: [requireSession(ctx.db), requireBetsOpen(ctx), refuseTrial] }, async (request, reply) => {
    const game = gameOf(request);
    const session = sessionOf(request);
    const body = parseOrFail(liveBetBodyOf(game), request.body ?? {});
    const { memberId } = session;
    const betKey = `m${memberId}:${clientKeyOf(request)}`;
    return replyMemberCommand(ctx, request, reply, {
      memberId,
      name: 'liveBet',
      params: { ...body, game },
      run: async (writer) => {
        const gameId = await recordedGame(writer.tx, game, body.gameCode);
        if (!gameId) throw new ApiError(503, 'game_maintenance', 'Game maintenance');
        const placed = await placeLiveBet(writer, {
          memberId,
          betKey,
          gameId,
          table: LIVE_TABLES[game].table,
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

  app.get('/lgw/live/:game/bets', { preHandler: requireSession(ctx.db) }, async (request, reply) => {
    const { table } = LIVE_TABLES[gameOf(request)];
    reply.header('Cache-Control', 'private, no-store');
    const { limit } = parseOrFail(betsQuery, request.query ?? {});
    return ok({ list: await memberLiveBets(ctx.db, sessionOf(request).memberId, table, limit) });
  });

  app.get('/lgw/live/:game/events', { preHandler: requireSession(ctx.db) }, async (request, reply) => {
    const game = gameOf(request);
    const { table } = LIVE_TABLES[game];
    const current = roundView(await currentRound(ctx.db, table, new Date(), betMs));
    if (request.raw.destroyed) return;
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
    const send = (round: LiveRound) => {
      if (round.table === table) stream.write(`event: round\ndata: ${JSON.stringify(round)}\n\n`);
    };
    send(current);
    liveEvents.on('round', send);
    const ping = setInterval(() => stream.write(': ping\n\n'), PING_MS);
    ping.unref();
    open.set(stream, game);
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

/** Operator API (X-Operator-Key): close a table's open round now, deal and settle it. */
export const adminLiveTableRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  guardAdmin(app, ctx);
  app.post('/live/:game/deal-now', async (request) => {
    const now = new Date();
    const round = await currentRound(ctx.db, LIVE_TABLES[gameOf(request)].table, now, ctx.games.liveBetMs);
    const report = await auditChange(ctx, request, liveRoundSubject(round.id), async () => {
      await closeRoundNow(ctx.db, round.id, now);
      return runRound(
        {
          db: ctx.db,
          directory: ctx.ledger,
          betMs: ctx.games.liveBetMs,
          onOpened: async (roundId, closesAt) => void (await ctx.jobs.send(LIVE_DEAL_QUEUE, { roundId }, { singletonKey: `round:${roundId}`, startAfter: closesAt })),
        },
        round.id,
        now,
      );
    });
    return ok({ roundId: round.id, settled: report?.settled ?? false, bets: report?.bets ?? 0, paid: fromMinor(report?.paid ?? 0n) });
  });
};
