// The local lottery's member calls (spec §7: lottery menus, recent, opened numbers, the lobby) and
// the bet slip (a money command: Idempotency-Key, one ledger entry, the answer stored and replayed),
// plus the operator's draw-now under /admin. Lottery routes require login (spec §2); trial
// accounts may look but not bet.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { recordIdParam } from '../../../../../contract/record-id';
import { betSlipBody, LOTTERY_MARKET_NAMES, LOTTERY_MARKETS, LOTTERY_PAGE_MARKETS, PRIZE_MODES, type LotteryMarket, type LotteryOdds, type PrizeMode } from '../../../../../contract/lottery';
import { fromMinor, toMinor } from '../../../../../contract/money';
import type { PlatformContext, RoutesOptions } from '../../../context';
import { findLaunchableGame } from '../queries/game-play';
import { betView, closeDrawNow, drawView, ensureNextDraw, findDraw, openDrawOf, memberBets, openedNumbers, placeSlip, type Slip } from '../queries/lottery';
import { readSetting } from '../../../core/database/settings';
import { ApiError, ok } from '../../../core/http/envelope';
import { DEFAULT_LIMITS, DEFAULT_ODDS, prizeModeOf } from '../rules/lottery';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyOrEmpty } from '../../../core/http/route-schemas';
import { requireBetsOpen } from '../../../core/http/bet-guard';
import { clientKeyOf, replyMemberCommand } from '../../ledger';
import { guardAdmin } from '../../../core/admin/admin-guard';
import { auditChange, auditPickedRun } from '../../../core/admin/admin-audit';
import { drawSubject } from '../queries/audit-subjects';
import { refuseTrial, requireSession, sessionOf } from '../../accounts';
import { drawNow, runDraw } from '../jobs/lottery-draws';

export const LOTTERY_SETTINGS = { odds: 'lotteryOdds', limits: 'lotteryLimits', prizeMode: 'lotteryPrizeMode' } as const;

const market = z.enum(LOTTERY_MARKETS);
const lobbyQuery = z.object({ page: z.enum(Object.keys(LOTTERY_PAGE_MARKETS) as [keyof typeof LOTTERY_PAGE_MARKETS]).default('lottery') });
const openedQuery = z.object({ market, limit: z.coerce.number().int().min(1).max(50).default(10) });
const betsQuery = z.object({ drawId: recordIdParam.optional(), limit: z.coerce.number().int().min(1).max(100).default(30) });
const menuQuery = z.object({ prizeMode: z.enum(PRIZE_MODES).optional(), device: z.string().max(10).optional() });

/** The lottery game a market's bets are recorded under (betting records, agents' real-time salary). */
const MARKET_VENDOR: Record<LotteryMarket, string> = { FAST: 'LOTT', TH: 'LOTT', VN: 'TCG_LOTTO_VN' };

export async function lotteryTerms(ctx: PlatformContext): Promise<{ prizeMode: PrizeMode; odds: LotteryOdds; limits: typeof DEFAULT_LIMITS }> {
  const [oddsSetting, limitsSetting, modeSetting, menus] = await Promise.all([
    readSetting<Partial<Record<PrizeMode, LotteryOdds>>>(ctx.db, LOTTERY_SETTINGS.odds),
    readSetting<{ minBet?: string; maxBet?: string }>(ctx.db, LOTTERY_SETTINGS.limits),
    readSetting<PrizeMode>(ctx.db, LOTTERY_SETTINGS.prizeMode),
    ctx.cache.menus.get(),
  ]);
  const prizeMode = modeSetting && PRIZE_MODES.includes(modeSetting) ? modeSetting : prizeModeOf(menus);
  const toCents = (text: string | undefined, fallback: bigint) => (text === undefined ? fallback : (toMinor(text) ?? fallback));
  return {
    prizeMode,
    odds: { ...DEFAULT_ODDS[prizeMode], ...(oddsSetting?.[prizeMode] ?? {}) },
    limits: { minBetCents: toCents(limitsSetting?.minBet, DEFAULT_LIMITS.minBetCents), maxBetCents: toCents(limitsSetting?.maxBet, DEFAULT_LIMITS.maxBetCents) },
  };
}

