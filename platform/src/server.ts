// Builds the platform: database (migrated and seeded), keys, caches and the Fastify app with every
// route plugin. main.ts listens; tests can call buildPlatform in-process.
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import { clientAddressOf, installClientAddress } from './http/client-address';
import { loggedPath } from './http/logged-path';
import { compileRegionRules } from './domain/region';
import type { PlatformContext } from './context';
import { DEFAULT_MERCHANT, DEFAULT_PORT, loadPlatformConfig, type PlatformConfig } from './config';
import type { EnvSource } from '../../contract/env-schema';
import { TAGS } from '../../contract/cache-tags';
import { GameVendorDirectory, type GameVendor } from './domain/game-vendor';
import { LOCAL_VENDOR_PATH, LocalGameVendor } from './domain/local-vendor';
import { notifyRevalidate } from './domain/revalidate';
import { gameLaunchRoutes } from './routes/game-launch';
import { localVendorRoutes } from './routes/local-vendor';
import { openDatabase } from './db/client';
import { spinBatcherOf } from './db/spin-batch';
import { AccountDirectory } from './db/ledger';
import { listGameMenus } from './db/games';
import { seedIfEmpty, type SeedReport } from './db/seed';
import { payPendingJackpots, seedJackpot } from './db/jackpot';
import { jackpotRoutes } from './routes/jackpot';
import { SETTING_KEYS, type SystemInfo } from './db/seed/site-config';
import { isSpanContextValid, trace } from '@opentelemetry/api';
import { CacheGroup, Cached } from './domain/cached';
import { readSetting, readSiteFlags, readSystemStatus, readRegionRules } from './db/site-settings';
import { ok } from './domain/envelope';
import { loadOrCreateOperatorKey } from './domain/operator-key';
import { PayloadCipher } from './domain/payload-cipher';
import { loadOrCreateRsaKey, publicKeyInfo } from './domain/rsa-key';
import type { RevalidateTarget } from './domain/revalidate';
import { installEnvelopeHandlers, loggableError } from './http/envelope-handlers';
import { requireMerchant } from './http/require-merchant';
import { adminRoutes } from './routes/admin';
import { captchaRoutes } from './routes/captcha';
import { contentRoutes } from './routes/content';
import { favouriteRoutes } from './routes/favourites';
import { gameRoutes } from './routes/games';
import { iconRoutes } from './routes/icons';
import { memberRoutes } from './routes/member';
import { sessionRoutes } from './routes/session';
import { systemRoutes } from './routes/system';
import { walletRoutes } from './routes/wallet';
import { walletEventRoutes } from './routes/wallet-events';
import { adminInboxRoutes, memberInboxRoutes } from './routes/member-inbox';
import { memberSessionRoutes } from './routes/member-sessions';
import { readSmsPolicy } from './db/accounts-settings';
import { loadOrCreateAccountsKeys } from './domain/accounts-key';
import { mailGatewayFromEnv, type MailGateway } from './domain/mail-gateway';
import { smsGatewayFromEnv, type SmsGateway } from './domain/sms-gateway';
import { accountsLoginRoutes } from './routes/accounts-login';
import { accountsOidcRoutes } from './routes/accounts-oidc';
import { OidcDirectory } from './domain/oidc';
import { accountsPasswordRoutes } from './routes/accounts-passwords';
import { accountsRegisterRoutes } from './routes/accounts-register';
import { accountsSecurityRoutes } from './routes/accounts-security';
import { memberProfileRoutes } from './routes/member-profile';
import { adminAccountsRoutes } from './routes/admin-accounts';
import { adminLedgerRoutes } from './routes/admin-ledger';
import { adminAgentTransferRoutes } from './routes/admin-agent-transfers';
import { winnerBoardAdminRoutes } from './modules/winner-board/admin-routes';
import { reconcileAdminRoutes } from './modules/reconcile/admin-routes';
import { adminMembersRoutes } from './routes/admin-members';
import { adminWithdrawalRoutes } from './routes/admin-withdrawals';
import { cashierWithdrawRoutes } from './routes/cashier-withdraw';
import { scheduleWithdrawalAutoConfirm } from './jobs/withdrawal-auto-confirm';
import { cashierRecordRoutes } from './routes/cashier-records';
import { cashierTransferRoutes } from './routes/cashier-transfers';
import { adminMerchantWalletRoutes, merchantWalletRoutes } from './routes/merchant-wallet';
import { agentCenterRoutes } from './routes/agent-center';
import { agentProgrammeRoutes } from './routes/agent-programme';
import { agentTransferRoutes } from './routes/agent-transfers';
import { agentContractRoutes, contractPopupRoutes } from './routes/agent-contracts';
import { adminSettlementRoutes } from './routes/admin-settlements';
import { adminTestCaptchaRoutes } from './routes/admin-test-captcha';
import { staffRoutes } from './modules/staff/staff-routes';
import { approvalRoutes } from './modules/approvals/approval-routes';
import { memberAdminRoutes } from './modules/members/member-admin-routes';
import { reportRoutes } from './modules/reports/report-routes';
import { agentAdminRoutes } from './modules/agents/agent-admin-routes';
import { settingsRoutes } from './modules/settings/settings-routes';
import { queueEventRoutes } from './modules/payments/queue-events';
import { seedDemoStaff } from './modules/staff/demo-staff';
import { syncBuiltinRoles } from './modules/staff/staff-store';
import { collectAdminRoutes, type AdminRoute } from './modules/staff/admin-permissions';
import { adminSiteLicenceRoutes, siteLicenceRoutes } from './routes/site-licence';
import { adminSiteResourcesRoutes, siteResourcesRoutes } from './routes/site-resources';
import { adminCashierRoutes } from './routes/admin-cashier';
import { agentReportRoutes } from './routes/agent-reports';
import { adminAgentTeamRoutes, agentTeamRoutes } from './routes/agent-team';
import { adminDepositRoutes } from './routes/admin-deposits';
import { cashierDepositRoutes } from './routes/cashier-deposit';
import { adminResponsibleGamingRoutes, responsibleGamingRoutes } from './routes/responsible-gaming';
import { paymentGatewayRoutes } from './routes/payment-gateway';
import { rewardRoutes } from './routes/rewards';
import { adminPromotionRoutes } from './routes/admin-promotions';
import { pointsMallRoutes } from './routes/points-mall';
import { adminMallRoutes } from './routes/admin-mall';
import { scheduleMemberRewards } from './jobs/points-accrual';
import { LocalPaymentGateway, loadOrCreateGatewaySecret, type PaymentGateway } from './domain/payment-gateway';
import { OperatorRateSource, type RateSource } from './domain/exchange-rates';
import { scheduleDepositExpiry } from './jobs/deposit-expiry';
import { openJobQueue, type JobQueue } from './jobs/job-queue';
import { connectRedisEventBus, type EventBus } from './events/redis-event-bus';
import { installMetrics } from './http/metrics';
import { openAbuseLimits, type AbuseLimits } from './domain/abuse-limits';
import { START_WARNING_TEXT, startWarnings } from './ops/start-warnings';
import { scheduleSettlements } from './jobs/settle-contracts';
import { scheduleLoyalty } from './jobs/loyalty';
import { loyaltyRoutes } from './routes/loyalty';
import { adminLoyaltyRoutes } from './routes/admin-loyalty';
import { scheduleLotteryDraws } from './jobs/lottery-draws';
import { scheduleRaffleDraws } from './jobs/raffle-draws';
import { adminLotteryRoutes, lotteryRoutes } from './routes/lottery';
import { scheduleLiveTable } from './jobs/live-table';
import { adminLiveTableRoutes, liveTableRoutes } from './routes/live-table';
import { scheduleEventBoards } from './jobs/event-board';
import { adminEventBoardRoutes, eventBoardRoutes } from './routes/event-board';

