// Every abuse limit of the platform and its numbers, in one place (issue 15 findings 2, 3, 12):
// SMS sends, registrations, login failures, captcha drawings, reset mails and TOTP tries, counted
// per IP, per phone, per account and globally. The counters live in Redis when REDIS_URL is set, so
// every platform process sees the same counts and they survive a restart; in-process otherwise.
// Both stores are rate-limiter-flexible limiters (fixed windows, atomic in Redis). If Redis stops
// answering, an in-process insurance limiter keeps counting rather than letting everything through.
// The client IP always comes from `clientOf(request).ip` (http/client-of.ts), never from a header here.
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { addressLimitKey } from '../../../contract/address-ranges';
import { ApiError } from './envelope';

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
  /** Captcha pictures drawn for one IP (drawing costs CPU). */
  captchaPerIp: { points: 30, seconds: 60 },
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
   * Failed logins on the whole site: above this every unauthenticated login needs a captcha. (Per
   * account and per IP the failures come from the login history in the database: login-policy.ts.)
   */
  loginFailuresGlobal: { points: 600, seconds: 60 },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMITS;

/** The limits counted per client address: keyed by addressLimitKey (an IPv6 client by its /64). */
const PER_ADDRESS: ReadonlySet<LimitName> = new Set<LimitName>(['smsPerIp', 'registerPerIp', 'captchaPerIp', 'resetMailPerIp']);

/** The counter key of `key` under the limit `name`. */
export function limitKeyOf(name: LimitName, key: string): string {
  return PER_ADDRESS.has(name) ? addressLimitKey(key) : key;
}

export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, 'TOO_MANY_REQUEST', 'Too many requests, please try again later', {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)),
  });

export interface AbuseLimits {
  /** Counts one request under `key`; throws 429 TOO_MANY_REQUEST (with the wait) over the limit. */
  consume(name: LimitName, key: string, rule?: LimitRule): Promise<void>;
  /** Counts one event; answers how many were counted in the window (no error over the limit). */
  count(name: LimitName, key: string, rule?: LimitRule): Promise<number>;
  /** The rule in force for `name` (LIMITS with the operator's ABUSE_LIMITS changes). */
  rule(name: LimitName): LimitRule;
  /** The current count without counting. */
  peek(name: LimitName, key: string, rule?: LimitRule): Promise<number>;
  /** Forgets `key` (an operator unlock, a successful login). */
  reset(name: LimitName, key: string, rule?: LimitRule): Promise<void>;
  close(): Promise<void>;
}

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

  async consume(name: LimitName, key: string, rule: LimitRule = this.rules[name]): Promise<void> {
    try {
      await this.limiter(name, rule).consume(limitKeyOf(name, key), 1);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw tooManyRequests(rejection.msBeforeNext / 1000);
      throw rejection;
    }
  }

  async count(name: LimitName, key: string, rule: LimitRule = this.rules[name]): Promise<number> {
    try {
      return (await this.limiter(name, rule).consume(limitKeyOf(name, key), 1)).consumedPoints;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return rejection.consumedPoints;
      throw rejection;
    }
  }

  rule(name: LimitName): LimitRule {
    return this.rules[name];
  }

  async peek(name: LimitName, key: string, rule: LimitRule = this.rules[name]): Promise<number> {
    return (await this.limiter(name, rule).get(limitKeyOf(name, key)))?.consumedPoints ?? 0;
  }

  async reset(name: LimitName, key: string, rule: LimitRule = this.rules[name]): Promise<void> {
    await this.limiter(name, rule).delete(limitKeyOf(name, key));
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
