// The local game vendor's own pages (outside /wps: a vendor's site, reached by the player's
// browser inside the portal's game page). GET play?ticket= opens a game session from a launch
// ticket and serves the slot; POST spin settles one spin on the session's wallet: the member's main
// wallet, its wallet at a transfer-wallet vendor, or a trial account's credit (play-wallet.ts).
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { RoutesOptions } from '../../../context';
import { endPlaySession, findLaunchableGameById, findMemberForPlay, findPlaySession, InsufficientBalanceError, openGameSession, playsTrialCredit, revealedSession, type PlaySession } from '../queries/game-play';
import { playSlotRound } from '../queries/slot-round';
import { balanceOf } from '../../ledger';
import { TtlCache } from '../../../core/ttl-cache';
import { ApiError, errors, ok } from '../../../core/http/envelope';
import { verifyLaunchTicket } from '../rules/launch-ticket';
import { errorPage, betLevelsFor, slotPage, type TicketProblem } from '../rules/local-vendor-page';
import { LOCAL_VENDOR_NAME } from '../rules/local-vendor';
import { formatMoney, fromCents, toCents } from '../../../core/money';
import { playWalletOf } from '../../ledger';
import { readWalletSettings } from '../../ledger';
import { newSeed } from '../rules/provably-fair';
import { hashToken } from '../../../core/token';
import { parseOrFail } from '../../../core/http/validation';
import { BET_REFUSALS, betRefusal, requireBetsOpen } from '../../../core/http/bet-guard';
import { CURRENCY } from '../../../core/money';

/** How long a game session opened by a ticket can play. */
export const PLAY_SESSION_TTL_MS = 4 * 60 * 60 * 1000;
const SESSION_CACHE_MS = 5_000;

const playQuery = z.object({ ticket: z.string().min(10).max(1024) });
const spinBody = z.object({
  spinId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  bet: z.string().regex(/^\d{1,7}(\.\d{1,2})?$/),
});

export const gameErrors = {
  sessionInvalid: () => new ApiError(401, 'game_session_invalid', 'Game session invalid or expired'),
  insufficientBalance: () => new ApiError(409, 'insufficient_balance', 'Insufficient balance'),
  /** The game plays from the member's wallet at its vendor, which cannot cover a round: money must be transferred there first. */
  vendorWalletEmpty: (vendor: string) => new ApiError(409, 'vendor_wallet_empty', `The ${vendor} wallet cannot cover a round: transfer money to it first`, { vendor }),
  maintenance: () => new ApiError(503, 'game_maintenance', 'Game maintenance'),
  trueAccountNeeded: () => new ApiError(403, 'in_need_true_account', 'A real account is needed'),
};

