// When a login needs a captcha and when an account locks (spec §4 "captcha shown if flagged").
// Every rejected attempt counts as a failure — wrong password, missing or wrong captcha — so a bot
// that never solves the captcha still runs into the lock instead of probing forever.

export const LOGIN_POLICY = {
  captchaAfterAccountFailures: 3,
  captchaAfterIpFailures: 10,
  ipWindowMs: 15 * 60 * 1000,
  lockAfterFailures: 10,
  lockMs: 15 * 60 * 1000,
} as const;

export interface FailureCounts {
  /** Consecutive failures of the account (or, for an unknown account name, failures in the window). */
  account: number;
  /** Failures from the visitor's IP within the window. */
  ip: number;
}

export function isCaptchaRequired(failures: FailureCounts): boolean {
  return (
    failures.account >= LOGIN_POLICY.captchaAfterAccountFailures || failures.ip >= LOGIN_POLICY.captchaAfterIpFailures
  );
}

export function isLocked(lockedUntil: Date | null, now: Date): boolean {
  return lockedUntil !== null && lockedUntil.getTime() > now.getTime();
}

/** The lock to set after a failure brought the account's consecutive failures to `failures`. */
export function lockAfterFailure(failures: number, now: Date): Date | null {
  return failures >= LOGIN_POLICY.lockAfterFailures ? new Date(now.getTime() + LOGIN_POLICY.lockMs) : null;
}
