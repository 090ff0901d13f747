// Every abuse limit of the platform and its numbers, in one place (issue 15 findings 2, 3, 12; issue
// 27): SMS sends, registrations, free-play accounts, login failures, captcha drawings, reset mails
// and TOTP tries, counted per IP (an IPv6 client per /64, /56 and /48), per device, per phone, per
// account and globally; a site-wide budget keeps a reserve for known devices and signed-in members. The counters live in Redis when REDIS_URL is set, so
// every platform process sees the same counts and they survive a restart; in-process otherwise.
// Both stores are rate-limiter-flexible limiters (fixed windows, atomic in Redis). If Redis stops
// answering, an in-process insurance limiter keeps counting rather than letting everything through.
// The client IP always comes from `clientOf(request).ip` (modules/accounts/http/client-of.ts), never from a header here.
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { addressLimitKey, addressValue } from '../../../contract/address-ranges';
import { ApiError } from './http/envelope';

export interface LimitRule {
  /** Requests allowed per window. */
  points: number;
  /** Window length in seconds. */
  seconds: number;
}

/**
 * The numbers. Per phone number (resend, 5-minute and daily caps per recipient) the operator's SMS
 * policy applies, counted from the stored codes in the database (shared by every process already).
 * An operator may change any of these with ABUSE_LIMITS, e.g. '{"registerPerIp":{"points":20,"seconds":3600}}'.
 */
export const LIMITS = {
  /** SMS/e-mail code requests from one IP (the operator's SMS policy may set other numbers). */
  smsPerIp: { points: 10, seconds: 300 },
  /** All SMS sends of the site: a pumping campaign spread over many IPs stops here. */
  smsGlobal: { points: 300, seconds: 60 },
  /** Accounts created from one IP. */
  registerPerIp: { points: 20, seconds: 3600 },
  /** Accounts created on the whole site. */
  registerGlobal: { points: 120, seconds: 60 },
  /** Trial (free-play) accounts opened from one IP (spec §4: 5 an hour). */
  freeplayPerIp: { points: 5, seconds: 3600 },
  /** Captcha pictures drawn for one IP, and for one device (drawing costs CPU). */
  captchaPerIp: { points: 30, seconds: 60 },
  captchaPerDevice: { points: 30, seconds: 60 },
  /** Captcha pictures of the whole site; unknown visitors may draw UNKNOWN_SHARE of them. */
  captchaGlobal: { points: 1200, seconds: 60 },
  /** Password-reset mails asked from one IP, for one account, and on the whole site. */
  resetMailPerIp: { points: 5, seconds: 900 },
  resetMailPerAccount: { points: 5, seconds: 3600 },
  resetMailGlobal: { points: 200, seconds: 60 },
  /** Authenticator code tries of one member. */
  totpPerMember: { points: 10, seconds: 300 },
  /** Codes asked by one member to bind or change a mobile number or e-mail, or to reset the funds password. */
  contactCodesPerMember: { points: 10, seconds: 3600 },
  /** Login-password proofs of one member when changing a bound mobile number or e-mail. */
  contactProofPerMember: { points: 10, seconds: 300 },
  /**
   * Deposit slips and withdrawal proofs one member sends for one order, and for all their orders
   * (issue 27: each costs seconds of CPU to re-encode; cashier-image-limits.ts).
   */
  cashierImagesPerOrder: { points: 5, seconds: 3600 },
  cashierImagesPerMember: { points: 20, seconds: 3600 },
  /**
   * Failed logins from one address in 15 minutes: from this many on, every login from there needs
   * a captcha, even on a known device (login-policy.ts). High on purpose: a Thai mobile carrier puts
   * hundreds of members behind one address (CGNAT), and a member mistypes a few times a day at most,
   * so 100 in 15 minutes is an attack, while below it the account, device and new-device rules
   * already ask the attacker for captchas.
   */
  loginFailuresPerIp: { points: 100, seconds: 900 },
  /** Failed logins from one device (any account) in 15 minutes: from this many on, a captcha. */
  loginFailuresPerDevice: { points: 5, seconds: 900 },
  /**
   * Failed logins on the whole site: above this every unauthenticated login needs a captcha; unknown
   * visitors once they alone reach UNKNOWN_SHARE of it. (Per account the failures come from the
   * database: login-policy.ts.)
   */
  loginFailuresGlobal: { points: 600, seconds: 60 },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMITS;

/** The limits counted per client address: keyed by addressLimitKey (an IPv6 client by its /64, /56 and /48). */
const PER_ADDRESS: ReadonlySet<LimitName> = new Set<LimitName>([
  'smsPerIp',
  'registerPerIp',
  'freeplayPerIp',
  'captchaPerIp',
  'resetMailPerIp',
  'loginFailuresPerIp',
]);

/**
 * The IPv6 networks a per-address limit counts, and how many times the /64's number each may use. A
 * mobile or home subscriber is given a /64 to a /56 and an office a /48 (RIPE-690), so a /56 holds a
 * few households' worth (4×) and a /48 a small site's (16×), rather than 256× and 65,536× the /64's
 * number an attacker holding the whole network would otherwise get.
 */
export const IPV6_NETWORKS = [
  { bits: 64, times: 1 },
  { bits: 56, times: 4 },
  { bits: 48, times: 16 },
] as const;

/**
 * The share of a site-wide budget (captchaGlobal, loginFailuresGlobal) visitors that are neither a
 * known device nor a signed-in member may use; the rest stays for those, so a flood from many
 * addresses cannot shut the members out (issue 27).
 */
export const UNKNOWN_SHARE = 0.8;

/** A site-wide budget with a reserve for known devices and signed-in members. */
export type SiteBudget = 'captchaGlobal' | 'loginFailuresGlobal';

/** Who spends a site-wide budget: a known device or signed-in member, or anyone else. */
export type Visitor = 'known' | 'unknown';

/** The counter key of `key` under the limit `name` (an IPv6 client: its /64). */
export function limitKeyOf(name: LimitName, key: string): string {
  return PER_ADDRESS.has(name) ? addressLimitKey(key) : key;
}

/** Every counter `key` counts under for `name`, with the rule of each: an IPv6 client per network of IPV6_NETWORKS. */
export function limitKeysOf(name: LimitName, key: string, rule: LimitRule): { key: string; rule: LimitRule; times: number }[] {
  if (!PER_ADDRESS.has(name) || addressValue(key)?.v6 !== true) return [{ key: limitKeyOf(name, key), rule, times: 1 }];
  return IPV6_NETWORKS.map(({ bits, times }) => ({ key: addressLimitKey(key, bits), rule: { points: rule.points * times, seconds: rule.seconds }, times }));
}

/** The unknown visitors' part of a site-wide budget. */
export function unknownShareOf(rule: LimitRule): LimitRule {
  return { points: Math.max(1, Math.floor(rule.points * UNKNOWN_SHARE)), seconds: rule.seconds };
}

export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, 'TOO_MANY_REQUEST', 'Too many requests, please try again later', {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)),
  });

