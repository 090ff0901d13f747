// Builds the platform: database (migrated and seeded), keys, caches and the Fastify app with every
// route plugin. main.ts listens; tests can call buildPlatform in-process.
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import { clientAddressOf, installClientAddress } from './core/http/client-address';
import { loggedPath } from './core/http/logged-path';
import { compileRegionRules } from './core/http/region';
import type { PlatformContext } from './context';
import { registerModuleRoutes } from './routes';
import { DEFAULT_MERCHANT, DEFAULT_PORT, loadPlatformConfig, type PlatformConfig } from './config';
import type { EnvSource } from '../../contract/env-schema';
import { TAGS } from '../../contract/cache-tags';
import { GameVendorDirectory, listGameMenus, LocalGameVendor, payPendingJackpots, scheduleEventBoards, scheduleLiveTable, scheduleLotteryDraws, seedJackpot, spinBatcherOf, type GameVendor } from './modules/games';
import { notifyRevalidate } from './core/http/revalidate';
import { openDatabase } from './core/database/client';
import { AccountDirectory, balanceEvents, runAndKeepReconcile } from './modules/ledger';
import { inboxEvents, joinAgentSubtree } from './modules/member-center';
import { loadOrCreateAccountsKeys, mailGatewayFromEnv, memberSessions, OidcDirectory, onSessionStart, readSmsPolicy, sessionEvents, smsGatewayFromEnv, type MailGateway, type SmsGateway } from './modules/accounts';
import { seedIfEmpty, type SeedReport } from './seed';
import { SETTING_KEYS, type SystemInfo } from './modules/content';
import { isSpanContextValid, trace } from '@opentelemetry/api';
import { CacheGroup, Cached } from './core/cached';
import { readRegionRules, readSiteFlags, readSystemStatus } from './modules/content';
import { readSetting } from './core/database/settings';
import { ok } from './core/http/envelope';
import { loadOrCreateOperatorKey } from './core/http/operator-key';
import { PayloadCipher } from './core/http/payload-cipher';
import { publicKeyInfo } from '../../contract/rsa-public-key';
import { loadOrCreateRsaKey } from './core/http/rsa-key';
import type { RevalidateTarget } from './core/http/revalidate';
import { installEnvelopeHandlers, loggableError } from './core/http/envelope-handlers';
import { collectAdminRoutes, readSettingsGroup, seedDemoStaff, staffAccess, syncBuiltinRoles, type AdminRoute } from './modules/back-office';
import { inSubtreeOf, resolveInvitation, scheduleSettlements, writeRates } from './modules/agents';
import { loadOrCreateGatewaySecret, LocalPaymentGateway, OperatorRateSource, scheduleDepositExpiry, scheduleWithdrawalAutoConfirm, joinDepositPromotions, type PaymentGateway, type RateSource } from './modules/cashier';
import { clubLabelOf, creditDepositBonus, depositPromotionOpen, grantSessionRewards, listPromotions, recordInvitation, scheduleLoyalty, scheduleMemberRewards, scheduleRaffleDraws } from './modules/rewards';
import { installRouteSchemas } from './core/http/route-schemas';
import { registerOpenApi } from './core/http/openapi';
import { openJobQueue, type JobQueue } from './core/jobs/job-queue';
import { connectRedisEventBus, type CarriedChannel, type EventBus } from './core/events/redis-event-bus';
import { installMetrics } from './core/http/metrics';
import { openAbuseLimits, type AbuseLimits } from './core/abuse-limits';
import { START_WARNING_TEXT, startWarnings } from './ops/start-warnings';

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
  /** Exchange rates: a feed (else the operator's own rates, modules/cashier/rules/exchange-rates.ts). */
  rates?: { source?: RateSource };
  /**
   * Agent contract settlement on its schedules (true by default). Tests that settle periods by hand
   * turn it off, so a scheduled run cannot pay their periods first.
   */
  settlementSchedules?: boolean;
  /** The local lottery: its FAST draw period (else LOTTERY_FAST_DRAW_MS, else 5 minutes) and whether draws run on their schedule (true by default). */
  lottery?: { fastDrawMs?: number; schedules?: boolean };
  /** Demo profile: seed the demo team (seed/index.ts) on a first start; SEED_DEMO_TEAM=off leaves it out. */
  seedDemoTeam?: boolean;
  /**
   * The portal↔platform shared secret the portal signs forwarded visitor addresses with
   * (core/http/client-address.ts); REVALIDATE_SECRET by default. Without one only socket addresses count.
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
    // Each line carries the request's trace id when tracing is on (core/telemetry/tracing.ts).
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
  // Seams between modules, joined here: a new session pays rewards' REGISTER and LOGIN promotions.
  onSessionStart(grantSessionRewards);
  // … and a deposit offers rewards' deposit promotions and pays the chosen one's bonus at approval.
  joinDepositPromotions({ listPromotions, depositPromotionOpen, creditDepositBonus });
  // … and a message to an agent's team reaches the agents' subtree.
  joinAgentSubtree(inSubtreeOf);
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
      // No X-Forwarded-For is believed: the portal forwards the visitor's address signed (core/http/client-address.ts).
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
    if (config.REDIS_URL) events = await connectRedisEventBus(config.REDIS_URL, config.REDIS_EVENTS_PREFIX, app.log, caches, [balanceEvents, inboxEvents, sessionEvents] as unknown as CarriedChannel[]);
    limits = await openAbuseLimits(options.redisUrl ?? config.REDIS_URL, config.RATE_LIMIT_PREFIX, config.ABUSE_LIMITS);
    const operatorKey = options.operatorKey ?? (await loadOrCreateOperatorKey(dataDir));
    const ctx: PlatformContext = {
      db,
      dataDir,
      profile: config.profile,
      merchantCode: options.merchantCode ?? DEFAULT_MERCHANT,
      operatorKey,
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
        // A registration's invitation code is the agents', its referral code the rewards'.
        registration: { resolveInvitation, writeRates, recordInvitation },
        clubLabelOf,
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
      memberSessions,
      inboxEvents,
      // The back office's services the other modules use, as ports: no module imports the back office.
      staff: staffAccess(db, operatorKey),
      readSettingsGroup: (group) => readSettingsGroup(ctx, group),
    };

    const gateway = options.payments?.gateway ?? new LocalPaymentGateway(await loadOrCreateGatewaySecret(dataDir, config.PAYMENT_GATEWAY_SECRET));

    installEnvelopeHandlers(app);
    // Routes' zod schemas checked by Fastify, answered as validation_failed; and their OpenAPI document.
    installRouteSchemas(app);
    await registerOpenApi(app);
    // Every /admin route, as registered: each must have a declared permission (modules/back-office/staff).
    const adminRouteList = collectAdminRoutes(app);
    installMetrics(app, { db, operatorKey: ctx.operatorKey, metricsKey: config.METRICS_KEY, reconcileEveryMs: config.METRICS_RECONCILE_EVERY_MS, runReconcile: runAndKeepReconcile, spinStats: spinBatcherOf(db).stats });

    // The start warnings stay here for whoever watches the platform (ops/start-warnings.ts).
    app.get('/health', async () => ok({ ok: true, database: database.dialect, warnings }));
    await registerModuleRoutes(app, { ctx, gateway, allowAsOf: config.SETTLEMENT_AS_OF, testCaptchaAnswers: options.testCaptchaAnswers ?? config.TEST_CAPTCHA_ANSWERS });
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
