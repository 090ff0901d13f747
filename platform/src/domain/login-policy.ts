// When a login needs a captcha, how long a failure waits and when an account locks (spec §4
// "captcha shown if flagged"; OWASP ASVS 2.2.1: anti-automation without a denial of service).
// Unauthenticated failures cost the caller time (progressive delay) and a captcha, never the owner
// their account: an account locks only after repeated wrong passwords each sent with a solved
// captcha. An answer refused for a missing or wrong captcha never looked at the password and does
// not count as a failure, so a right password sent then costs nothing.
import { failureDelayMs } from './abuse-limits';

export const LOGIN_POLICY = {
  captchaAfterAccountFailures: 3,
  captchaAfterIpFailures: 10,
  ipWindowMs: 15 * 60 * 1000,
  /** Wrong passwords sent with a solved captcha before the account locks. */
  lockAfterCaptchaFailures: 5,
  /** Consecutive failures (of which the last lockAfterCaptchaFailures had a solved captcha) that lock. */
  lockAfterFailures: 3 + 5,
  lockMs: 15 * 60 * 1000,
} as const;

export interface FailureCounts {
  /** Consecutive failures of the account (or, for an unknown account name, failures in the window). */
  account: number;
  /** Failures from the visitor's IP within the window. */
  ip: number;
  /** The site as a whole is under a failed-login flood (abuse-limits loginFailuresGlobal). */
  siteFlood?: boolean;
}

export function isCaptchaRequired(failures: FailureCounts): boolean {
  return (
    failures.siteFlood === true ||
    failures.account >= LOGIN_POLICY.captchaAfterAccountFailures ||
    failures.ip >= LOGIN_POLICY.captchaAfterIpFailures
  );
}

export function isLocked(lockedUntil: Date | null, now: Date): boolean {
  return lockedUntil !== null && lockedUntil.getTime() > now.getTime();
}

/** The lock to set after a failure brought the account's consecutive failures to `failures`; only a failure with a solved captcha locks. */
export function lockAfterFailure(failures: number, now: Date, captchaSolved = true): Date | null {
  return captchaSolved && failures >= LOGIN_POLICY.lockAfterFailures ? new Date(now.getTime() + LOGIN_POLICY.lockMs) : null;
}

/** How long the answer to a failed login waits: grows with the account's and the IP's failures. */
export function loginFailureDelayMs(failures: FailureCounts): number {
  return failureDelayMs(Math.max(failures.account, failures.ip - LOGIN_POLICY.captchaAfterIpFailures + 3));
}
