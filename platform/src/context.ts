// What the route plugins share: the database, the payload cipher and the cached public views.
import type { FastifyPluginAsync } from 'fastify';
import type { CompiledRegionRules } from './core/http/region';
import type { SiteProfile } from '../../contract/site-profile';
import type { SystemStatusCode } from '../../contract/system';
import type { Db } from './core/database/client';
import type { AccountDirectory } from './modules/ledger';
import type { AccountsDeps } from './modules/accounts';
import type { Cached } from './core/cached';
import type { PaymentGateway, RateSource } from './modules/cashier';
import type { GameVendorDirectory } from './modules/games';
import type { MemberSessions, OidcDirectory } from './modules/accounts';
import type { PayloadCipher } from './core/http/payload-cipher';
import type { RevalidateTarget } from './core/http/revalidate';
import type { RsaPublicKeyInfo } from '../../contract/rsa-public-key';
import type { GameMenu } from './modules/games';
import type { JobQueue } from './core/jobs/job-queue';
import type { MemberEventChannel } from './core/events/member-events';
import type { StaffAccess } from './core/admin/admin-guard';
import type { SettingsGroupReader } from './core/admin/admin-audit';
import type { SystemInfo } from './modules/content';

export interface SystemSnapshot {
  status: SystemStatusCode;
  info: SystemInfo;
  /** The operator's blocked addresses and countries (core/http/region.ts). */
  region: CompiledRegionRules;
}

export interface PlatformContext {
  db: Db;
  dataDir: string;
  /** demo or production (contract/site-profile.ts): what was seeded, which passwords are refused. */
  profile: SiteProfile;
  merchantCode: string;
  operatorKey: string;
  cipher: PayloadCipher;
  publicKey: RsaPublicKeyInfo;
  revalidate: RevalidateTarget | undefined;
  cache: {
    system: Cached<SystemSnapshot>;
    flags: Cached<Record<string, boolean>>;
    menus: Cached<GameMenu[]>;
  };
  /** Accounts: keys, SMS/mail gateways, SMS policy, limiters (registration, login, passwords). */
  accounts: AccountsDeps;
  /** Third-party sign-in providers (OIDC_<NAME>_*) and their discovered metadata. */
  oidc: OidcDirectory;
  /** Ledger account ids by code (committed accounts only). */
  ledger: AccountDirectory;
  /** Game launch: vendors by code, the local vendor's ticket key and framing policy. */
  games: GamesDeps;
  /** The cashier's exchange rates: the operator's own by default (modules/cashier/rules/exchange-rates.ts). */
  rates: RateSource;
  /** Queued and scheduled work on the database (pg-boss): sweeps, settlements (core/jobs/job-queue.ts). */
  jobs: JobQueue;
  /** The member session guard (accounts'), for the ledger's wallet routes below accounts. */
  memberSessions: MemberSessions;
  /** The member's inbox changes (member-center's channel), which the ledger's wallet stream forwards. */
  inboxEvents: MemberEventChannel<{ memberId: number; unread: number }>;
  /** The staff's access to /admin and the audit trail (back-office's staff/), for core/admin/admin-guard.ts. */
  staff: StaffAccess;
  /** An operator settings group as a whole (back-office's settings/), for core/admin/admin-audit.ts's asSettingChange. */
  readSettingsGroup: SettingsGroupReader;
}

export interface GamesDeps {
  vendors: GameVendorDirectory;
  ticketKey: Buffer;
  /** CSP frame-ancestors of the local vendor's pages: the portal origins that may embed them. */
  frameAncestors: string;
  /** A real win was recorded: the winner board's cached copies are stale. */
  onRealWin(log: { warn(obj: object, msg: string): void }): void;
  /** The local lottery's FAST draw period (LOTTERY_FAST_DRAW_MS; 5 minutes by default). */
  lotteryFastMs: number;
  /** How long each live-table round takes bets (LIVE_BET_MS; 20 s by default). */
  liveBetMs: number;
  /** How often each demo event board opens an event (BOARD_EVENT_MS; 3 minutes by default). */
  boardEventMs: number;
}

export interface RoutesOptions {
  ctx: PlatformContext;
}

/** What every module's route plugins are registered with (platform/src/routes.ts). */
export interface ModuleRouteOptions extends RoutesOptions {
  /** The payment service provider behind deposits (the cashier's routes). */
  gateway: PaymentGateway;
  /** Settlement runs may name the day they run as (SETTLEMENT_AS_OF; tests and demos). */
  allowAsOf: boolean;
  /** PUT /admin/test/captcha/:key is served (TEST_CAPTCHA_ANSWERS; browser tests). */
  testCaptchaAnswers: boolean;
}

export type ModulePlugin = FastifyPluginAsync<ModuleRouteOptions>;

/** A module's route plugins, by where they are served (each module's routes.ts). */
export interface ModuleRoutes {
  /** Under /wps and /lgw, behind the merchant check. */
  upstream?: readonly ModulePlugin[];
  /** Under /admin, each route with its declared permission (modules/back-office/staff). */
  admin?: readonly ModulePlugin[];
  /** At the root, outside the merchant check (vendor pages, icons, gateway callbacks), with a prefix where given. */
  site?: readonly (ModulePlugin | { plugin: ModulePlugin; prefix: string })[];
}
