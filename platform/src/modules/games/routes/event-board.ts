// The demo event boards' member calls: a board (its open events with odds, its latest results), a
// single bet (a money command: Idempotency-Key, one ledger entry) and the member's bets. The
// operator's settle-now and settle-one are under /admin.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { recordIdParam } from '../../../../../contract/record-id';
import { BOARD_HOME_VENDOR, boardFromSegment, boardOfVendor, eventBetBody, type EventBoard } from '../../../../../contract/event-board';
import { fromMinor, toMinor } from '../../../../../contract/money';
import type { PlatformContext, RoutesOptions } from '../../../context';
import { closeEventNow, ensureEvents, eventView, memberEventBets, openEvents, placeEventBet, settledEvents } from '../queries/event-board';
import { findLaunchableGame } from '../queries/game-play';
import type { LedgerWriter } from '../../ledger';
import { BOARD_LIMITS } from '../rules/event-board';
import { ApiError, ok } from '../../../core/http/envelope';
import { assertMayPlay } from '../../responsible-gaming';
import { parseOrFail } from '../../../core/http/validation';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireBetsOpen } from '../../../core/http/bet-guard';
import { clientKeyOf, replyMemberCommand } from '../../ledger';
import { guardAdmin } from '../../../core/admin/admin-guard';
import { auditChange, auditPickedRun } from '../../../core/admin/admin-audit';
import { boardEventSubject } from '../queries/audit-subjects';
import { refuseTrial, requireSession, sessionOf } from '../../accounts';
import { runEvent, settleNow, type BoardRunner } from '../jobs/event-board';

const betsQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

function boardOf(params: unknown): EventBoard {
  const { board } = parseOrFail(z.object({ board: z.string().max(20) }), params);
  const found = boardFromSegment(board);
  if (!found) throw new ApiError(404, 'board_not_found', 'No such board');
  return found;
}

/** The game a board bet is recorded under: the launching tile's game when it is this board's, else the board's first vendor game. */
async function recordingGame(writer: LedgerWriter, board: EventBoard, gameCode: string | undefined) {
  const asked = gameCode ? await findLaunchableGame(writer.tx, gameCode) : undefined;
  if (asked && asked.gameType === 'SPORTS' && boardOfVendor(asked.vendorCode) === board) return asked;
  return findLaunchableGame(writer.tx, BOARD_HOME_VENDOR[board], 'SPORTS');
}

export const boardRunner = (ctx: PlatformContext): BoardRunner => ({ db: ctx.db, directory: ctx.ledger, periodMs: ctx.games.boardEventMs });

export const eventBoardRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', requireSession(ctx.db));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  app.get('/lgw/board/bets', { schema: { querystring: betsQuery } }, async (request) => {
    const { limit } = request.query;
    return ok({ list: await memberEventBets(ctx.db, sessionOf(request).memberId, limit) });
  });

  app.get('/lgw/board/:board', async (request) => {
    const board = boardOf(request.params);
    const now = new Date();
    let events = await openEvents(ctx.db, board, now);
    if (events.length === 0) {
      // A board nobody looked at since its tick stopped (schedules off): open its next events now.
      await ensureEvents(ctx.db, board, now, ctx.games.boardEventMs);
      events = await openEvents(ctx.db, board, now);
    }
    const results = await settledEvents(ctx.db, board, 10);
    return ok({
      board,
      events: events.map(eventView),
      results: results.map(eventView),
      minBet: fromMinor(BOARD_LIMITS.minBetCents),
      maxBet: fromMinor(BOARD_LIMITS.maxBetCents),
      serverTime: now.toISOString(),
    });
  });

  app.post('/lgw/board/:board/bet', { preHandler: [requireBetsOpen(ctx), refuseTrial] }, async (request, reply) => {
    const board = boardOf(request.params);
    const session = sessionOf(request);
    const body = parseOrFail(eventBetBody, request.body ?? {});
    const { memberId } = session;
    const betKey = `m${memberId}:${clientKeyOf(request)}`;
    return replyMemberCommand(ctx, request, reply, {
      memberId,
      name: 'boardBet',
      params: { board, ...body },
      run: async (writer) => {
        const game = await recordingGame(writer, board, body.gameCode);
        if (!game) throw new ApiError(503, 'game_maintenance', 'Game maintenance');
        const stake = toMinor(body.amount.trim())!;
        const now = new Date();
        await assertMayPlay(writer.tx, memberId, stake, now);
        const placed = await placeEventBet(writer, { memberId, betKey, gameId: game.id, board, eventId: body.eventId, market: body.market, pick: body.pick, line: body.line, odds: body.odds, stake, limits: BOARD_LIMITS, now });
        return { bet: placed.bet, balance: fromMinor(placed.balance) };
      },
    });
  });
};

const eventParams = z.object({ id: recordIdParam });

/** Operator API (X-Operator-Key): settle a board's soonest event now, or run one event's job now. */
export const adminEventBoardRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  guardAdmin(app, ctx);
  app.post('/board/:board/settle-now', async (request) => {
    const board = boardOf(request.params);
    const [soonest] = await openEvents(ctx.db, board, new Date(0));
    const soonestEvent = soonest && boardEventSubject(soonest.id);
    const done = await auditPickedRun(ctx, request, soonestEvent, () => settleNow(boardRunner(ctx), board), (result) => result && boardEventSubject(result.eventId));
    if (!done) throw new ApiError(404, 'event_not_found', 'No open event');
    const { report } = done;
    return ok({ eventId: done.eventId, settled: report.settled, bets: report.bets, winners: report.winners, paid: fromMinor(report.paid) });
  });
  // Closes an event for bets now (it is settled by its job, or by settle below).
  app.post('/board/events/:id/close', { schema: { params: eventParams } }, async (request) => {
    const { id } = request.params;
    await auditChange(ctx, request, boardEventSubject(id), () => closeEventNow(ctx.db, id, new Date()));
    return ok({ eventId: id });
  });
  // Runs an event's job now, as a job runner does: settles it once its betting closed (once, whoever asks).
  app.post('/board/events/:id/settle', { schema: { params: eventParams } }, async (request) => {
    const { id } = request.params;
    const report = await auditChange(ctx, request, boardEventSubject(id), () => runEvent(boardRunner(ctx), id));
    if (!report) throw new ApiError(404, 'event_not_found', 'No such event');
    return ok({ eventId: id, settled: report.settled, bets: report.bets, winners: report.winners, paid: fromMinor(report.paid) });
  });
};
