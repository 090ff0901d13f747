// Playing games through the upstream API (spec §7): launch a game (token; a trial account plays the
// local vendor's games with its trial credit and is refused any other, spec §4, §6), the member's
// recent games, and the "new vendors" list.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { RoutesOptions } from '../../../context';
import { findLaunchableGame, listNewVendors, listRecentGames, recordRecentGame } from '../queries/game-play';
import { balanceOf } from '../../ledger';
import { errors, ok } from '../../../core/http/envelope';
import { betLevelsFor } from '../rules/local-vendor-page';
import { toCents } from '../../../core/money';
import { requestLanguage } from '../../../core/localized';
import { parseOrFail } from '../../../core/http/validation';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireBetsOpen } from '../../../core/http/bet-guard';
import { requireSession, sessionOf } from '../../accounts';
import { memberStatusErrors, memberStatusOf } from '../../accounts';
import { gameErrors } from './local-vendor';
import { assertMayPlay } from '../../responsible-gaming';
import { accountShape } from '../../ledger';
import { LOCAL_VENDOR_NAME } from '../rules/local-vendor';
import { playWalletOf } from '../../ledger';
import { readWalletSettings } from '../../ledger';
import { isTrialType } from '../../../../../contract/member-types';
const code = z.string().regex(/^[A-Za-z0-9_]{1,64}$/);
const gameType = z.string().regex(/^[A-Z]{2,16}$/);

const launchQuery = z
  .object({
    gameCode: code,
    gameType: gameType.optional(),
    launchMode: z.enum(['GAME', 'LOTT']).default('GAME'),
    backUrl: z.string().url().max(1024).optional(),
  })
  .passthrough();

const recentQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    gameType: z.union([z.literal('ALL'), gameType]).optional(),
  })
  .passthrough();

export const gameLaunchRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/wps/game/launchGame', { preHandler: [requireSession(ctx.db), requireBetsOpen(ctx)] }, async (request) => {
    const member = sessionOf(request);
    if (!(await memberStatusOf(ctx.db, member.memberId)).gameEnabled) throw memberStatusErrors.gameDisabled();
    const query = parseOrFail(launchQuery, request.query);
    const game = await findLaunchableGame(ctx.db, query.gameCode, query.gameType);
    if (!game) throw errors.notFound('Unknown game');
    if (!game.vendorEnabled) throw gameErrors.maintenance();
    const vendor = ctx.games.vendors.for(game.vendorCode);
    // Trial credit is play money of this platform: it never goes to another vendor, nor to the lottery.
    if (isTrialType(member.type) && (vendor.name !== LOCAL_VENDOR_NAME || query.launchMode !== 'GAME')) throw gameErrors.trueAccountNeeded();
    // Opening a game the wallet it plays from cannot play a single round of helps nobody: say so up front.
    const wallet = playWalletOf({ id: member.memberId, type: member.type }, game.vendorCode, await readWalletSettings(ctx.db));
    const lowestBet = toCents(betLevelsFor(game.minBet)[0]);
    if ((await balanceOf(ctx.db, wallet)) < lowestBet) {
      throw accountShape(wallet).kind === 'vendor' ? gameErrors.vendorWalletEmpty(game.vendorCode) : gameErrors.insufficientBalance();
    }
    // Responsible gaming: no game opens during a cool-off or self-exclusion, past the session time
    // limit, or when not even the lowest bet fits under a loss or wager limit.
    await assertMayPlay(ctx.db, member.memberId, lowestBet);
    const url = await vendor.launch({ id: member.memberId, account: member.account }, game, {
      language: requestLanguage(request.headers, request.query) ?? 'th',
      launchMode: query.launchMode,
      backUrl: query.backUrl,
    });
    await recordRecentGame(ctx.db, member.memberId, game.id);
    request.log.info({ memberId: member.memberId, gameCode: game.gameCode, vendor: vendor.name }, 'game launched');
    return ok({ url, gameCode: game.gameCode, gameName: game.displayName, gameType: game.gameType, vassalage: game.vendorCode });
  });

  app.get('/wps/game/recent', { schema: { querystring: recentQuery }, preHandler: requireSession(ctx.db) }, async (request) => {
    const { page, pageSize, gameType: type } = request.query;
    return ok(await listRecentGames(ctx.db, sessionOf(request).memberId, page, pageSize, type === 'ALL' ? undefined : type));
  });

  app.get('/wps/game/vendors/new', async () => ok(await listNewVendors(ctx.db)));
};
