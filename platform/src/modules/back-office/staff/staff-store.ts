// Reading and writing staff, roles, enrolment links, sessions and machine keys (schema-staff.ts).
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { BUILTIN_ROLES, type Permission } from '../../../../../contract/staff-permissions';
import type { Executor } from '../../../core/database/client';
import { machineKeys, staff, staffEnrolments, staffRoles, staffSessions } from '../schema';

export type StaffRow = typeof staff.$inferSelect;
export type RoleRow = typeof staffRoles.$inferSelect;
export type SessionRow = typeof staffSessions.$inferSelect;
export type MachineKeyRow = typeof machineKeys.$inferSelect;

/** Writes the built-in roles as the contract defines them (a new permission reaches the owner at the next start). */
export async function syncBuiltinRoles(ex: Executor): Promise<void> {
  for (const [name, permissions] of Object.entries(BUILTIN_ROLES)) {
    await ex
      .insert(staffRoles)
      .values({ name, permissions: [...permissions], builtin: true })
      .onConflictDoUpdate({ target: staffRoles.name, set: { permissions: [...permissions], builtin: true, updatedAt: sql`now()` } });
  }
}

export async function listRoles(ex: Executor): Promise<RoleRow[]> {
  return ex.select().from(staffRoles).orderBy(desc(staffRoles.builtin), asc(staffRoles.name));
}

export async function findRole(ex: Executor, name: string): Promise<RoleRow | undefined> {
  const [row] = await ex.select().from(staffRoles).where(eq(staffRoles.name, name));
  return row;
}

/** A custom role created or changed; a built-in one is never written here. */
export async function saveCustomRole(ex: Executor, role: { name: string; permissions: Permission[]; allowedAddresses: string[] }): Promise<RoleRow | undefined> {
  const [row] = await ex
    .insert(staffRoles)
    .values({ ...role, builtin: false })
    .onConflictDoUpdate({
      target: staffRoles.name,
      set: { permissions: role.permissions, allowedAddresses: role.allowedAddresses, updatedAt: sql`now()` },
      setWhere: eq(staffRoles.builtin, false),
    })
    .returning();
  return row;
}

export async function findStaffByName(ex: Executor, name: string): Promise<StaffRow | undefined> {
  const [row] = await ex.select().from(staff).where(eq(staff.name, name));
  return row;
}

export async function findStaffById(ex: Executor, id: number): Promise<StaffRow | undefined> {
  const [row] = await ex.select().from(staff).where(eq(staff.id, id));
  return row;
}

export async function listStaff(ex: Executor): Promise<StaffRow[]> {
  return ex.select().from(staff).orderBy(asc(staff.name));
}

export async function insertStaff(ex: Executor, values: { name: string; role: string; createdBy: string }): Promise<StaffRow | undefined> {
  const [row] = await ex.insert(staff).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateStaff(ex: Executor, id: number, set: Partial<typeof staff.$inferInsert>): Promise<StaffRow | undefined> {
  const [row] = await ex.update(staff).set(set).where(eq(staff.id, id)).returning();
  return row;
}

/** Counts a failed login and answers the new count (one statement: concurrent failures all count). */
export async function countStaffFailure(ex: Executor, id: number): Promise<number> {
  const [row] = await ex
    .update(staff)
    .set({ failedLogins: sql`${staff.failedLogins} + 1` })
    .where(eq(staff.id, id))
    .returning({ failedLogins: staff.failedLogins });
  return row?.failedLogins ?? 0;
}

export async function insertEnrolment(ex: Executor, values: { tokenHash: string; staffId: number; expiresAt: Date }): Promise<void> {
  // A new link replaces the ones not yet used.
  await ex
    .update(staffEnrolments)
    .set({ usedAt: sql`now()` })
    .where(and(eq(staffEnrolments.staffId, values.staffId), isNull(staffEnrolments.usedAt)));
  await ex.insert(staffEnrolments).values(values);
}

export async function findLiveEnrolment(ex: Executor, tokenHash: string, now: Date) {
  const [row] = await ex
    .select()
    .from(staffEnrolments)
    .where(and(eq(staffEnrolments.tokenHash, tokenHash), isNull(staffEnrolments.usedAt), gt(staffEnrolments.expiresAt, now)));
  return row;
}

/** Uses the link once (compare-and-set): false when another request used it first. */
export async function useEnrolment(ex: Executor, tokenHash: string): Promise<boolean> {
  const rows = await ex
    .update(staffEnrolments)
    .set({ usedAt: sql`now()` })
    .where(and(eq(staffEnrolments.tokenHash, tokenHash), isNull(staffEnrolments.usedAt)))
    .returning({ tokenHash: staffEnrolments.tokenHash });
  return rows.length === 1;
}

export async function insertSession(ex: Executor, values: typeof staffSessions.$inferInsert): Promise<void> {
  await ex.insert(staffSessions).values(values);
}

/** A live session with its staff member and role, by the hash of its token. */
export async function findLiveSession(ex: Executor, tokenHash: string, now: Date) {
  const [row] = await ex
    .select({ session: staffSessions, member: staff, role: staffRoles })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .innerJoin(staffRoles, eq(staffRoles.name, staff.role))
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now), isNull(staff.disabledAt)));
  return row;
}

export async function touchSession(ex: Executor, id: string, now: Date): Promise<void> {
  await ex.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, id));
}

/** Whether a staff session is still open: not ended, revoked or expired (the queue stream ends with it). */
export async function isSessionLive(ex: Executor, sessionId: string): Promise<boolean> {
  const [row] = await ex
    .select({ id: staffSessions.id })
    .from(staffSessions)
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, sql`now()`)));
  return row !== undefined;
}

export async function listSessions(ex: Executor, staffId?: number) {
  return ex
    .select({ id: staffSessions.id, staff: staff.name, address: staffSessions.address, userAgent: staffSessions.userAgent, createdAt: staffSessions.createdAt, lastSeenAt: staffSessions.lastSeenAt, expiresAt: staffSessions.expiresAt, revokedAt: staffSessions.revokedAt })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(staffId === undefined ? undefined : eq(staffSessions.staffId, staffId))
    .orderBy(desc(staffSessions.createdAt))
    .limit(200);
}

export async function revokeSession(ex: Executor, id: string): Promise<boolean> {
  const rows = await ex
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  return rows.length === 1;
}

export async function revokeSessionsOf(ex: Executor, staffId: number): Promise<void> {
  await ex.update(staffSessions).set({ revokedAt: sql`now()` }).where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

export async function insertMachineKey(ex: Executor, values: typeof machineKeys.$inferInsert): Promise<MachineKeyRow | undefined> {
  const [row] = await ex.insert(machineKeys).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findLiveMachineKey(ex: Executor, keyHash: string): Promise<MachineKeyRow | undefined> {
  const [row] = await ex.select().from(machineKeys).where(and(eq(machineKeys.keyHash, keyHash), isNull(machineKeys.revokedAt)));
  return row;
}

export async function listMachineKeys(ex: Executor) {
  return ex
    .select({ id: machineKeys.id, name: machineKeys.name, permissions: machineKeys.permissions, createdBy: machineKeys.createdBy, createdAt: machineKeys.createdAt, lastUsedAt: machineKeys.lastUsedAt, revokedAt: machineKeys.revokedAt })
    .from(machineKeys)
    .orderBy(asc(machineKeys.name));
}

export async function revokeMachineKey(ex: Executor, id: number): Promise<boolean> {
  const rows = await ex
    .update(machineKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(machineKeys.id, id), isNull(machineKeys.revokedAt)))
    .returning({ id: machineKeys.id });
  return rows.length === 1;
}