export interface AbuseLimits {
  /** Counts one request under `key`; throws 429 TOO_MANY_REQUEST (with the wait) over the limit. */
  consume(name: LimitName, key: string, rule?: LimitRule): Promise<void>;
  /**
   * Counts one event; answers how many were counted in the window (no error over the limit). A
   * per-address limit answers for the fullest of the client's networks, in /64 terms (a /48's count
   * divided by its 16).
   */
  count(name: LimitName, key: string, rule?: LimitRule): Promise<number>;
  /** The rule in force for `name` (LIMITS with the operator's ABUSE_LIMITS changes). */
  rule(name: LimitName): LimitRule;
  /** The current count without counting (as `count` answers it). */
  peek(name: LimitName, key: string, rule?: LimitRule): Promise<number>;
  /** Forgets `key` (an operator unlock, a successful login). */
  reset(name: LimitName, key: string, rule?: LimitRule): Promise<void>;
  /** Spends one of a site-wide budget; an unknown visitor only within UNKNOWN_SHARE. Throws 429 over it. */
  consumeSite(name: SiteBudget, visitor: Visitor): Promise<void>;
  /** Counts one event against a site-wide budget; an unknown visitor's only while within UNKNOWN_SHARE. */
  countSite(name: SiteBudget, visitor: Visitor): Promise<void>;
  /** The site-wide budget is spent for this visitor: all of it, or (unknown visitors) their share. */
  siteSpent(name: SiteBudget, visitor: Visitor): Promise<boolean>;
  close(): Promise<void>;
}

const SITE = 'site';
const UNKNOWN = 'unknown';

class RateLimiterStore implements AbuseLimits {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(
    private readonly redis: Redis | undefined,
    private readonly prefix: string,
    private readonly rules: Record<LimitName, LimitRule>,
  ) {}

