// How often codes may be sent (spec §4 SMS countdown, §8 "too many requests, try again after 5
// minutes", "quota exceeded"). Counted per recipient from the stored codes; per IP in memory.
import { ApiError } from '../../../core/http/envelope';

export interface SmsPolicy {
  /** No new code for the same recipient within this many seconds of the previous one. */
  resendSeconds: number;
  /** At most perNumberMax codes to one recipient within perNumberWindowSeconds. */
  perNumberMax: number;
  perNumberWindowSeconds: number;
  /** At most perIpMax requests from one IP within perIpWindowSeconds. */
  perIpMax: number;
  perIpWindowSeconds: number;
  /** At most perDayMax codes to one recipient within 24 hours. */
  perDayMax: number;
}

export const DEFAULT_SMS_POLICY: SmsPolicy = {
  resendSeconds: 60,
  perNumberMax: 3,
  perNumberWindowSeconds: 300,
  perIpMax: 10,
  perIpWindowSeconds: 300,
  perDayMax: 10,
};

export const DAY_MS = 24 * 60 * 60 * 1000;

export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, 'TOO_MANY_REQUEST', 'Too many requests, please try again later', { retryAfterSeconds });

export const quotaExceeded = () =>
  new ApiError(429, 'sms_quota_exceeded', 'Quota exceeded, please contact customer service');

/**
 * The error for one more code to a recipient that already got codes at `sentAt` (any order, the
 * last 24 h at least), or null when it may be sent.
 */
export function recipientVerdict(sentAt: readonly Date[], now: Date, policy: SmsPolicy): ApiError | null {
  const ago = sentAt.map((at) => now.getTime() - at.getTime()).filter((ms) => ms >= 0);
  const latest = Math.min(...ago);
  if (ago.length > 0 && latest < policy.resendSeconds * 1000) {
    return tooManyRequests(Math.ceil((policy.resendSeconds * 1000 - latest) / 1000));
  }
  if (ago.filter((ms) => ms < policy.perNumberWindowSeconds * 1000).length >= policy.perNumberMax) {
    return tooManyRequests(policy.perNumberWindowSeconds);
  }
  if (ago.filter((ms) => ms < DAY_MS).length >= policy.perDayMax) return quotaExceeded();
  return null;
}

/** Partial operator changes, validated: every value a positive integer (resend may be 0). */
export function mergePolicy(base: SmsPolicy, patch: Partial<Record<keyof SmsPolicy, unknown>>): SmsPolicy {
  const merged = { ...base };
  for (const key of Object.keys(DEFAULT_SMS_POLICY) as (keyof SmsPolicy)[]) {
    const value = patch[key];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < (key === 'resendSeconds' ? 0 : 1) || value > 86_400) {
      throw new ApiError(400, 'validation_failed', `Invalid ${key}`, { fields: [key] });
    }
    merged[key] = value;
  }
  return merged;
}
