// Who is calling an /admin route and whether they may (issue #28): every module's admin plugin
// starts with `guardAdmin(app, ctx)`. Staff sign-in, roles, machine keys and the audit trail are the
// back office's (modules/back-office/staff); the composition root hands them to core as a port
// (`ctx.staff`), so a module guards its admin routes without importing the back office.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Permission } from '../../../../contract/staff-permissions';
import type { PlatformContext } from '../../context';

export interface Principal {
  /** How the audit trail names the caller: `staff:<name>`, `key:<name>`. */
  actor: string;
  kind: 'staff' | 'key';
  name: string;
  staffId?: number;
  role?: string;
  sessionId?: string;
  permissions: ReadonlySet<Permission>;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
    /** What a route tells the audit trail about the object it changed (admin-audit.ts). */
    audit?: AuditDetail;
  }
}

export interface AuditDetail {
  objectType?: string;
  objectId?: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/** The staff's access to /admin, as the back office implements it (modules/back-office/staff/admin-guard.ts). */
export interface StaffAccess {
  /** Resolves the caller into `request.principal` and checks the route's permission; throws the refusal. */
  authorize(request: FastifyRequest): Promise<void>;
  /** Writes the audit record of a state-changing call that has answered with `status`. */
  record(request: FastifyRequest, status: number): Promise<void>;
}

/**
 * Guards every route of an admin plugin: resolves the caller, checks the route's permission, and
 * audits each state-changing call once it has answered.
 */
export function guardAdmin(app: FastifyInstance, ctx: Pick<PlatformContext, 'staff'>): void {
  app.addHook('onRequest', async (request) => ctx.staff.authorize(request));
  // Before the answer leaves (onSend also runs for errors): the record exists once the caller has the answer.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || !request.principal) return payload;
    await ctx.staff.record(request, reply.statusCode).catch((error: unknown) => request.log.error({ err: error }, 'audit record not written'));
    return payload;
  });
}

/** The actor a domain function records for the caller of this admin request. */
export function actorOf(request: FastifyRequest): string {
  return request.principal?.actor ?? 'key:operator';
}
