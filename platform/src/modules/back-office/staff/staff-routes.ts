// /admin routes of the staff themselves: signing in and enrolling (open), their own session, and —
// with staff:* and keys:manage — staff members, roles, sessions, machine keys and the audit trail.
// Nobody may hand out more than they hold: a role, a custom role's permissions or a machine key's
// permissions must be within the caller's own.
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { machineKeyInput } from '../../../../../contract/machine-keys';
import {
  roleInputSchema,
  roleNameSchema,
  staffNameSchema,
  type Permission,
} from '../../../../../contract/staff-permissions';
import type { RoutesOptions } from '../../../context';
import { ApiError, errors, ok } from '../../../core/http/envelope';
import { refusePublishedPassword } from '../../accounts';
import { parseOrFail } from '../../../core/http/validation';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientAddressOf } from '../../../core/http/client-address';
import { guardAdmin, type Principal } from '../../../core/admin/admin-guard';
import { staffErrors, tokenHash } from './admin-guard';
import { readAudit } from './audit-trail';
import { auditCsv } from './audit-csv';
import { completeEnrolment, createStaff, issueEnrolment, openEnrolment, staffLogin, type StaffClient } from './staff-auth';
import {
  findRole,
  findStaffByName,
  insertMachineKey,
  listMachineKeys,
  listRoles,
  listSessions,
  listStaff,
  revokeMachineKey,
  revokeSession,
  revokeSessionsOf,
  saveCustomRole,
  updateStaff,
} from './staff-store';

const secret = z.string().min(1).max(200);
const loginBody = z.object({ name: z.string().trim().min(1).max(64), password: secret, code: z.string().trim().min(1).max(12) });
const enrolBody = z.object({ token: z.string().min(16).max(128), password: secret, code: z.string().trim().min(1).max(12) });
const tokenParams = z.object({ token: z.string().min(16).max(128) });
const nameParams = z.object({ name: staffNameSchema });
const roleParams = z.object({ name: roleNameSchema });
const reasonField = z.string().trim().min(3).max(500);
const createBody = z.object({ name: staffNameSchema, role: roleNameSchema });
const roleBody = z.object({ role: roleNameSchema, reason: reasonField });
const disableBody = z.object({ reason: reasonField });
const sessionParams = z.object({ id: z.string().min(8).max(64) });
const keyParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const auditQuery = z.object({
  objectType: z.string().max(64).optional(),
  objectId: z.string().max(128).optional(),
  actor: z.string().max(100).optional(),
  before: z.coerce.bigint().positive().optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  format: z.enum(['json', 'csv']).default('json'),
});

export const staffRouteErrors = {
  beyondOwn: () => new ApiError(403, 'staff_grant_beyond_own', 'You cannot grant permissions you do not hold'),
  builtinRole: () => new ApiError(409, 'staff_role_builtin', 'Built-in roles cannot be changed; create a custom role'),
  notFound: () => errors.notFound('No such staff member'),
  self: () => new ApiError(409, 'staff_self', 'You cannot do this to your own account'),
};

const clientOfRequest = (request: FastifyRequest): StaffClient => ({
  address: clientAddressOf(request),
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
});

function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw staffErrors.unauthenticated();
  return request.principal;
}

function assertWithinOwn(principal: Principal, permissions: readonly string[]): void {
  if (permissions.some((permission) => !principal.permissions.has(permission as Permission))) throw staffRouteErrors.beyondOwn();
}

const sessionAnswer = (session: Awaited<ReturnType<typeof staffLogin>>) => ({
  token: session.token,
  sessionId: session.sessionId,
  expiresAt: session.expiresAt.toISOString(),
  staff: session.staff,
});

