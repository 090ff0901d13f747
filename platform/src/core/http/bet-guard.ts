// Every bet is checked against the system status and the client's region when it is placed, not
// only when its game was launched (issue 27): a game session, a live round, a lottery draw or an
// event opened before the operator switched to maintenance takes no bet during it, and a bet from
// an address or country the operator blocked is refused whoever's session it carries. The portal's
// gate (proxy.ts) refuses the same earlier, but a vendor's game page calls the platform directly,
// and an edge that cannot reach the platform must not be the only check.
//
// One cached read per bet: the system snapshot (ctx.cache.system) is kept a few seconds and dropped
// on every instance when an operator changes the status or the region rules (modules/back-office/settings/admin-routes.ts). The
// check runs before the bet's money command, so a refusal stores nothing under its idempotency key:
// the same key places the bet once the site is open again.
import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import { SYSTEM_STATUS } from '../../../../contract/system';
import type { PlatformContext } from '../../context';
import { ApiError } from './envelope';
import { visitorStatusOf } from './region';
import { clientAddressOf, clientCountryOf } from './client-address';

/** The portal's own refusals (proxy.ts) by code and status, so the portal shows one message for both. */
export const BET_REFUSALS = {
  system_maintenance: () => new ApiError(503, 'system_maintenance', 'The site is under maintenance'),
  region_blocked: () => new ApiError(403, 'region_blocked', 'Access restricted'),
};
export type BetRefusalCode = keyof typeof BET_REFUSALS;

/** Why this request may not bet now (maintenance, its region), or undefined when it may. */
export async function betRefusal(ctx: Pick<PlatformContext, 'cache'>, request: FastifyRequest): Promise<BetRefusalCode | undefined> {
  const { status, region } = await ctx.cache.system.get();
  const seen = visitorStatusOf(status, region, clientAddressOf(request), clientCountryOf(request));
  if (seen === SYSTEM_STATUS.maintenance) return 'system_maintenance';
  if (seen === SYSTEM_STATUS.regionBlocked) return 'region_blocked';
  return undefined;
}

/** The preHandler of every route that places a bet or opens a game: refuses while betting is closed for this client. */
export function requireBetsOpen(ctx: Pick<PlatformContext, 'cache'>): preHandlerHookHandler {
  return async (request) => {
    const refusal = await betRefusal(ctx, request);
    if (refusal) throw BET_REFUSALS[refusal]();
  };
}
