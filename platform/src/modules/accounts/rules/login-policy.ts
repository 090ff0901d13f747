// When a login needs a captcha, how long a failure waits and what locks (spec §4 "captcha shown if
// flagged"; OWASP ASVS 2.2.1: anti-automation without a denial of service; issue 27).
// Risk is judged by the account and the device first, the address last: a Thai mobile carrier puts
// many members behind one address (CGNAT), so one attacker there must not slow them all down.
// A device is a browser's device id (contract/device-id.ts); it is *known* to an account once it
// has logged in to it. Unauthenticated failures cost the caller time (progressive delay) and a
// captcha, never the owner their account: wrong passwords sent with solved captchas lock only the
// (account, device) and (account, address) they came from, so the owner's own device still gets in.
// An answer refused for a missing or wrong captcha never looked at the password and does not count
// as a failure, so a right password sent then costs nothing.
import { addressLimitKey } from '../../../../../contract/address-ranges';
import { failureDelayMs, LIMITS } from '../../../core/abuse-limits';

export const LOGIN_POLICY = {
  /** Consecutive failures of the account after which every login to it needs a captcha. */
  captchaAfterAccountFailures: 3,
  /**
   * Failures from one address (abuse-limits loginFailuresPerIp: an IPv6 /64, its /56 and /48 scaled)
   * after which a device that never logged in to this account needs a captcha: an attacker who drops
   * their cookies is a new device each time, a member on their usual phone is not. Every device
   * needs one from loginFailuresPerIp's number (100) on; a device from loginFailuresPerDevice's (5).
   */
  captchaAfterAddressFailuresForNewDevices: 10,
  /** Window of the failures of an account name that is no account, and of the lock scopes. */
  windowMs: 15 * 60 * 1000,
  /** Consecutive failures of one lock scope (3 before the captcha, then 5 with a solved one) that lock that scope. */
  lockAfterFailures: 3 + 5,
  /**
   * Failures from devices the account does not know (all addresses together) that lock the account
   * for such devices: an attacker spread over many addresses cannot guess on for ever, and the owner's
   * known devices still get in.
   */
  lockNewDevicesAfterFailures: 20,
  lockMs: 15 * 60 * 1000,
  /** A device stays known to an account this long after its last successful login there. */
  knownDeviceDays: 180,
} as const;

export interface FailureCounts {
  /** Consecutive failures of the account (or, for an unknown account name, failures in the window). */
  account: number;
  /** Failures from this device (any account) in the window; 0 without a device id. */
  device: number;
  /** Failures from the visitor's address in the window (abuse-limits loginFailuresPerIp). */
  address: number;
  /** This device has logged in to this account before. */
  knownDevice: boolean;
  /** The site-wide failed-login budget is spent for this visitor (abuse-limits loginFailuresGlobal). */
  siteFlood?: boolean;
}

/** The device and address thresholds in force (LIMITS with the operator's ABUSE_LIMITS changes). */
export interface FailureLimits {
  device: number;
  address: number;
}

const DEFAULT_LIMITS: FailureLimits = { device: LIMITS.loginFailuresPerDevice.points, address: LIMITS.loginFailuresPerIp.points };

/** The address failures from which this visitor needs a captcha. */
const addressThreshold = (failures: FailureCounts, limits: FailureLimits) =>
  failures.knownDevice ? limits.address : Math.min(limits.address, LOGIN_POLICY.captchaAfterAddressFailuresForNewDevices);

export function isCaptchaRequired(failures: FailureCounts, limits: FailureLimits = DEFAULT_LIMITS): boolean {
  return (
    failures.siteFlood === true ||
    failures.account >= LOGIN_POLICY.captchaAfterAccountFailures ||
    failures.device >= limits.device ||
    failures.address >= addressThreshold(failures, limits)
  );
}

export function isLocked(lockedUntil: Date | null, now: Date): boolean {
  return lockedUntil !== null && lockedUntil.getTime() > now.getTime();
}

/**
 * How long the answer to a failed login waits: grows with the account's failures, and with the
 * device's and the address's beyond the numbers that ask for a captcha.
 */
export function loginFailureDelayMs(failures: FailureCounts, limits: FailureLimits = DEFAULT_LIMITS): number {
  const beyond = (count: number, threshold: number) => count - threshold + LOGIN_POLICY.captchaAfterAccountFailures;
  return failureDelayMs(
    Math.max(failures.account, beyond(failures.device, limits.device), beyond(failures.address, addressThreshold(failures, limits))),
  );
}

/** The scope devices an account does not know share: locked, it refuses them all. */
export const NEW_DEVICES_SCOPE = 'new-devices';

/**
 * What a failed login counts against, each locking on its own: the device (`device:<sha256>`), and,
 * for a device the account does not know, the address (`net:<IPv4 or IPv6 /64>`) and the account's
 * new devices together. A known device is judged by itself alone: an attacker behind the owner's
 * address (CGNAT) does not lock the owner's phone out.
 */
export function lockScopes(client: { ip: string; deviceHash?: string }, knownDevice: boolean): string[] {
  const scopes = client.deviceHash ? [`device:${client.deviceHash}`] : [];
  if (!knownDevice) scopes.push(`net:${addressLimitKey(client.ip)}`, NEW_DEVICES_SCOPE);
  return scopes;
}

/** The failures after which a scope locks (only a failure sent with a solved captcha locks). */
export function lockThreshold(scope: string): number {
  return scope === NEW_DEVICES_SCOPE ? LOGIN_POLICY.lockNewDevicesAfterFailures : LOGIN_POLICY.lockAfterFailures;
}

/** A device's last login to an account must be after this for it to count as known. */
export function knownDeviceSince(now: Date): Date {
  return new Date(now.getTime() - LOGIN_POLICY.knownDeviceDays * 86_400_000);
}