export const staffRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  guardAdmin(app, ctx);
  const totpKey = ctx.accounts.keys.totp;

  // --- Open: signing in and enrolling ----------------------------------------------------------
  app.post('/session', { schema: { body: loginBody } }, async (request) => {
    const input = request.body;
    return ok(sessionAnswer(await staffLogin(ctx.db, totpKey, input, clientOfRequest(request))));
  });

  app.get('/enrolment/:token', { schema: { params: tokenParams } }, async (request) => {
    const { token } = request.params;
    return ok(await openEnrolment(ctx.db, totpKey, token));
  });

  app.post('/enrolment', { schema: { body: enrolBody } }, async (request) => {
    const input = request.body;
    // A production site takes none of the demo's published passwords (Backoffice@2026 among them).
    refusePublishedPassword(ctx.profile, input.password, 'password');
    return ok(sessionAnswer(await completeEnrolment(ctx.db, totpKey, input, clientOfRequest(request))));
  });

  // --- Self -----------------------------------------------------------------------------------
  app.get('/me', async (request) => {
    const principal = principalOf(request);
    return ok({ actor: principal.actor, name: principal.name, kind: principal.kind, role: principal.role ?? null, permissions: [...principal.permissions].sort() });
  });

  app.post('/me/logout', async (request) => {
    const principal = principalOf(request);
    if (principal.sessionId) await revokeSession(ctx.db, principal.sessionId);
    return ok({ loggedOut: true });
  });

  app.get('/me/sessions', async (request) => {
    const principal = principalOf(request);
    return ok(principal.staffId === undefined ? [] : await listSessions(ctx.db, principal.staffId));
  });

  // --- Staff members ----------------------------------------------------------------------------
  app.get('/staff', async () =>
    ok(
      (await listStaff(ctx.db)).map((row) => ({
        name: row.name,
        role: row.role,
        enrolled: row.totpEnrolledAt !== null,
        disabled: row.disabledAt !== null,
        locked: row.lockedUntil !== null && row.lockedUntil.getTime() > Date.now(),
        lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
        createdBy: row.createdBy,
        createdAt: row.createdAt.toISOString(),
      })),
    ),
  );

  app.post('/staff', { schema: { body: createBody } }, async (request) => {
    const principal = principalOf(request);
    const input = request.body;
    const role = await findRole(ctx.db, input.role);
    if (!role) throw errors.validationFailed(['role']);
    assertWithinOwn(principal, role.permissions);
    const { staff, enrolmentToken } = await createStaff(ctx.db, { ...input, createdBy: principal.actor });
    request.audit = { objectType: 'staff', objectId: staff.name, before: null, after: { name: staff.name, role: staff.role } };
    return ok({ name: staff.name, role: staff.role, enrolmentToken });
  });

  app.post('/staff/:name/role', { schema: { params: nameParams, body: roleBody } }, async (request) => {
    const principal = principalOf(request);
    const { name } = request.params;
    const { role: roleName, reason } = request.body;
    const member = await findStaffByName(ctx.db, name);
    if (!member) throw staffRouteErrors.notFound();
    if (member.id === principal.staffId) throw staffRouteErrors.self();
    const [role, current] = await Promise.all([findRole(ctx.db, roleName), findRole(ctx.db, member.role)]);
    if (!role) throw errors.validationFailed(['role']);
    assertWithinOwn(principal, [...role.permissions, ...(current?.permissions ?? [])]);
    await updateStaff(ctx.db, member.id, { role: role.name });
    await revokeSessionsOf(ctx.db, member.id);
    request.audit = { objectType: 'staff', objectId: member.name, before: { role: member.role }, after: { role: role.name }, reason };
    return ok({ name: member.name, role: role.name });
  });

  app.post('/staff/:name/disable', { schema: { params: nameParams, body: disableBody } }, async (request) => {
    const principal = principalOf(request);
    const { name } = request.params;
    const { reason } = request.body;
    const member = await findStaffByName(ctx.db, name);
    if (!member) throw staffRouteErrors.notFound();
    if (member.id === principal.staffId) throw staffRouteErrors.self();
    const role = await findRole(ctx.db, member.role);
    assertWithinOwn(principal, role?.permissions ?? []);
    await updateStaff(ctx.db, member.id, { disabledAt: new Date() });
    await revokeSessionsOf(ctx.db, member.id);
    request.audit = { objectType: 'staff', objectId: member.name, before: { disabled: member.disabledAt !== null }, after: { disabled: true }, reason };
    return ok({ name: member.name, disabled: true });
  });

  /** A new enrolment link (lost phone): the password and authenticator are reset, sessions end. */
  app.post('/staff/:name/enrolment', { schema: { params: nameParams } }, async (request) => {
    const principal = principalOf(request);
    const { name } = request.params;
    const member = await findStaffByName(ctx.db, name);
    if (!member) throw staffRouteErrors.notFound();
    const role = await findRole(ctx.db, member.role);
    assertWithinOwn(principal, role?.permissions ?? []);
    const enrolmentToken = await ctx.db.transaction(async (tx) => {
      await revokeSessionsOf(tx, member.id);
      return issueEnrolment(tx, member);
    });
    request.audit = { objectType: 'staff', objectId: member.name, before: { enrolled: member.totpEnrolledAt !== null }, after: { enrolled: false } };
    return ok({ name: member.name, enrolmentToken });
  });

  // --- Roles ------------------------------------------------------------------------------------
  app.get('/roles', async () => ok(await listRoles(ctx.db)));

  app.put('/roles/:name', { schema: { params: roleParams } }, async (request) => {
    const principal = principalOf(request);
    const { name } = request.params;
    const input = parseOrFail(roleInputSchema, { ...(request.body as object), name });
    assertWithinOwn(principal, input.permissions);
    const before = await findRole(ctx.db, name);
    if (before?.builtin) throw staffRouteErrors.builtinRole();
    const saved = await saveCustomRole(ctx.db, { name, permissions: [...new Set(input.permissions)], allowedAddresses: input.allowedAddresses });
    if (!saved) throw staffRouteErrors.builtinRole();
    request.audit = {
      objectType: 'role',
      objectId: name,
      before: before ? { permissions: before.permissions, allowedAddresses: before.allowedAddresses } : null,
      after: { permissions: saved.permissions, allowedAddresses: saved.allowedAddresses },
    };
    return ok(saved);
  });

  // --- Sessions ---------------------------------------------------------------------------------
  app.get('/staff-sessions', async () => ok(await listSessions(ctx.db)));

  app.delete('/staff-sessions/:id', { schema: { params: sessionParams } }, async (request) => {
    const { id } = request.params;
    const revoked = await revokeSession(ctx.db, id);
    if (!revoked) throw errors.notFound('No live session with this id');
    request.audit = { objectType: 'staff-session', objectId: id, before: { revoked: false }, after: { revoked: true } };
    return ok({ id, revoked });
  });

  // --- Machine keys -----------------------------------------------------------------------------
  app.get('/keys', async () => ok(await listMachineKeys(ctx.db)));

  app.post('/keys', { schema: { body: machineKeyInput } }, async (request) => {
    const principal = principalOf(request);
    const input = request.body;
    assertWithinOwn(principal, input.permissions);
    const key = `mk_${randomBytes(32).toString('base64url')}`;
    const row = await insertMachineKey(ctx.db, { name: input.name, keyHash: tokenHash(key), permissions: [...new Set(input.permissions)], createdBy: principal.actor });
    if (!row) throw new ApiError(409, 'key_name_taken', 'A key with this name exists');
    request.audit = { objectType: 'machine-key', objectId: row.name, before: null, after: { name: row.name, permissions: row.permissions } };
    // The key is shown once; only its hash is kept.
    return ok({ id: row.id, name: row.name, permissions: row.permissions, key });
  });

  app.delete('/keys/:id', { schema: { params: keyParams } }, async (request) => {
    const { id } = request.params;
    if (!(await revokeMachineKey(ctx.db, id))) throw errors.notFound('No live key with this id');
    request.audit = { objectType: 'machine-key', objectId: String(id), before: { revoked: false }, after: { revoked: true } };
    return ok({ id, revoked: true });
  });

  // --- Audit trail ------------------------------------------------------------------------------
  app.get('/audit', { schema: { querystring: auditQuery } }, async (request, reply) => {
    const query = request.query;
    const rows = await readAudit(ctx.db, query);
    if (query.format === 'csv') {
      reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="audit.csv"');
      return auditCsv(rows);
    }
    return ok(rows.map((row) => ({ ...row, id: row.id.toString(), at: row.at.toISOString() })));
  });
};
