// The permission each /admin route needs, in one table: who may do what reads here, not scattered
// over the route files. A route missing from the table is refused to everyone (deny by default), and
// tests/integration/platform/admin-authorization.test.ts fails for it. HEAD follows GET.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SETTINGS_EDIT_PERMISSION, SETTINGS_GROUPS } from '../../../../../contract/operator-settings';
import type { Permission } from '../../../../../contract/staff-permissions';

export const ADMIN_ROUTE_PERMISSIONS: Readonly<Record<string, Permission>> = {
  // The site as a whole.
  'POST /admin/status': 'system:edit',
  'GET /admin/flags': 'system:read',
  'POST /admin/flags/:name': 'system:edit',
  'GET /admin/region': 'system:read',
  'POST /admin/region': 'system:edit',
  'GET /admin/jobs': 'system:read',
  'GET /admin/openapi.json': 'system:read',
  // The local SMS and mail gateways' outboxes hold codes: only who may edit the system reads them.
  'GET /admin/outbox/sms': 'system:edit',
  'GET /admin/outbox/mail': 'system:edit',
  'GET /admin/ledger/reconcile': 'ledger:read',
  // Run the reconcile and keep its report; the last runs (the operations screen).
  'GET /admin/ledger/reconcile/runs': 'ledger:read',
  'POST /admin/ledger/reconcile/runs': 'ledger:read',
  'GET /admin/points/reconcile': 'ledger:read',
  'POST /admin/ledger/seed-history': 'ledger:seed',
  'POST /admin/ledger/seed-agent-rounds': 'ledger:seed',

  // Every operator setting in one place (modules/settings/): one route per group, each with the
  // permission contract/operator-settings.ts gives it (system:edit for status, flags and region).
  'GET /admin/settings': 'settings:read',
  'GET /admin/settings/:group/history': 'settings:read',
  ...Object.fromEntries(SETTINGS_GROUPS.map((group) => [`PUT /admin/settings/${group}`, SETTINGS_EDIT_PERMISSION[group]])),

  // Settings.
  'GET /admin/sms-policy': 'settings:read',
  'POST /admin/sms-policy': 'settings:edit',
  'GET /admin/referral/settings': 'settings:read',
  'POST /admin/referral/settings': 'settings:edit',
  'GET /admin/agent-transfers/settings': 'settings:read',
  'PUT /admin/agent-transfers/settings': 'settings:edit',
  'GET /admin/agent-registration/settings': 'settings:read',
  'PUT /admin/agent-registration/settings': 'settings:edit',
  'POST /admin/agent/globalRebateSettings': 'settings:edit',
  'GET /admin/points/settings': 'settings:read',
  'POST /admin/points/settings': 'settings:edit',
  'GET /admin/loyalty/rebate-settings': 'settings:read',
  'POST /admin/loyalty/rebate-settings': 'settings:edit',
  'GET /admin/loyalty/vip-levels': 'settings:read',
  'POST /admin/loyalty/vip-levels': 'settings:edit',
  'GET /admin/licence': 'settings:read',
  'PUT /admin/licence': 'settings:edit',
  'DELETE /admin/licence': 'settings:edit',
  // What a production site starts without (docs/operations.md "Production profile"): links, where members pay, rates.
  'GET /admin/resources': 'settings:read',
  'PUT /admin/resources': 'settings:edit',
  'GET /admin/cashier/payment-details': 'settings:read',
  'PUT /admin/cashier/payment-details': 'settings:edit',
  'GET /admin/rates': 'settings:read',
  'PUT /admin/rates/:currency': 'settings:edit',
  'DELETE /admin/rates/:currency': 'settings:edit',
  'POST /admin/vendors/:code': 'settings:edit',
  'POST /admin/vendors/:code/new': 'settings:edit',
  'GET /admin/wallets/settings': 'settings:read',
  'PUT /admin/wallets/settings': 'settings:edit',
  'GET /admin/winner-board/settings': 'settings:read',
  'PUT /admin/winner-board/settings': 'settings:edit',

  // Members.
  'POST /admin/members': 'members:edit',
  'POST /admin/members/:account/unlock': 'members:edit',
  'POST /admin/members/:account/adjust': 'members:adjust',
  'GET /admin/members/:account/responsible-gaming': 'members:read',
  'GET /admin/member-search': 'members:read',
  'GET /admin/members/:account/overview': 'members:read',
  'POST /admin/members/:account/real-name': 'members:edit',
  'POST /admin/members/:account/blocks': 'members:edit',
  'POST /admin/members/:account/login-lock': 'members:edit',
  'POST /admin/members/:account/sessions/end': 'members:edit',
  'POST /admin/members/:account/funds-password/reset': 'members:edit',
  'POST /admin/members/:account/notes': 'members:edit',
  'POST /admin/members/:account/messages': 'inbox:send',
  'POST /admin/points/adjust': 'members:adjust',

  // Four-eyes: the queue, deciding an adjustment (a withdrawal's second approval is its approve action), the thresholds.
  'GET /admin/approvals': 'members:read',
  'POST /admin/approvals/adjustments/:id/:decision': 'members:adjust',
  'GET /admin/four-eyes/settings': 'settings:read',
  'PUT /admin/four-eyes/settings': 'settings:edit',

  // Payments.
  'GET /admin/deposits': 'deposits:read',
  'GET /admin/deposits/:id/slip': 'deposits:read',
  'POST /admin/deposits/:id/:action': 'deposits:approve',
  'POST /admin/gateway/local/pay/:id': 'deposits:approve',
  // The queues' sizes, once and live (the back office's navigation).
  'GET /admin/queue-counts': 'deposits:read',
  'GET /admin/queue-events': 'deposits:read',
  'GET /admin/withdrawals': 'withdrawals:read',
  'POST /admin/withdrawals/:id/:action': 'withdrawals:approve',

  // Content members see.
  'GET /admin/banners': 'content:read',
  'GET /admin/banners/preview': 'content:read',
  'POST /admin/banners': 'content:publish',
  'POST /admin/banners/:id': 'content:publish',
  'GET /admin/announcements': 'content:read',
  'POST /admin/announcements': 'content:publish',
  'POST /admin/announcements/:id': 'content:publish',
  'GET /admin/notices': 'content:read',
  'POST /admin/notices': 'content:publish',
  'POST /admin/notices/:id': 'content:publish',
  'GET /admin/loyalty/missions': 'content:read',
  'POST /admin/loyalty/missions': 'content:publish',
  'POST /admin/loyalty/missions/:id/end': 'content:publish',

  // Reports (modules/reports).
  'GET /admin/reports/daily': 'reports:read',
  'GET /admin/reports/daily.csv': 'reports:read',

  // Promotions and rewards.
  'GET /admin/promotions': 'promotions:read',
  'PUT /admin/promotions': 'promotions:edit',
  // The kill switch: stop a promotion now, with a reason (nothing more is credited under it).
  'POST /admin/promotions/:promotionId/stop': 'promotions:edit',
  'POST /admin/promotions/:promotionId/issue': 'promotions:edit',
  'GET /admin/promotions/:promotionId/draw': 'promotions:read',
  'POST /admin/promotions/:promotionId/draw': 'promotions:edit',
  'GET /admin/promotion-claims': 'promotions:read',
  'POST /admin/promotion-claims/:claimId/decide': 'promotions:edit',
  'POST /admin/rewards/accrue': 'promotions:edit',

  // Points mall.
  'GET /admin/mall/items': 'mall:read',
  'POST /admin/mall/items': 'mall:edit',
  'POST /admin/mall/items/:id': 'mall:edit',
  'GET /admin/mall/orders': 'mall:read',
  'POST /admin/mall/orders/:orderNo/:action': 'mall:edit',

  // Members' messages and feedback.
  'GET /admin/feedback': 'inbox:read',
  'POST /admin/feedback/:id/reply': 'inbox:send',
  'GET /admin/messages': 'inbox:read',
  'GET /admin/messages/audience': 'inbox:read',
  'POST /admin/messages': 'inbox:send',

  // Agents: the tree, contracts and settlement runs (modules/agents/); re-running a period pays only what was not paid.
  'GET /admin/agents': 'agents:read',
  'GET /admin/agents/:account/contracts': 'agents:read',
  'GET /admin/agents/settlement-runs': 'agents:read',
  'POST /admin/agents/settlement-runs': 'agents:settle',
  'POST /admin/settlements/:run': 'agents:settle',
  'POST /admin/agent/settle-rebate': 'agents:settle',

  // The house's games and loyalty runs, by hand.
  'POST /admin/board/events/:id/close': 'games:run',
  'POST /admin/board/events/:id/settle': 'games:run',
  'POST /admin/board/:board/settle-now': 'games:run',
  'POST /admin/live/:game/deal-now': 'games:run',
  'POST /admin/lottery/draw-now': 'games:run',
  'POST /admin/lottery/draws/:id/settle': 'games:run',
  'POST /admin/lottery/close': 'games:run',
  'POST /admin/loyalty/rebate/run': 'games:run',
  'POST /admin/loyalty/vip/upgrade': 'games:run',
  'POST /admin/loyalty/vip/review': 'games:run',

  // Staff, roles, machine keys and the audit trail (modules/back-office/staff/staff-routes.ts).
  'GET /admin/staff': 'staff:read',
  'POST /admin/staff': 'staff:manage',
  'POST /admin/staff/:name/role': 'staff:manage',
  'POST /admin/staff/:name/disable': 'staff:manage',
  'POST /admin/staff/:name/enrolment': 'staff:manage',
  'GET /admin/roles': 'staff:read',
  'PUT /admin/roles/:name': 'staff:manage',
  'GET /admin/staff-sessions': 'staff:read',
  'DELETE /admin/staff-sessions/:id': 'staff:manage',
  'GET /admin/keys': 'keys:manage',
  'POST /admin/keys': 'keys:manage',
  'DELETE /admin/keys/:id': 'keys:manage',
  'GET /admin/audit': 'audit:read',

  // Tests only (TEST_CAPTCHA_ANSWERS=allow).
  'PUT /admin/test/captcha/:key': 'system:edit',
};

