// Staff sign-in (issue #28): a staff member is created without a password and receives a one-time
// enrolment link; opening it shows an authenticator secret; completing it sets the password and
// confirms the first TOTP code. Every later login needs the password and a current code. Wrong
// answers count per staff member and lock them for a while, as members' accounts do.
import { randomBytes } from 'node:crypto';
import { STAFF_PASSWORD_MIN } from '../../../../../contract/staff-auth';
import type { Db, Executor } from '../../../core/database/client';
import { ApiError } from '../../../core/http/envelope';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../accounts';
import { newTotpSecret, openSecret, sealSecret, totpUri, verifyTotp } from '../../accounts';
import { STAFF_SESSION_POLICY, allowedFrom, staffErrors, tokenHash } from './admin-guard';
import {
  countStaffFailure,
  findLiveEnrolment,
  findRole,
  findStaffById,
  findStaffByName,
  insertEnrolment,
  insertSession,
  insertStaff,
  updateStaff,
  useEnrolment,
  type StaffRow,
} from './staff-store';

export const STAFF_LOGIN_POLICY = {
  lockAfterFailures: 5,
  lockMs: 15 * 60 * 1000,
  enrolmentTtlMs: 72 * 60 * 60 * 1000,
  minPasswordLength: STAFF_PASSWORD_MIN,
} as const;

export const staffAuthErrors = {
  loginFailed: () => new ApiError(401, 'staff_login_failed', 'Name, password or code is not correct'),
  locked: (until: Date) => new ApiError(423, 'staff_locked', 'Too many wrong answers; try again later', { lockedUntil: until.toISOString() }),
  enrolmentInvalid: () => new ApiError(400, 'staff_enrolment_invalid', 'This enrolment link is not valid or was already used'),
  codeWrong: () => new ApiError(400, 'staff_code_wrong', 'The authenticator code is not correct'),
  weakPassword: () =>
    new ApiError(400, 'staff_password_weak', `A staff password needs at least ${STAFF_LOGIN_POLICY.minPasswordLength} characters`, {
      minLength: STAFF_LOGIN_POLICY.minPasswordLength,
    }),
  nameTaken: () => new ApiError(409, 'staff_name_taken', 'A staff member with this name exists'),
  roleUnknown: () => new ApiError(400, 'staff_role_unknown', 'No such role'),
};

export interface StaffClient {
  address: string;
  userAgent: string | null;
}

export interface StaffSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
  staff: { name: string; role: string };
}

async function staffByIdOrFail(ex: Executor, id: number): Promise<StaffRow> {
  const row = await findStaffById(ex, id);
  if (!row) throw staffAuthErrors.enrolmentInvalid();
  return row;
}

const newToken = (prefix: string) => `${prefix}${randomBytes(32).toString('base64url')}`;

/** Creates a staff member without a password and their first enrolment link. */
export async function createStaff(db: Db, input: { name: string; role: string; createdBy: string }, now = new Date()) {
  if (!(await findRole(db, input.role))) throw staffAuthErrors.roleUnknown();
  return db.transaction(async (tx) => {
    const row = await insertStaff(tx, input);
    if (!row) throw staffAuthErrors.nameTaken();
    const token = await issueEnrolment(tx, row, now);
    return { staff: row, enrolmentToken: token };
  });
}

/** A new one-time link; the member's password and authenticator are reset until it is completed. */
export async function issueEnrolment(db: Executor, member: StaffRow, now = new Date()): Promise<string> {
  const token = newToken('en_');
  await updateStaff(db, member.id, { passwordHash: null, totpSecret: null, totpEnrolledAt: null, failedLogins: 0, lockedUntil: null });
  await insertEnrolment(db, { tokenHash: tokenHash(token), staffId: member.id, expiresAt: new Date(now.getTime() + STAFF_LOGIN_POLICY.enrolmentTtlMs) });
  return token;
}

async function liveEnrolment(db: Executor, token: string, now: Date) {
  const enrolment = await findLiveEnrolment(db, tokenHash(token), now);
  if (!enrolment) throw staffAuthErrors.enrolmentInvalid();
  return enrolment;
}