export const lotteryRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', requireSession(ctx.db));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });
  const fastMs = ctx.games.lotteryFastMs;

  app.get('/lgw/lottery/lobby', { schema: { querystring: lobbyQuery } }, async (request) => {
    const { page } = request.query;
    const now = new Date();
    const terms = await lotteryTerms(ctx);
    const markets = await Promise.all(
      LOTTERY_PAGE_MARKETS[page].map(async (m) => {
        const next = await ensureNextDraw(ctx.db, m, now, fastMs);
        const [last] = await openedNumbers(ctx.db, m, 1);
        return { market: m, next: drawView(next), last: last ? drawView(last) : null };
      }),
    );
    return ok({
      prizeMode: terms.prizeMode,
      odds: terms.odds,
      minBet: fromMinor(terms.limits.minBetCents),
      maxBet: fromMinor(terms.limits.maxBetCents),
      markets,
      serverTime: now.toISOString(),
    });
  });

  app.post('/lgw/lottery/bet', { schema: { body: bodyOrEmpty(betSlipBody) }, preHandler: [requireBetsOpen(ctx), refuseTrial] }, async (request, reply) => {
    const session = sessionOf(request);
    const body = request.body;
    const { memberId } = session;
    const slipKey = `m${memberId}:${clientKeyOf(request)}`;
    const terms = await lotteryTerms(ctx);
    return replyMemberCommand(ctx, request, reply, {
      memberId,
      name: 'lotteryBet',
      params: body,
      run: async (writer) => {
        const draw = await findDraw(writer.tx, body.drawId);
        const vendor = MARKET_VENDOR[(draw?.market ?? 'FAST') as LotteryMarket];
        const asked = body.gameCode ? await findLaunchableGame(writer.tx, body.gameCode) : undefined;
        const game = asked && (asked.gameType === 'LOTT' || asked.gameType === 'ELOTT') ? asked : await findLaunchableGame(writer.tx, vendor, 'LOTT');
        if (!game) throw new ApiError(503, 'game_maintenance', 'Game maintenance');
        const slip: Slip = { memberId, slipKey, gameId: game.id, prizeMode: terms.prizeMode, odds: terms.odds, limits: terms.limits, body, now: new Date() };
        const placed = await placeSlip(writer, slip);
        const bets = placed.bets.map((bet) => betView(bet, placed.draw.market, placed.draw.issue));
        const total = placed.bets.reduce((sum, bet) => sum + bet.stake, 0n);
        return { drawId: placed.draw.id, issue: placed.draw.issue, total: fromMinor(total), balance: fromMinor(placed.balance), bets };
      },
    });
  });

  app.get('/lgw/lottery/bets', { schema: { querystring: betsQuery } }, async (request) => {
    const { drawId, limit } = request.query;
    return ok({ list: await memberBets(ctx.db, sessionOf(request).memberId, limit, drawId) });
  });

  app.get('/lgw/lottery/opened_numbers', { schema: { querystring: openedQuery } }, async (request) => {
    const query = request.query;
    return ok({ list: (await openedNumbers(ctx.db, query.market, query.limit)).map(drawView) });
  });

  // Spec §7 lottery menus: the game group of each market with its games (prizeMode, device WEB).
  app.get('/lgw/vn/games/game_menu', { schema: { querystring: menuQuery } }, async () => {
    return ok(
      LOTTERY_MARKETS.map((m) => ({
        gameGroupCode: m,
        gameMenus: [{ gameCode: `LOTTO_${m}`, market: m, name: LOTTERY_MARKET_NAMES[m] }],
      })),
    );
  });

  // Spec §7 recent: the latest result of every market.
  app.get('/lgw/vn/games/recent', async () => {
    const latest = await Promise.all(LOTTERY_MARKETS.map(async (m) => (await openedNumbers(ctx.db, m, 1))[0]));
    return ok({ list: latest.filter((row) => row !== undefined).map(drawView) });
  });
};

const drawNowBody = z.object({ market });
const drawParams = z.object({ id: recordIdParam });

/** Operator API (X-Operator-Key): close and draw a market's open draw now, settled at once. */
export const adminLotteryRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  guardAdmin(app, ctx);
  app.post('/lottery/draw-now', { schema: { body: bodyOrEmpty(drawNowBody) } }, async (request) => {
    const { market: m } = request.body;
    const open = await openDrawOf(ctx.db, m, new Date(0));
    const run = () => drawNow({ db: ctx.db, directory: ctx.ledger, fastMs: ctx.games.lotteryFastMs }, m);
    const drawn = await auditPickedRun(ctx, request, open && drawSubject(open.id), run, (result) => result && drawSubject(result.drawId));
    if (!drawn) throw new ApiError(404, 'lottery_draw_not_found', 'No open draw');
    const { report } = drawn;
    return ok({ drawId: drawn.drawId, settled: report.settled, bets: report.bets, winners: report.winners, paid: fromMinor(report.paid) });
  });
  // Closes the market's draw that is taking bets now (it is drawn by its job, or by settle below).
  // An earlier draw past its close time but not yet drawn by its job is not the one: a slow runner
  // would otherwise close that one and leave the bettable draw open.
  app.post('/lottery/close', { schema: { body: bodyOrEmpty(drawNowBody) } }, async (request) => {
    const { market: m } = request.body;
    const open = await openDrawOf(ctx.db, m, new Date());
    if (!open) throw new ApiError(404, 'lottery_draw_not_found', 'No open draw');
    await auditChange(ctx, request, drawSubject(open.id), () => closeDrawNow(ctx.db, open.id, new Date()));
    return ok({ drawId: open.id });
  });
  // Runs a draw's job now, as a job runner does: draws it if due, settles it (once, whoever asks).
  app.post('/lottery/draws/:id/settle', { schema: { params: drawParams } }, async (request) => {
    const { id } = request.params;
    const report = await auditChange(ctx, request, drawSubject(id), () => runDraw({ db: ctx.db, directory: ctx.ledger, fastMs: ctx.games.lotteryFastMs }, id));
    if (!report) throw new ApiError(404, 'lottery_draw_not_found', 'No such draw');
    return ok({ drawId: id, settled: report.settled, bets: report.bets, winners: report.winners, paid: fromMinor(report.paid) });
  });
};
