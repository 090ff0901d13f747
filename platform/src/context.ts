// What the route plugins share: the database, the payload cipher and the cached public views.
import type { CompiledRegionRules } from './domain/region';
import type { SiteProfile } from '../../contract/site-profile';
import type { SystemStatusCode } from '../../contract/system';
import type { Db } from './db/client';
import type { AccountDirectory } from './db/ledger';
import type { AccountsDeps } from './domain/accounts-deps';
import type { Cached } from './domain/cached';
import type { RateSource } from './domain/exchange-rates';
import type { GameVendorDirectory } from './domain/game-vendor';
import type { OidcDirectory } from './domain/oidc';
import type { PayloadCipher } from './domain/payload-cipher';
import type { RevalidateTarget } from './domain/revalidate';
import type { RsaPublicKeyInfo } from './domain/rsa-key';
import type { GameMenu } from './db/games';
import type { JobQueue } from './jobs/job-queue';
import type { SystemInfo } from './db/seed/site-config';

export interface SystemSnapshot {
  status: SystemStatusCode;
  info: SystemInfo;
  /** The operator's blocked addresses and countries (domain/region.ts). */
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
  /** The cashier's exchange rates: the operator's own by default (domain/exchange-rates.ts). */
  rates: RateSource;
  /** Queued and scheduled work on the database (pg-boss): sweeps, settlements (jobs/job-queue.ts). */
  jobs: JobQueue;
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
