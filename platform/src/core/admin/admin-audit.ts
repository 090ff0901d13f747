// How a state-changing admin route tells the audit trail what it changed (issue #28: "every
// state-changing admin route writes one audit record with before and after"): the object it changed
// (an AuditSubject, built by the module that owns its rows), read before and after the change
// (`auditChange`), or after its creation (`auditCreated`); a route that runs something (a
// settlement, an accrual pass) records the run's result as its after (`auditRun`). The record
// itself is written by the guard (admin-guard.ts) once the call has answered.
import type { FastifyRequest } from 'fastify';
import type { SettingsGroup } from '../../../../contract/operator-settings';
import type { Executor } from '../database/client';
import type { PlatformContext } from '../../context';

export interface AuditSubject {
  objectType: string;
  objectId: string;
  /** The object as it is now; null when it does not exist (yet). */
  read: (ex: Executor) => Promise<unknown>;
}

/** How the audit trail names a setting's, and a settings group's, changes. */
export const SETTING_OBJECT_TYPE = 'setting';

/** Reads an operator settings group as a whole (the back office's group stores, handed in by server.ts). */
export type SettingsGroupReader = (group: SettingsGroup) => Promise<unknown>;

export const isoOrNull = (at: Date | null) => at?.toISOString() ?? null;

/** A setting kept as one value (a settings row, a store): the whole value before and after. */
export function settingSubject(objectId: string, read: (ex: Executor) => Promise<unknown>): AuditSubject {
  return { objectType: SETTING_OBJECT_TYPE, objectId, read };
}

/** One row found by `find` (none: null), kept in the compact shape `state` gives it. */
export function rowSubject<Row>(objectType: string, objectId: string | number, find: (ex: Executor) => Promise<Row[]>, state: (row: Row) => unknown): AuditSubject {
  return {
    objectType,
    objectId: String(objectId),
    read: async (ex) => {
      const [row] = await find(ex);
      return row === undefined ? null : state(row);
    },
  };
}

/** Runs `change`, recording `subject`'s state before and after it as this call's audit record. */
export async function auditChange<T>(ctx: Pick<PlatformContext, 'db'>, request: FastifyRequest, subject: AuditSubject, change: () => Promise<T>, reason?: string | null): Promise<T> {
  const before = await subject.read(ctx.db);
  const result = await change();
  request.audit = { objectType: subject.objectType, objectId: subject.objectId, before, after: await subject.read(ctx.db), reason };
  return result;
}

/** Records a call that created `subject`: nothing before, the object as stored after. */
export async function auditCreated(ctx: Pick<PlatformContext, 'db'>, request: FastifyRequest, subject: AuditSubject): Promise<void> {
  request.audit = { objectType: subject.objectType, objectId: subject.objectId, before: null, after: await subject.read(ctx.db) };
}

/**
 * A run on an object it picks itself (the soonest open draw, which it opens when there is none):
 * `expected`, read before, is the record's before when the run picked it; otherwise the run made
 * the object it ran on, and there was nothing before.
 */
export async function auditPickedRun<T>(
  ctx: Pick<PlatformContext, 'db'>,
  request: FastifyRequest,
  expected: AuditSubject | undefined,
  run: () => Promise<T>,
  picked: (result: T) => AuditSubject | undefined,
): Promise<T> {
  const before = expected ? await expected.read(ctx.db) : null;
  const result = await run();
  const subject = picked(result);
  if (subject) {
    request.audit = { objectType: subject.objectType, objectId: subject.objectId, before: subject.objectId === expected?.objectId ? before : null, after: await subject.read(ctx.db) };
  }
  return result;
}

/** Records a run (a settlement, an accrual pass, seeding): what it ran on, and its result as the after. */
export function auditRun(request: FastifyRequest, objectType: string, objectId: string, result: unknown, before: unknown = null): void {
  request.audit = { objectType, objectId, before, after: result };
}

/**
 * The older per-setting admin routes (POST /admin/status, /admin/flags/:name, /admin/region, PUT
 * /admin/resources, /admin/licence, /admin/cashier/payment-details, /admin/rates/:currency,
 * /admin/wallets/settings, /admin/referral/settings, /admin/agent-transfers/settings,
 * /admin/agent-registration/settings — the ops CLI's) record their change as the group's, with the
 * whole group before and after: a group's history and version hold every change, whichever way it came.
 */
export async function asSettingChange<T>(ctx: Pick<PlatformContext, 'readSettingsGroup'>, request: FastifyRequest, group: SettingsGroup, change: () => Promise<T>): Promise<T> {
  const before = await ctx.readSettingsGroup(group);
  const result = await change();
  request.audit = { objectType: SETTING_OBJECT_TYPE, objectId: group, before, after: await ctx.readSettingsGroup(group) };
  return result;
}