export interface PlatformOptions {
  /** The configuration (platform/src/config.ts); else read from `env`. */
  config?: PlatformConfig;
  /** The environment the configuration is read from when none is given: process.env by default. */
  env?: EnvSource;
  /** Where the keys (and PGlite's data) are; else PLATFORM_DATA_DIR. */
  dataDir?: string;
  /**
   * This and the next two are not read from the configuration: main.ts passes the configured ones,
   * an in-process test its own (no URL: PGlite in `dataDir`).
   */
  databaseUrl?: string;
  merchantCode?: string;
  operatorKey?: string;
  revalidate?: RevalidateTarget;
  /** Pino level ('info' by default); false turns logging off. */
  logLevel?: string | false;
  /** Where the abuse limits are counted (default REDIS_URL; unset: in this process). */
  redisUrl?: string;
  /**
   * Game vendors: where browsers reach the local vendor's pages (default http://127.0.0.1:4000),
   * which portal origins may frame them, and real vendors by vendor code (docs/games.md, "Game vendors").
   */
  games?: { localVendorUrl?: string; frameAncestors?: string; vendors?: Record<string, GameVendor> };
  /** Accounts: gateways (else chosen by SMS_PROVIDER / MAIL_PROVIDER), secret, portal URL for links. */
  accounts?: { sms?: SmsGateway; mail?: MailGateway; secret?: string; portalUrl?: string };
  /** Deposits: the PSP (else the local gateway, PAYMENT_GATEWAY_SECRET or <dataDir>/payment-gateway.key) and the expiry sweep's period. */
  payments?: { gateway?: PaymentGateway; expiryIntervalMs?: number };
  /** Exchange rates: a feed (else the operator's own rates, domain/exchange-rates.ts). */
  rates?: { source?: RateSource };
  /**
   * Agent contract settlement on its schedules (true by default). Tests that settle periods by hand
   * turn it off, so a scheduled run cannot pay their periods first.
   */
  settlementSchedules?: boolean;
  /** The local lottery: its FAST draw period (else LOTTERY_FAST_DRAW_MS, else 5 minutes) and whether draws run on their schedule (true by default). */
  lottery?: { fastDrawMs?: number; schedules?: boolean };
  /** Demo profile: seed the demo team (db/seed/index.ts) on a first start; SEED_DEMO_TEAM=off leaves it out. */
  seedDemoTeam?: boolean;
  /**
   * The portal↔platform shared secret the portal signs forwarded visitor addresses with
   * (http/client-address.ts); REVALIDATE_SECRET by default. Without one only socket addresses count.
   */
  forwardingSecret?: string;
  /**
   * Tests only: PUT /admin/test/captcha/:key plants a drawn captcha's answer (browser tests cannot
   * read the picture). Off unless true or TEST_CAPTCHA_ANSWERS=allow; the route is absent (404) then.
   */
  testCaptchaAnswers?: boolean;
}

