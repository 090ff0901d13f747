// The audit trail (issue #28; back-office.md "object change history"): one append-only record per
// state-changing admin call — who, when, from which address, which route and permission, the object,
// before → after, the reason, and the answer's status. The database refuses UPDATE, DELETE and
// TRUNCATE on it (migration 0034). A route that knows the object's state before and after says so in
// `request.audit`; otherwise the record carries the route's parameters and the request's fields
// (secrets removed) as what was asked.
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../../core/database/client';
import { auditLog } from '../schema';
import { clientAddressOf } from '../../../core/http/client-address';
import { rawInputOf } from '../../../core/http/route-schemas';
import { permissionOf, routeKey } from './admin-permissions';

/** Fields never written to the trail, at any depth. */
const SECRET_FIELD = /pass(word)?|secret|token|code|captcha|key|otp/i;
/**
 * Names that only look like secrets: a bank's code (a receiving account), and site flags, whose
 * names are upper case (CHNGPASSVERIF3) — no secret field is. The settings' history shows them.
 */
const PUBLIC_FIELD = /^(bankCode|[A-Z][A-Z0-9_]*)$/;
const MAX_DEPTH = 4;
const SINGULAR: Record<string, string> = { members: 'member', deposits: 'deposit', withdrawals: 'withdrawal' };

/** A value as the trail keeps it (JSON): secrets out, amounts in minor units as text, times as ISO text. */
function withoutSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 100).map((item) => withoutSecrets(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([name, item]) => [name, SECRET_FIELD.test(name) && !PUBLIC_FIELD.test(name) ? '[redacted]' : withoutSecrets(item, depth + 1)]),
  );
}

function objectOf(request: FastifyRequest): { objectType: string; objectId: string | null } {
  const url = request.routeOptions.url ?? '';
  const area = url.replace(/^\/admin\//, '').split('/')[0] || 'admin';
  // A member's, a deposit's or a withdrawal's history reads one object type, whichever route wrote it.
  const objectType = SINGULAR[area] ?? area;
  const params = (rawInputOf(request).params ?? {}) as Record<string, string>;
  const ids = Object.values(params).filter((value) => typeof value === 'string');
  return { objectType, objectId: ids.length > 0 ? ids.join('/') : null };
}

export async function recordAdminAction(ex: Executor, request: FastifyRequest, status: number): Promise<void> {
  const principal = request.principal;
  if (!principal) return;
  const detail = request.audit ?? {};
  const fallback = objectOf(request);
  const raw = rawInputOf(request);
  const body = withoutSecrets(raw.body ?? null);
  const reason = detail.reason ?? (typeof (body as { reason?: unknown })?.reason === 'string' ? (body as { reason: string }).reason : null);
  await ex.insert(auditLog).values({
    actor: principal.actor,
    address: clientAddressOf(request),
    action: routeKey(request.method, request.routeOptions.url ?? request.url),
    permission: permissionOf(request) ?? null,
    objectType: detail.objectType ?? fallback.objectType,
    objectId: detail.objectId ?? fallback.objectId,
    before: detail.before === undefined ? null : withoutSecrets(detail.before),
    after: withoutSecrets(detail.after === undefined ? { params: raw.params ?? {}, body } : detail.after),
    reason: reason ? reason.slice(0, 500) : null,
    status,
  });
}

export interface AuditQuery {
  objectType?: string;
  objectId?: string;
  actor?: string;
  /** Only the calls that succeeded (an object's history), not the refused attempts. */
  succeeded?: boolean;
  /** Records older than this id (paging backwards). */
  before?: bigint;
  limit: number;
}

export async function readAudit(ex: Executor, query: AuditQuery) {
  const where: SQL[] = [];
  if (query.objectType) where.push(eq(auditLog.objectType, query.objectType));
  if (query.objectId) where.push(eq(auditLog.objectId, query.objectId));
  if (query.actor) where.push(eq(auditLog.actor, query.actor));
  if (query.before !== undefined) where.push(lt(auditLog.id, query.before));
  if (query.succeeded) where.push(lt(auditLog.status, 400));
  return ex
    .select()
    .from(auditLog)
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(query.limit);
}