export const localVendorRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  const games = ctx.games;
  // Every spin names its session: kept a few seconds (a vendor switched off stops spins within
  // them), and never past the session's own expiry.
  const sessions = new TtlCache<string, PlaySession>(SESSION_CACHE_MS, 10_000);
  async function playSession(tokenHash: string): Promise<PlaySession | undefined> {
    const now = new Date();
    const cached = sessions.get(tokenHash);
    if (cached && cached.expiresAt > now) return cached;
    const session = await findPlaySession(ctx.db, tokenHash, now);
    if (session) sessions.set(tokenHash, session);
    return session;
  }

  function html(reply: FastifyReply, status: number, body: string, nonce?: string) {
    return reply
      .status(status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .header('X-Content-Type-Options', 'nosniff')
      .header(
        'Content-Security-Policy',
        [
          "default-src 'none'",
          `script-src ${nonce ? `'nonce-${nonce}'` : "'none'"}`,
          "style-src 'unsafe-inline'",
          "connect-src 'self'",
          "base-uri 'none'",
          "form-action 'none'",
          `frame-ancestors ${games.frameAncestors}`,
        ].join('; '),
      )
      .send(body);
  }

  const refuse = (reply: FastifyReply, language: string, status: number, problem: TicketProblem) =>
    html(reply, status, errorPage(language, problem));

  app.get('/play', async (request, reply) => {
    const parsed = playQuery.safeParse(request.query);
    if (!parsed.success) return refuse(reply, 'en', 400, 'ticket_invalid');
    const check = verifyLaunchTicket(games.ticketKey, parsed.data.ticket);
    if (!check.ok) return refuse(reply, 'en', check.reason === 'expired' ? 410 : 403, check.reason === 'expired' ? 'ticket_expired' : 'ticket_invalid');
    const { ticket } = check;
    const [member, game] = await Promise.all([findMemberForPlay(ctx.db, ticket.memberId), findLaunchableGameById(ctx.db, ticket.gameId)]);
    if (!member || !game) return refuse(reply, ticket.language, 403, 'ticket_invalid');
    if (!game.vendorEnabled) return refuse(reply, ticket.language, 503, 'game_maintenance');
    const closed = await betRefusal(ctx, request);
    if (closed) return refuse(reply, ticket.language, BET_REFUSALS[closed]().statusCode, closed);
    // The wallet is fixed for the session: the page shows its balance, every spin moves it.
    const wallet = playWalletOf(member, game.vendorCode, await readWalletSettings(ctx.db));

    const playToken = randomBytes(32).toString('base64url');
    const { seed: serverSeed, seedHash } = newSeed();
    const opened = await openGameSession(ctx.db, {
      id: ticket.nonce,
      memberId: member.id,
      gameId: game.id,
      vendor: LOCAL_VENDOR_NAME,
      tokenHash: hashToken(playToken),
      language: ticket.language,
      expiresAt: new Date(Date.now() + PLAY_SESSION_TTL_MS),
      wallet,
      serverSeed,
      seedHash,
    });
    if (!opened) return refuse(reply, ticket.language, 409, 'ticket_used');
    const nonce = randomBytes(16).toString('base64');
    return html(
      reply,
      200,
      slotPage({
        language: ticket.language,
        gameName: game.displayName,
        standIn: game.standIn,
        balance: fromCents(await balanceOf(ctx.db, wallet)),
        currencySymbol: CURRENCY.symbol,
        minBet: game.minBet,
        playToken,
        nonce,
        seedHash,
      }),
      nonce,
    );
  });

  app.post('/spin', { preHandler: requireBetsOpen(ctx) }, async (request) => {
    const token = request.headers['x-play-token'];
    if (typeof token !== 'string' || token.length < 20 || token.length > 128) throw gameErrors.sessionInvalid();
    // The wallet is the session's member's, never one named by the request.
    const session = await playSession(hashToken(token));
    if (!session) throw gameErrors.sessionInvalid();
    if (!session.game.vendorEnabled) throw gameErrors.maintenance();
    const body = parseOrFail(spinBody, request.body ?? {});
    if (!betLevelsFor(session.game.minBet).includes(formatMoney(body.bet))) throw errors.validationFailed(['bet']);

    try {
      const result = await playSlotRound(ctx.db, ctx.ledger, session, body.spinId, toCents(body.bet));
      // Trial credit is play money: no winner-board place (ledger-accounts.ts isTrialMoney).
      if (!playsTrialCredit(session) && !result.replayed && result.win !== '0.00') games.onRealWin(request.log);
      return ok(result);
    } catch (error) {
      if (error instanceof InsufficientBalanceError) throw gameErrors.insufficientBalance();
      throw error;
    }
  });

  const tokenOf = (value: unknown) => {
    if (typeof value !== 'string' || value.length < 20 || value.length > 128) throw gameErrors.sessionInvalid();
    return hashToken(value);
  };

  // Ends the session (no more spins) so that its seed can be revealed once no process may still use it.
  app.post('/reveal', async (request) => {
    const tokenHash = tokenOf(request.headers['x-play-token']);
    const ended = await endPlaySession(ctx.db, tokenHash, new Date());
    if (!ended) throw gameErrors.sessionInvalid();
    sessions.delete(tokenHash);
    return ok({ seedHash: ended.seedHash, revealAt: ended.revealAt.toISOString() });
  });

  // The ended session's seed and rounds (for the page's own check), or when they will be revealed.
  app.get('/seed', async (request, reply) => {
    const found = await revealedSession(ctx.db, tokenOf(request.headers['x-play-token']), new Date());
    if (!found) throw gameErrors.sessionInvalid();
    reply.header('Cache-Control', 'no-store');
    if (!found.revealed) throw new ApiError(409, 'seed_not_revealed', 'The seed is revealed shortly after the session ends', { revealAt: found.revealAt.toISOString() });
    return ok(found);
  });
};