/** The routes any signed-in staff member may use about themselves (their session, their name). */
export const SELF_ROUTES: ReadonlySet<string> = new Set(['GET /admin/me', 'POST /admin/me/logout', 'GET /admin/me/sessions']);

/** The routes open without a session: logging in and enrolling. */
export const OPEN_ROUTES: ReadonlySet<string> = new Set(['POST /admin/session', 'POST /admin/enrolment', 'GET /admin/enrolment/:token']);

export function routeKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`;
}

/** The permission the route of `request` needs; undefined for open and self routes (and undeclared ones). */
export function permissionOf(request: FastifyRequest): Permission | undefined {
  return ADMIN_ROUTE_PERMISSIONS[routeKey(request.method, request.routeOptions.url ?? '')];
}

export interface AdminRoute {
  method: string;
  url: string;
}

/**
 * Records every /admin route as it is registered. A route with no declared permission stops the
 * platform at start: it would be refused to everyone anyway, and is a mistake to catch before release.
 */
export function collectAdminRoutes(app: FastifyInstance): readonly AdminRoute[] {
  const routes: AdminRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/admin/')) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const key = routeKey(method, route.url);
      if (!ADMIN_ROUTE_PERMISSIONS[key] && !SELF_ROUTES.has(key) && !OPEN_ROUTES.has(key)) {
        throw new Error(`admin route ${key} has no permission in modules/back-office/staff/admin-permissions.ts`);
      }
      routes.push({ method, url: route.url });
    }
  });
  return routes;
}