/** What the enrolment page shows: the name, and the authenticator secret (drawn once, kept sealed). */
export async function openEnrolment(db: Db, totpKey: Buffer, token: string, now = new Date()) {
  const enrolment = await liveEnrolment(db, token, now);
  const member = await staffByIdOrFail(db, enrolment.staffId);
  let secret = member.totpSecret ? openSecret(totpKey, member.totpSecret) : undefined;
  if (!secret) {
    secret = newTotpSecret();
    await updateStaff(db, member.id, { totpSecret: sealSecret(totpKey, secret) });
  }
  return { name: member.name, role: member.role, secret, totpUri: totpUri(`staff:${member.name}`, secret) };
}

/** Sets the password, confirms the first code, uses the link once, and signs the member in. */
export async function completeEnrolment(
  db: Db,
  totpKey: Buffer,
  input: { token: string; password: string; code: string },
  client: StaffClient,
  now = new Date(),
): Promise<StaffSession> {
  if (input.password.length < STAFF_LOGIN_POLICY.minPasswordLength) throw staffAuthErrors.weakPassword();
  const enrolment = await liveEnrolment(db, input.token, now);
  const member = await staffByIdOrFail(db, enrolment.staffId);
  if (!member.totpSecret || !(await verifyTotp(openSecret(totpKey, member.totpSecret), input.code, now.getTime()))) throw staffAuthErrors.codeWrong();
  await assertAddressAllowed(db, member, client);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    if (!(await useEnrolment(tx, tokenHash(input.token)))) throw staffAuthErrors.enrolmentInvalid();
    await updateStaff(tx, member.id, { passwordHash, totpEnrolledAt: now, failedLogins: 0, lockedUntil: null, lastLoginAt: now });
    return startStaffSession(tx, member, client, now);
  });
}

/**
 * A role's address allow-list applies from the login on (and on every call, admin-guard.ts): a
 * session is never opened from an address the role may not work from. Checked once the password
 * and code are right, so a stranger learns nothing about the role.
 */
async function assertAddressAllowed(db: Executor, member: StaffRow, client: StaffClient): Promise<void> {
  const role = await findRole(db, member.role);
  if (role && !allowedFrom(role.allowedAddresses, client.address)) throw staffErrors.addressNotAllowed();
}

export async function startStaffSession(db: Executor, member: StaffRow, client: StaffClient, now = new Date()): Promise<StaffSession> {
  const token = newToken('st_');
  const sessionId = randomBytes(12).toString('base64url');
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_POLICY.absoluteMs);
  await insertSession(db, {
    id: sessionId,
    tokenHash: tokenHash(token),
    staffId: member.id,
    address: client.address,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return { token, sessionId, expiresAt, staff: { name: member.name, role: member.role } };
}

/** Password and a current authenticator code; an unknown name costs the same time as a wrong password. */
export async function staffLogin(
  db: Db,
  totpKey: Buffer,
  input: { name: string; password: string; code: string },
  client: StaffClient,
  now = new Date(),
): Promise<StaffSession> {
  const member = await findStaffByName(db, input.name.trim().toLowerCase());
  if (!member || !member.passwordHash || !member.totpSecret || !member.totpEnrolledAt || member.disabledAt) {
    await burnPasswordCheck(input.password);
    throw staffAuthErrors.loginFailed();
  }
  if (member.lockedUntil && member.lockedUntil.getTime() > now.getTime()) throw staffAuthErrors.locked(member.lockedUntil);
  const passwordRight = await verifyPassword(input.password, member.passwordHash);
  const codeRight = passwordRight && (await verifyTotp(openSecret(totpKey, member.totpSecret), input.code, now.getTime()));
  if (!codeRight) {
    const failures = await countStaffFailure(db, member.id);
    if (failures >= STAFF_LOGIN_POLICY.lockAfterFailures) {
      const until = new Date(now.getTime() + STAFF_LOGIN_POLICY.lockMs);
      await updateStaff(db, member.id, { lockedUntil: until, failedLogins: 0 });
      throw staffAuthErrors.locked(until);
    }
    throw staffAuthErrors.loginFailed();
  }
  await assertAddressAllowed(db, member, client);
  await updateStaff(db, member.id, { failedLogins: 0, lockedUntil: null, lastLoginAt: now });
  return startStaffSession(db, member, client, now);
}