export interface Platform {
  app: FastifyInstance;
  /** Every /admin route (method and URL pattern), for the authorization tests. */
  adminRoutes: readonly AdminRoute[];
  seed: SeedReport;
  /** The database, for operator tooling and in-process tests. */
  db: PlatformContext['db'];
  /** The job queue, for operator tooling and in-process tests (drain a queue). */
  jobs: JobQueue;
  close(): Promise<void>;
}

const BODY_LIMIT = 64 * 1024;

// Nothing secret may reach the logs: no headers, no bodies, no query strings.
const REDACT = [
  'req.headers.authorization',
  'req.headers.encryption',
  'req.body',
  'body',
  '*.password',
  '*.token',
  '*.captcha',
  '*.code',
  '*.verificationCode',
  '*.oldPassword',
  '*.newPassword',
  '*.confirmNewPassword',
  '*.secret',
];

function requestLoggingOn(config: PlatformConfig): boolean {
  return config.LOG_REQUESTS ? config.LOG_REQUESTS === 'on' : config.NODE_ENV !== 'production';
}

function traceIdOfActiveSpan(): { traceId?: string } {
  const context = trace.getActiveSpan()?.spanContext();
  return context && isSpanContextValid(context) ? { traceId: context.traceId } : {};
}

function loggerOptions(level: string | false) {
  if (level === false) return false;
  return {
    level,
    // Each line carries the request's trace id when tracing is on (telemetry/tracing.ts).
    mixin: traceIdOfActiveSpan,
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        path: loggedPath(request.url),
        ip: clientAddressOf(request as unknown as FastifyRequest),
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}

/** Local portals on any port, plus the configured public portal. */
function defaultFrameAncestors(portalUrl: string): string {
  return ['http://localhost:*', 'http://127.0.0.1:*', new URL(portalUrl).origin].join(' ');
}

/** Calls `run` at most once per `ms` (leading edge); calls in between are dropped. */
function throttled<A>(ms: number, run: (arg: A) => unknown): (arg: A) => void {
  let last = 0;
  return (arg) => {
    const now = Date.now();
    if (now - last < ms) return;
    last = now;
    void run(arg);
  };
}

export async function buildPlatform(options: PlatformOptions = {}): Promise<Platform> {
  const config = options.config ?? loadPlatformConfig(options.env);
  const dataDir = options.dataDir ?? config.dataDir;
  // A connection the server ended outside a statement (a restart, a failover) is logged once the
  // logger exists; the pool opens a new one when one is needed.
  let log: FastifyBaseLogger | undefined;
  const database = await openDatabase({
    dataDir,
    databaseUrl: options.databaseUrl,
    onConnectionError: (error) => log?.warn({ err: loggableError(error) }, 'database connection lost'),
  });
  // Made before anything settles a spin, with the configured statements under way.
  spinBatcherOf(database.db, config.SPIN_BATCH_IN_FLIGHT);
  let jobs: JobQueue | undefined;
  let events: EventBus | undefined;
  let limits: AbuseLimits | undefined;
  try {
    const { db } = database;
    const seed = await seedIfEmpty(db, { profile: config.profile, demoTeam: options.seedDemoTeam ?? config.SEED_DEMO_TEAM });
    // The progressive jackpot's pool starts from the house's seed (posted once, whatever the database's age).
    await seedJackpot(db, undefined);
    // A jackpot win whose payout a stopped process did not post is paid now (its round is the outbox).
    await payPendingJackpots(db, undefined);
    // The built-in staff roles as contract/staff-permissions.ts defines them.
    await syncBuiltinRoles(db);
    const privateKey = await loadOrCreateRsaKey(dataDir);
    // Operator-changed values cached per instance; an invalidation reaches every instance (CacheGroup).
    const caches = new CacheGroup();
    const flags = new Cached(() => readSiteFlags(db), 5_000, { name: 'flags', group: caches });
    const accountsKeys = await loadOrCreateAccountsKeys(dataDir, options.accounts?.secret ?? config.ACCOUNTS_SECRET);
    // The demo's enrolled back-office staff (owner01, finance01, support01); none in production.
    if (config.profile === 'demo') await seedDemoStaff(db, accountsKeys.totp);
    const portalUrl = options.accounts?.portalUrl ?? config.PORTAL_PUBLIC_URL;
    const app = Fastify({
      bodyLimit: BODY_LIMIT,
      // No X-Forwarded-For is believed: the portal forwards the visitor's address signed (http/client-address.ts).
      trustProxy: false,
      logger: loggerOptions(options.logLevel ?? 'info'),
      // A line per request is for development; in production only when LOG_REQUESTS=on.
      logController: new LogController({ disableRequestLogging: !requestLoggingOn(config) }),
    });
    log = app.log;
    const warnings = startWarnings(config.NODE_ENV, database.dialect);
    for (const warning of warnings) app.log.warn({ warning }, START_WARNING_TEXT[warning]);
    installClientAddress(app, options.forwardingSecret ?? config.REVALIDATE_SECRET);
    jobs = await openJobQueue(database, { log: app.log });
    if (config.REDIS_URL) events = await connectRedisEventBus(config.REDIS_URL, config.REDIS_EVENTS_PREFIX, app.log, caches);
    limits = await openAbuseLimits(options.redisUrl ?? config.REDIS_URL, config.RATE_LIMIT_PREFIX, config.ABUSE_LIMITS);
    const ctx: PlatformContext = {
      db,
      dataDir,
      profile: config.profile,
      merchantCode: options.merchantCode ?? DEFAULT_MERCHANT,
      operatorKey: options.operatorKey ?? (await loadOrCreateOperatorKey(dataDir)),
      cipher: new PayloadCipher(privateKey),
      publicKey: publicKeyInfo(privateKey),
      revalidate: options.revalidate,
      cache: {
        system: new Cached(async () => ({
          status: await readSystemStatus(db),
          info: (await readSetting<SystemInfo>(db, SETTING_KEYS.systemInfo)) as SystemInfo,
          region: compileRegionRules(await readRegionRules(db)),
        }), 5_000, { name: 'system', group: caches }),
        flags,
        menus: new Cached(async () => {
          const order = (await readSetting<string[]>(db, SETTING_KEYS.menuOrder)) ?? [];
          return listGameMenus(db, order);
        }, 60_000, { name: 'menus', group: caches }),
      },
      accounts: {
        db,
        profile: config.profile,
        keys: accountsKeys,
        sms: options.accounts?.sms ?? smsGatewayFromEnv(config, db),
        mail: options.accounts?.mail ?? mailGatewayFromEnv(config, db),
        portalUrl,
        smsPolicy: new Cached(() => readSmsPolicy(db), 5_000, { name: 'smsPolicy', group: caches }),
        flags,
        limits,
      },
      oidc: new OidcDirectory(config.oidc),
      ledger: new AccountDirectory(),
      games: {
        vendors: new GameVendorDirectory(
          new LocalGameVendor(accountsKeys.launchTickets, options.games?.localVendorUrl ?? `http://127.0.0.1:${DEFAULT_PORT}`),
          options.games?.vendors,
        ),
        ticketKey: accountsKeys.launchTickets,
        frameAncestors: options.games?.frameAncestors ?? defaultFrameAncestors(portalUrl),
        onRealWin: throttled(10_000, (log) => notifyRevalidate(options.revalidate, [TAGS.winnerBoard], log)),
        lotteryFastMs: options.lottery?.fastDrawMs ?? config.LOTTERY_FAST_DRAW_MS,
        liveBetMs: config.LIVE_BET_MS,
        boardEventMs: config.BOARD_EVENT_MS,
      },
      rates: options.rates?.source ?? new OperatorRateSource(db),
      jobs,
    };

    const gateway = options.payments?.gateway ?? new LocalPaymentGateway(await loadOrCreateGatewaySecret(dataDir, config.PAYMENT_GATEWAY_SECRET));

    installEnvelopeHandlers(app);
    // Every /admin route, as registered: each must have a declared permission (modules/staff).
    const adminRouteList = collectAdminRoutes(app);
    installMetrics(app, { db, operatorKey: ctx.operatorKey, metricsKey: config.METRICS_KEY, reconcileEveryMs: config.METRICS_RECONCILE_EVERY_MS });

    // The start warnings stay here for whoever watches the platform (ops/start-warnings.ts).
    app.get('/health', async () => ok({ ok: true, database: database.dialect, warnings }));
    await app.register(async (upstream) => {
      upstream.addHook('onRequest', requireMerchant(ctx.merchantCode));
      // A member's answers (balances, orders, records) are never kept by a shared cache.
      upstream.addHook('onSend', async (request, reply) => {
        if (request.headers.authorization && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'private, no-store');
      });
      for (const routes of [systemRoutes, captchaRoutes, sessionRoutes, memberRoutes, contractPopupRoutes, walletRoutes, walletEventRoutes, gameRoutes, gameLaunchRoutes, contentRoutes, siteLicenceRoutes, siteResourcesRoutes, merchantWalletRoutes, favouriteRoutes, jackpotRoutes]) {
        await upstream.register(routes, { ctx });
      }
      // Accounts: registration, SMS codes, login extras, passwords, security center.
      for (const routes of [accountsRegisterRoutes, accountsLoginRoutes, accountsOidcRoutes, accountsPasswordRoutes, accountsSecurityRoutes, memberProfileRoutes, cashierWithdrawRoutes, cashierRecordRoutes, cashierTransferRoutes, pointsMallRoutes, responsibleGamingRoutes]) {
        await upstream.register(routes, { ctx });
      }
      await upstream.register(cashierDepositRoutes, { ctx, gateway });
      // Loyalty: rebate, VIP, missions (member calls).
      await upstream.register(loyaltyRoutes, { ctx });
      // In-house games: lottery draws and the live baccarat table.
      await upstream.register(lotteryRoutes, { ctx });
      await upstream.register(liveTableRoutes, { ctx });
      await upstream.register(eventBoardRoutes, { ctx });
      // Promotions and the reward center.
      await upstream.register(rewardRoutes, { ctx });
      // The member center: inbox (messageV2), feedback, login history and sessions.
      await upstream.register(memberInboxRoutes, { ctx });
      await upstream.register(memberSessionRoutes, { ctx });
      // The agent programme a guest reads (the affiliate page); then the agent center, each plugin
      // behind requireAgent, every query scoped by the caller's subtree.
      await upstream.register(agentProgrammeRoutes, { ctx });
      for (const routes of [agentCenterRoutes, agentContractRoutes, agentTransferRoutes, agentReportRoutes, agentTeamRoutes]) {
        await upstream.register(routes, { ctx });
      }
    });
    await app.register(localVendorRoutes, { ctx, prefix: LOCAL_VENDOR_PATH });
    await app.register(iconRoutes, { ctx });
    await app.register(staffRoutes, { ctx, prefix: '/admin' });
    await app.register(approvalRoutes, { ctx, prefix: '/admin' });
    await app.register(memberAdminRoutes, { ctx, prefix: '/admin' });
    await app.register(agentAdminRoutes, { ctx, prefix: '/admin' });
    await app.register(settingsRoutes, { ctx, prefix: '/admin' });
    await app.register(reportRoutes, { ctx, prefix: '/admin' });
    await app.register(queueEventRoutes, { ctx, prefix: '/admin' });
    await app.register(adminRoutes, { ctx, prefix: '/admin' });
    await app.register(adminAccountsRoutes, { ctx, prefix: '/admin' });
    await app.register(adminLedgerRoutes, { ctx, prefix: '/admin' });
    await app.register(reconcileAdminRoutes, { ctx, prefix: '/admin' });
    await app.register(adminAgentTransferRoutes, { ctx, prefix: '/admin' });
    await app.register(winnerBoardAdminRoutes, { ctx, prefix: '/admin' });
    await app.register(adminMembersRoutes, { ctx, prefix: '/admin' });
    await app.register(adminWithdrawalRoutes, { ctx, prefix: '/admin' });
    await app.register(adminSettlementRoutes, { ctx, prefix: '/admin', allowAsOf: config.SETTLEMENT_AS_OF });
    await app.register(adminSiteLicenceRoutes, { ctx, prefix: '/admin' });
    await app.register(adminMerchantWalletRoutes, { ctx, prefix: '/admin' });
    await app.register(adminSiteResourcesRoutes, { ctx, prefix: '/admin' });
    await app.register(adminCashierRoutes, { ctx, prefix: '/admin' });
    if (options.testCaptchaAnswers ?? config.TEST_CAPTCHA_ANSWERS) {
      await app.register(adminTestCaptchaRoutes, { ctx, prefix: '/admin' });
    }
    await app.register(paymentGatewayRoutes, { ctx, gateway });
    await app.register(adminDepositRoutes, { ctx, gateway, prefix: '/admin' });
    await app.register(adminMallRoutes, { ctx, prefix: '/admin' });
    await app.register(adminAgentTeamRoutes, { ctx, prefix: '/admin' });
    await app.register(adminLoyaltyRoutes, { ctx, prefix: '/admin' });
    await app.register(adminLotteryRoutes, { ctx, prefix: '/admin' });
    await app.register(adminLiveTableRoutes, { ctx, prefix: '/admin' });
    await app.register(adminEventBoardRoutes, { ctx, prefix: '/admin' });
    await app.register(adminPromotionRoutes, { ctx, prefix: '/admin' });
    await app.register(adminResponsibleGamingRoutes, { ctx, prefix: '/admin' });
    await app.register(adminInboxRoutes, { ctx, prefix: '/admin' });
    await app.ready();
    await scheduleDepositExpiry(jobs, db, options.payments?.expiryIntervalMs ?? config.DEPOSIT_EXPIRY_INTERVAL_MS);
    await scheduleWithdrawalAutoConfirm(jobs, db);
    await scheduleMemberRewards(jobs, db, ctx.ledger, config.MEMBER_REWARDS_INTERVAL_MS);
    await scheduleRaffleDraws(jobs, { db, directory: ctx.ledger }, config.RAFFLE_TICK_MS);
    if (options.settlementSchedules ?? config.SETTLEMENT_SCHEDULES) {
      await scheduleSettlements(jobs, db, ctx.ledger);
      await scheduleLoyalty(jobs, db, ctx.ledger);
    }
    if (options.lottery?.schedules ?? config.LOTTERY_SCHEDULES) {
      await scheduleLotteryDraws(jobs, { db, directory: ctx.ledger, fastMs: ctx.games.lotteryFastMs });
      await scheduleLiveTable(jobs, { db, directory: ctx.ledger, betMs: ctx.games.liveBetMs });
      await scheduleEventBoards(jobs, { db, directory: ctx.ledger, periodMs: ctx.games.boardEventMs });
    }

    const queue = jobs;
    const bus = events;
    return {
      app,
      seed,
      adminRoutes: adminRouteList,
      db: ctx.db,
      jobs: queue,
      close: async () => {
        // Requests first (they may still enqueue), then the jobs under way, then the database.
        await app.close();
        await queue.stop();
        await bus?.close();
        await limits?.close();
        await database.close();
      },
    };
  } catch (error) {
    await jobs?.stop();
    await events?.close();
    await limits?.close();
    await database.close();
    throw error;
  }
}
