// Every module's routes, registered in one place: each module lists its plugins in its routes.ts
// (upstream calls behind the merchant check, /admin, and the site's own pages), and this file lists
// the modules. A new route goes into its module's list, never into server.ts.
import type { FastifyInstance } from 'fastify';
import type { ModuleRouteOptions, ModuleRoutes } from './context';
import { requireMerchant } from './core/http/require-merchant';
import { ACCOUNTS_ROUTES } from './modules/accounts/routes';
import { AGENTS_ROUTES } from './modules/agents/routes';
import { APPROVALS_ROUTES } from './modules/approvals/routes';
import { BACK_OFFICE_ROUTES } from './modules/back-office/routes';
import { CASHIER_ROUTES } from './modules/cashier/routes';
import { CONTENT_ROUTES } from './modules/content/routes';
import { GAMES_ROUTES } from './modules/games/routes';
import { LEDGER_ROUTES } from './modules/ledger/routes';
import { MEMBER_CENTER_ROUTES } from './modules/member-center/routes';
import { RESPONSIBLE_GAMING_ROUTES } from './modules/responsible-gaming/routes';
import { REWARDS_ROUTES } from './modules/rewards/routes';
import { SEED_ROUTES } from './seed/seed-routes';

export const MODULE_ROUTES: readonly ModuleRoutes[] = [
  BACK_OFFICE_ROUTES,
  APPROVALS_ROUTES,
  CONTENT_ROUTES,
  ACCOUNTS_ROUTES,
  LEDGER_ROUTES,
  CASHIER_ROUTES,
  GAMES_ROUTES,
  REWARDS_ROUTES,
  MEMBER_CENTER_ROUTES,
  RESPONSIBLE_GAMING_ROUTES,
  AGENTS_ROUTES,
  SEED_ROUTES,
];

export async function registerModuleRoutes(app: FastifyInstance, options: ModuleRouteOptions, modules: readonly ModuleRoutes[] = MODULE_ROUTES): Promise<void> {
  await app.register(async (upstream) => {
    upstream.addHook('onRequest', requireMerchant(options.ctx.merchantCode));
    // A member's answers (balances, orders, records) are never kept by a shared cache.
    upstream.addHook('onSend', async (request, reply) => {
      if (request.headers.authorization && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'private, no-store');
    });
    for (const capability of modules) for (const plugin of capability.upstream ?? []) await upstream.register(plugin, options);
  });
  for (const capability of modules) {
    for (const site of capability.site ?? []) {
      if (typeof site === 'function') await app.register(site, options);
      else await app.register(site.plugin, { ...options, prefix: site.prefix });
    }
  }
  for (const capability of modules) for (const plugin of capability.admin ?? []) await app.register(plugin, { ...options, prefix: '/admin' });
}
