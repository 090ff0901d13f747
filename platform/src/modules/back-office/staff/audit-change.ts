// How a state-changing admin route tells the audit trail what it changed (issue #28: "every
// state-changing admin route writes one audit record with before and after"): the object it changed
// (an AuditSubject of audit-subjects.ts), read before and after the change (`auditChange`), or
// after its creation (`auditCreated`); a route that runs something (a settlement, an accrual pass)
// records the run's result as its after (`auditRun`).
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../../core/database/client';
import type { PlatformContext } from '../../../context';

export interface AuditSubject {
  objectType: string;
  objectId: string;
  /** The object as it is now; null when it does not exist (yet). */
  read: (ex: Executor) => Promise<unknown>;
}

/** Runs `change`, recording `subject`'s state before and after it as this call's audit record. */
export async function auditChange<T>(ctx: PlatformContext, request: FastifyRequest, subject: AuditSubject, change: () => Promise<T>, reason?: string | null): Promise<T> {
  const before = await subject.read(ctx.db);
  const result = await change();
  request.audit = { objectType: subject.objectType, objectId: subject.objectId, before, after: await subject.read(ctx.db), reason };
  return result;
}

/** Records a call that created `subject`: nothing before, the object as stored after. */
export async function auditCreated(ctx: PlatformContext, request: FastifyRequest, subject: AuditSubject): Promise<void> {
  request.audit = { objectType: subject.objectType, objectId: subject.objectId, before: null, after: await subject.read(ctx.db) };
}

/**
 * A run on an object it picks itself (the soonest open draw, which it opens when there is none):
 * `expected`, read before, is the record's before when the run picked it; otherwise the run made
 * the object it ran on, and there was nothing before.
 */
export async function auditPickedRun<T>(
  ctx: PlatformContext,
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
