// Who is calling an /admin route and whether they may (issue #28). Three kinds of caller:
// - a staff member's session (`Authorization: Bearer st_…`), with the permissions of their role and
//   its address allow-list; idle sessions end;
// - a machine key (`Authorization: Bearer mk_…`) with the permissions it was issued with (scrapers,
//   scripts);
// - the bootstrap operator key (`X-Operator-Key`, <dataDir>/operator.key): the ops CLI's key, with
//   every permission, recorded as `key:operator` — a key, never a person's login.
// The permission a route needs comes from admin-permissions.ts; a route not listed there is refused
// to everyone. A state-changing call writes one audit record before its answer is sent (audit-trail.ts).
// This is the StaffAccess port core's guardAdmin calls (core/admin/admin-guard.ts): server.ts hands it
// to every module through the route context.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { PERMISSIONS, type Permission } from '../../../../../contract/staff-permissions';
import { inRanges, parseRange, type AddressRange } from '../../../../../contract/address-ranges';
import type { Executor } from '../../../core/database/client';
import type { Principal, StaffAccess } from '../../../core/admin/admin-guard';
import { ApiError, errors } from '../../../core/http/envelope';
import { clientAddressOf } from '../../../core/http/client-address';
import { ADMIN_ROUTE_PERMISSIONS, OPEN_ROUTES, SELF_ROUTES, routeKey } from './admin-permissions';
import { recordAdminAction } from './audit-trail';
import { findLiveMachineKey, findLiveSession, touchSession } from './staff-store';

export const STAFF_SESSION_POLICY = {
  /** A session ends this long after login, whatever happens. */
  absoluteMs: 12 * 60 * 60 * 1000,
  /** … or after this long without a request. */
  idleMs: 30 * 60 * 1000,
  /** last_seen_at is written at most this often. */
  touchEveryMs: 60 * 1000,
} as const;

export const staffErrors = {
  unauthenticated: () => new ApiError(401, 'staff_unauthenticated', 'Please sign in'),
  forbidden: (permission: string) => new ApiError(403, 'staff_forbidden', 'You do not have permission for this action', { permission }),
  undeclared: () => new ApiError(403, 'staff_permission_undeclared', 'This action is not open to anyone'),
  addressNotAllowed: () => new ApiError(403, 'staff_address_not_allowed', 'Your role may not work from this address'),
};

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
export const tokenHash = (token: string) => digest(token).toString('hex');

const ALL = new Set<Permission>(PERMISSIONS);

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return undefined;
  const token = header.slice(7).trim();
  return token.length >= 16 && token.length <= 128 ? token : undefined;
}

/** Whether a role with the address allow-list `ranges` may work from `address` (an empty list: anywhere). */
export function allowedFrom(ranges: readonly string[], address: string): boolean {
  if (ranges.length === 0) return true;
  return inRanges(address, ranges.map(parseRange).filter((range): range is AddressRange => range !== undefined));
}

async function resolvePrincipal(db: Executor, request: FastifyRequest, operatorKey: Buffer): Promise<Principal | undefined> {
  const given = request.headers['x-operator-key'];
  if (typeof given === 'string') {
    if (!timingSafeEqual(digest(given), operatorKey)) throw errors.operatorKeyInvalid();
    return { actor: 'key:operator', kind: 'key', name: 'operator', permissions: ALL };
  }
  const token = bearerOf(request);
  if (!token) return undefined;
  const now = new Date();
  if (token.startsWith('mk_')) {
    const key = await findLiveMachineKey(db, tokenHash(token));
    if (!key) return undefined;
    return { actor: `key:${key.name}`, kind: 'key', name: key.name, permissions: new Set(key.permissions as Permission[]) };
  }
  if (!token.startsWith('st_')) return undefined;
  const found = await findLiveSession(db, tokenHash(token), now);
  if (!found) return undefined;
  const { session, member, role } = found;
  if (now.getTime() - session.lastSeenAt.getTime() > STAFF_SESSION_POLICY.idleMs) return undefined;
  if (!allowedFrom(role.allowedAddresses, clientAddressOf(request))) throw staffErrors.addressNotAllowed();
  if (now.getTime() - session.lastSeenAt.getTime() > STAFF_SESSION_POLICY.touchEveryMs) await touchSession(db, session.id, now);
  return {
    actor: `staff:${member.name}`,
    kind: 'staff',
    name: member.name,
    staffId: member.id,
    role: role.name,
    sessionId: session.id,
    permissions: new Set(role.permissions as Permission[]),
  };
}

/** The staff's access to /admin: the port every admin plugin's guard calls (core/admin/admin-guard.ts). */
export function staffAccess(db: Executor, operatorKeyText: string): StaffAccess {
  const operatorKey = digest(operatorKeyText);
  return {
    async authorize(request) {
      const key = routeKey(request.method, request.routeOptions.url ?? '');
      if (OPEN_ROUTES.has(key)) return;
      const principal = await resolvePrincipal(db, request, operatorKey);
      if (!principal) throw staffErrors.unauthenticated();
      request.principal = principal;
      if (SELF_ROUTES.has(key)) return;
      const permission = ADMIN_ROUTE_PERMISSIONS[key];
      if (!permission) throw staffErrors.undeclared();
      if (!principal.permissions.has(permission)) throw staffErrors.forbidden(permission);
    },
    record: (request, status) => recordAdminAction(db, request, status),
  };
}