  private limiter(name: LimitName, rule: LimitRule): RateLimiterAbstract {
    const id = `${name}:${rule.points}:${rule.seconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      const options = { keyPrefix: `${this.prefix}:${name}`, points: rule.points, duration: rule.seconds };
      limiter = this.redis
        ? new RateLimiterRedis({ ...options, storeClient: this.redis, insuranceLimiter: new RateLimiterMemory(options) })
        : new RateLimiterMemory(options);
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  /** Counts one under each of the keys; the consumed points of each (in /64 terms) and the longest wait of those over their limit. */
  private async countEach(name: LimitName, key: string, rule: LimitRule): Promise<{ count: number; refusedMs?: number }> {
    const outcomes = await Promise.all(
      limitKeysOf(name, key, rule).map(async (counter) => {
        try {
          const res = await this.limiter(name, counter.rule).consume(counter.key, 1);
          return { count: res.consumedPoints / counter.times };
        } catch (rejection) {
          if (rejection instanceof RateLimiterRes) return { count: rejection.consumedPoints / counter.times, refusedMs: rejection.msBeforeNext };
          throw rejection;
        }
      }),
    );
    const refused = outcomes.flatMap((outcome) => (outcome.refusedMs === undefined ? [] : [outcome.refusedMs]));
    return { count: Math.floor(Math.max(...outcomes.map((outcome) => outcome.count))), refusedMs: refused.length ? Math.max(...refused) : undefined };
  }

  async consume(name: LimitName, key: string, rule: LimitRule = this.rules[name]): Promise<void> {
    const { refusedMs } = await this.countEach(name, key, rule);
    if (refusedMs !== undefined) throw tooManyRequests(refusedMs / 1000);
  }

  async count(name: LimitName, key: string, rule: LimitRule = this.rules[name]): Promise<number> {
    return (await this.countEach(name, key, rule)).count;
  }

  rule(name: LimitName): LimitRule {
    return this.rules[name];
  }

  async peek(name: LimitName, key: string, rule: LimitRule = this.rules[name]): Promise<number> {
    const counts = await Promise.all(
      limitKeysOf(name, key, rule).map(async (counter) => ((await this.limiter(name, counter.rule).get(counter.key))?.consumedPoints ?? 0) / counter.times),
    );
    return Math.floor(Math.max(...counts));
  }

  async reset(name: LimitName, key: string, rule: LimitRule = this.rules[name]): Promise<void> {
    await Promise.all(limitKeysOf(name, key, rule).map((counter) => this.limiter(name, counter.rule).delete(counter.key)));
  }

  // A site-wide budget is two counters: SITE (everyone's spending) and UNKNOWN (unknown visitors'
  // alone, limited to their share). An unknown visitor's event reaches SITE only within the share,
  // so at least the rest of SITE is always left to known devices and signed-in members.
  async consumeSite(name: SiteBudget, visitor: Visitor): Promise<void> {
    if (visitor === 'unknown') await this.consume(name, UNKNOWN, unknownShareOf(this.rules[name]));
    await this.consume(name, SITE);
  }

  async countSite(name: SiteBudget, visitor: Visitor): Promise<void> {
    const share = unknownShareOf(this.rules[name]);
    if (visitor === 'unknown' && (await this.count(name, UNKNOWN, share)) > share.points) return;
    await this.count(name, SITE);
  }

  async siteSpent(name: SiteBudget, visitor: Visitor): Promise<boolean> {
    if ((await this.peek(name, SITE)) >= this.rules[name].points) return true;
    if (visitor === 'known') return false;
    const share = unknownShareOf(this.rules[name]);
    return (await this.peek(name, UNKNOWN, share)) >= share.points;
  }

  async close(): Promise<void> {
    if (this.redis) await this.redis.quit().catch(() => this.redis?.disconnect());
  }
}

/** LIMITS with the changes of ABUSE_LIMITS (JSON); a malformed value is an error at start, not a silent default. */
export function limitRules(overrides: string | undefined): Record<LimitName, LimitRule> {
  const rules: Record<LimitName, LimitRule> = { ...LIMITS };
  if (!overrides?.trim()) return rules;
  const parsed = JSON.parse(overrides) as Record<string, unknown>;
  for (const [name, value] of Object.entries(parsed)) {
    const rule = value as Partial<LimitRule> | null;
    const valid = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 10_000_000;
    if (!(name in LIMITS) || !rule || !valid(rule.points) || !valid(rule.seconds)) throw new Error(`ABUSE_LIMITS: invalid entry ${name}`);
    rules[name as LimitName] = { points: rule.points!, seconds: rule.seconds! };
  }
  return rules;
}

/**
 * In Redis when `redisUrl` is set (REDIS_URL), in this process otherwise; keys start with `prefix`
 * (RATE_LIMIT_PREFIX: several sites on one Redis); `rules` are LIMITS with ABUSE_LIMITS's changes.
 */
export async function openAbuseLimits(redisUrl: string | undefined, prefix = 'abuse', rules = limitRules(undefined)): Promise<AbuseLimits> {
  if (!redisUrl) return new RateLimiterStore(undefined, prefix, rules);
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
  redis.on('error', () => undefined); // the insurance limiter counts while Redis is away
  await redis.connect().catch(() => undefined);
  return new RateLimiterStore(redis, prefix, rules);
}

/** The progressive delay (ms) before answering a failed login: 0 for the first few, then doubling to 8 s. */
export function failureDelayMs(failures: number): number {
  if (failures <= 2) return 0;
  return Math.min(8_000, 250 * 2 ** Math.min(failures - 3, 5));
}
