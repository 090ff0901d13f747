/** @jest-environment node */
// Staff authorization over the whole admin API (issue #28), generated from the platform's own route
// list: every /admin route is tried with no session and with a session of each built-in role. Only
// the permitted calls get past the guard; the others are answered 401 or 403 before any handler runs.
// A permitted state-changing call is sent a malformed JSON body, so it passes the guard (onRequest)
// and then stops at body parsing: nothing is changed by the sweep itself. The staff members sign in
// the real way: created through the API, enrolled with their authenticator, logged in with password
// and code. Also: the audit trail is append-only in the database, nobody grants beyond their own
// permissions, machine keys are scoped, and staff logins lock after repeated wrong answers.
// In-process on PostgreSQL (PGlite cannot load inside Jest's module sandbox); skipped when none answers.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { BUILTIN_ROLES, BUILTIN_ROLE_NAMES, type BuiltinRole } from '../../../contract/staff-permissions';
import { buildPlatform, type Platform } from '../../../platform/src/server';
import { totpCode } from '../../../platform/src/modules/accounts/rules/totp';
import { DEMO_STAFF, demoStaffCode } from '../../../platform/src/modules/back-office/staff/demo-staff';
import { rowsOf } from '../../../platform/src/core/database/rows-of';
import { ADMIN_ROUTE_PERMISSIONS, OPEN_ROUTES, SELF_ROUTES, routeKey } from '../../../platform/src/modules/back-office/staff/admin-permissions';
import { ADMIN_URL, postgresReachable, testDatabase } from './postgres-test-db';

const OPERATOR_KEY = 'admin-authorization-operator-key';
const PASSWORD = 'correct horse battery staple';
const reachable = postgresReachable();
const database = testDatabase();
if (!reachable) console.warn(`skipping the admin authorization test: nothing accepts connections for ${ADMIN_URL}`);
const maybe = reachable ? describe : describe.skip;

let platform: Platform;
let baseUrl: string;
let dataDir: string;
const tokens = new Map<BuiltinRole, string>();

type Answer = { status: number; body: { success?: boolean; code?: string; value?: unknown } };

async function call(method: string, url: string, options: { token?: string; operator?: boolean; body?: unknown; raw?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.operator) headers['x-operator-key'] = OPERATOR_KEY;
  let payload: string | undefined;
  if (options.raw !== undefined) {
    headers['content-type'] = 'application/json';
    payload = options.raw;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(options.body);
  }
  const response = await fetch(`${baseUrl}${url}`, { method, headers, body: payload });
  if (response.headers.get('content-type')?.includes('text/event-stream')) {
    // A live stream (queue-events): its opening is the answer; the stream is closed at once.
    await response.body?.cancel();
    return { status: response.status, body: { success: true } };
  }
  let body: Answer['body'] = {};
  try {
    body = await response.json();
  } catch {
    body = {};
  }
  return { status: response.status, body };
}

/** Creates a staff member through the API, enrols them with their authenticator, and answers their session token. */
async function enrolStaff(name: string, role: string): Promise<string> {
  const created = await call('POST', '/admin/staff', { operator: true, body: { name, role } });
  expect(created.status).toBe(200);
  const token = (created.body.value as { enrolmentToken: string }).enrolmentToken;
  const opened = await call('GET', `/admin/enrolment/${token}`);
  const { secret } = opened.body.value as { secret: string };
  const enrolled = await call('POST', '/admin/enrolment', { body: { token, password: PASSWORD, code: await totpCode(secret) } });
  expect(enrolled.status).toBe(200);
  return (enrolled.body.value as { token: string }).token;
}

/** A concrete URL for a route pattern (every parameter a harmless value). */
const concrete = (url: string) => url.replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? '999999' : 'nobody'));

beforeAll(async () => {
  if (!reachable) return;
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'admin-authz-'));
  platform = await buildPlatform({
    dataDir,
    databaseUrl: await database.create(),
    operatorKey: OPERATOR_KEY,
    logLevel: false,
    seedDemoTeam: false,
    settlementSchedules: false,
    lottery: { schedules: false },
    env: { TEST_CAPTCHA_ANSWERS: 'allow' },
  });
  baseUrl = await platform.app.listen({ port: 0, host: '127.0.0.1' });
  for (const role of BUILTIN_ROLE_NAMES) tokens.set(role, await enrolStaff(`authz-${role}`, role));
}, 180_000);

afterAll(async () => {
  await platform?.close();
  if (reachable) await database.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

maybe('admin authorization, generated from the route list', () => {
  it('declares a permission for every admin route the platform serves', () => {
    expect(platform.adminRoutes.length).toBeGreaterThan(80);
    const undeclared = platform.adminRoutes
      .map((route) => routeKey(route.method, route.url))
      .filter((key) => !ADMIN_ROUTE_PERMISSIONS[key] && !SELF_ROUTES.has(key) && !OPEN_ROUTES.has(key));
    expect(undeclared).toEqual([]);
  });

  it('refuses every route without a session, and lets each role through exactly where its permissions say', async () => {
    const outcomes: string[] = [];
    for (const route of platform.adminRoutes) {
      const key = routeKey(route.method, route.url);
      if (OPEN_ROUTES.has(key)) continue;
      const url = concrete(route.url);
      const readOnly = route.method === 'GET';
      const anonymous = await call(route.method, url, readOnly ? {} : { raw: '{' });
      if (anonymous.status !== 401 || anonymous.body.code !== 'staff_unauthenticated') outcomes.push(`${key} anonymous → ${anonymous.status}`);
      for (const role of BUILTIN_ROLE_NAMES) {
        const answer = await call(route.method, url, { token: tokens.get(role), ...(readOnly ? {} : { raw: '{' }) });
        const permission = ADMIN_ROUTE_PERMISSIONS[key];
        const allowed = SELF_ROUTES.has(key) || (BUILTIN_ROLES[role] as readonly string[]).includes(permission);
        const guarded = answer.status === 401 || (answer.status === 403 && String(answer.body.code).startsWith('staff_'));
        if (allowed === guarded) outcomes.push(`${key} ${role} → ${answer.status} ${answer.body.code ?? ''}`);
        if (!allowed && answer.body.code !== 'staff_forbidden') outcomes.push(`${key} ${role} → ${answer.body.code} (expected staff_forbidden)`);
      }
    }
    expect(outcomes).toEqual([]);
  }, 180_000);

  it('writes exactly one audit record for every state-changing call, refused ones included', async () => {
    const count = async () => Number(rowsOf<{ n: number }>(await platform.db.execute(sql`select count(*)::int as n from audit_log`))[0].n);
    const missing: string[] = [];
    for (const route of platform.adminRoutes) {
      const key = routeKey(route.method, route.url);
      if (route.method === 'GET' || OPEN_ROUTES.has(key)) continue;
      const before = await count();
      await call(route.method, concrete(route.url), { token: tokens.get('owner'), raw: '{' });
      const written = (await count()) - before;
      if (written !== 1) missing.push(`${key}: ${written}`);
    }
    expect(missing).toEqual([]);
  }, 180_000);

  it('refuses a forged, revoked or unknown bearer token and a wrong operator key', async () => {
    expect((await call('GET', '/admin/flags', { token: 'st_forged-token-that-is-long-enough' })).status).toBe(401);
    expect((await call('GET', '/admin/flags', { token: 'mk_forged-token-that-is-long-enough' })).status).toBe(401);
    const wrongKey = await fetch(`${baseUrl}/admin/flags`, { headers: { 'x-operator-key': 'guess' } });
    expect(wrongKey.status).toBe(401);
    const token = await enrolStaff('authz-revoked', 'viewer');
    expect((await call('GET', '/admin/flags', { token })).status).toBe(200);
    expect((await call('POST', '/admin/me/logout', { token, body: {} })).status).toBe(200);
    expect((await call('GET', '/admin/flags', { token })).status).toBe(401);
  });
});

maybe('staff accounts', () => {
  it('needs the password and a current authenticator code, and locks after five wrong answers', async () => {
    await enrolStaff('authz-login', 'support');
    const good = await call('POST', '/admin/session', { body: { name: 'authz-login', password: PASSWORD, code: '000000' } });
    expect(good.body.code).toBe('staff_login_failed');
    for (let i = 0; i < 3; i++) await call('POST', '/admin/session', { body: { name: 'authz-login', password: 'wrong password!!', code: '123456' } });
    const locked = await call('POST', '/admin/session', { body: { name: 'authz-login', password: 'wrong password!!', code: '123456' } });
    expect(locked).toMatchObject({ status: 423, body: { code: 'staff_locked' } });
    const unknown = await call('POST', '/admin/session', { body: { name: 'nobody-here', password: PASSWORD, code: '123456' } });
    expect(unknown.body.code).toBe('staff_login_failed');
  });

  it('the demo profile’s staff are enrolled: the published password and a code from the published secret sign them in', async () => {
    for (const member of DEMO_STAFF) {
      const wrongCode = await call('POST', '/admin/session', { body: { name: member.name, password: member.password, code: '000000' } });
      expect(wrongCode.body.code).toBe('staff_login_failed');
      const session = await call('POST', '/admin/session', { body: { name: member.name, password: member.password, code: await demoStaffCode(member.name) } });
      expect([member.name, session.status]).toEqual([member.name, 200]);
      const me = await call('GET', '/admin/me', { token: (session.body.value as { token: string }).token });
      expect(me.body.value).toMatchObject({ name: member.name, role: member.role });
    }
    expect(await demoStaffCode('authz-login')).toBeUndefined();
  });

  it('uses an enrolment link once', async () => {
    const created = await call('POST', '/admin/staff', { operator: true, body: { name: 'authz-once', role: 'viewer' } });
    const token = (created.body.value as { enrolmentToken: string }).enrolmentToken;
    const { secret } = (await call('GET', `/admin/enrolment/${token}`)).body.value as { secret: string };
    const code = await totpCode(secret);
    const [first, second] = await Promise.all([
      call('POST', '/admin/enrolment', { body: { token, password: PASSWORD, code } }),
      call('POST', '/admin/enrolment', { body: { token, password: 'another password 123', code } }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    expect((await call('GET', `/admin/enrolment/${token}`)).body.code).toBe('staff_enrolment_invalid');
  });

  it('lets nobody grant more than they hold: roles, custom roles and machine keys', async () => {
    const support = tokens.get('support')!;
    const owner = tokens.get('owner')!;
    // support has no staff:manage at all
    expect((await call('POST', '/admin/staff', { token: support, body: { name: 'authz-x', role: 'owner' } })).body.code).toBe('staff_forbidden');
    // a custom role with staff:manage but not settings:edit cannot create an owner or a role with settings:edit
    const custom = await call('PUT', '/admin/roles/staff-admin', { token: owner, body: { permissions: ['staff:read', 'staff:manage'] } });
    expect(custom.status).toBe(200);
    const admin = await enrolStaff('authz-staff-admin', 'staff-admin');
    expect((await call('POST', '/admin/staff', { token: admin, body: { name: 'authz-escalate', role: 'owner' } })).body.code).toBe('staff_grant_beyond_own');
    expect((await call('PUT', '/admin/roles/sneaky', { token: admin, body: { permissions: ['settings:edit'] } })).body.code).toBe('staff_grant_beyond_own');
    expect((await call('PUT', '/admin/roles/owner', { token: owner, body: { permissions: [] } })).body.code).toBe('staff_role_builtin');
    // a machine key reads what it was given and nothing else
    const key = await call('POST', '/admin/keys', { token: owner, body: { name: 'metrics-scraper', permissions: ['system:read'] } });
    const secret = (key.body.value as { key: string }).key;
    expect((await call('GET', '/admin/flags', { token: secret })).status).toBe(200);
    expect((await call('POST', '/admin/status', { token: secret, body: { status: 1 } })).body.code).toBe('staff_forbidden');
  });
});

maybe('the audit trail', () => {
  it('records who changed what, from where, with before and after; secrets never reach it', async () => {
    const owner = tokens.get('owner')!;
    const before = await call('GET', '/admin/audit?objectType=role&objectId=auditors', { token: owner });
    expect(before.body.value).toEqual([]);
    await call('PUT', '/admin/roles/auditors', { token: owner, body: { permissions: ['audit:read'] } });
    await call('PUT', '/admin/roles/auditors', { token: owner, body: { permissions: ['audit:read', 'reports:read'] } });
    const history = (await call('GET', '/admin/audit?objectType=role&objectId=auditors', { token: owner })).body.value as {
      actor: string;
      before: unknown;
      after: { permissions: string[] };
      status: number;
    }[];
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ actor: 'staff:authz-owner', status: 200, before: { permissions: ['audit:read'] }, after: { permissions: ['audit:read', 'reports:read'] } });
    expect(history[1]).toMatchObject({ before: null, after: { permissions: ['audit:read'] } });
    // the operator key's changes are recorded as the key; an enrolment's password never lands in the trail
    const rows = await platform.db.execute(sql`select after::text as after from audit_log`);
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);
    const csv = await fetch(`${baseUrl}/admin/audit?format=csv&objectType=role&objectId=auditors`, { headers: { authorization: `Bearer ${owner}` } });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect((await csv.text()).split('\r\n').filter(Boolean)).toHaveLength(3);
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const refusal = (statement: ReturnType<typeof sql>) =>
      platform.db.execute(statement).then(
        () => 'accepted',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    const count = async () => Number(rowsOf<{ n: number }>(await platform.db.execute(sql`select count(*)::int as n from audit_log`))[0].n);
    const rowsBefore = await count();
    expect(rowsBefore).toBeGreaterThan(0);
    expect(await refusal(sql`update audit_log set actor = 'someone else'`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/append-only/);
    expect(await count()).toBe(rowsBefore);
  });
});

maybe('the live queues', () => {
  type StreamEvent = { event: string; data: unknown };
  /** A server-sent event stream read until what the test waits for has arrived. */
  function eventReader(response: Response) {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const events: StreamEvent[] = [];
    let buffer = '';
    return {
      events,
      async until(seen: (events: StreamEvent[]) => boolean): Promise<StreamEvent[]> {
        while (!seen(events)) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event) events.push({ event, data: data ? JSON.parse(data) : null });
          }
        }
        return events;
      },
    };
  }

  it('streams the queue counts as they change, and ends with the staff session', async () => {
    const token = await enrolStaff('authz-queues', 'finance');
    const stream = await fetch(`${baseUrl}/admin/queue-events`, { headers: { authorization: `Bearer ${token}` } });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const events = eventReader(stream);
    const [first] = await events.until((seen) => seen.length >= 1);
    const start = (first.data as { approvals: number }).approvals;
    // A manual adjustment above the four-eyes threshold: one more request waiting in the queue.
    await call('POST', '/admin/members', { operator: true, body: { account: 'queuemember1', password: 'secret123', openingBalance: '0' } });
    const filed = await fetch(`${baseUrl}/admin/members/queuemember1/adjust`, {
      method: 'POST',
      headers: { 'x-operator-key': OPERATOR_KEY, 'content-type': 'application/json', 'idempotency-key': 'queue-events-adjust-1' },
      body: JSON.stringify({ amount: '5000', remark: 'found deposit' }),
    });
    expect(filed.status).toBe(202);
    const counted = (seen: StreamEvent[]) => seen.some((e) => e.event === 'counts' && (e.data as { approvals: number }).approvals === start + 1);
    expect(counted(await events.until(counted))).toBe(true);
    await call('POST', '/admin/me/logout', { token, body: {} });
    expect((await events.until((seen) => seen.at(-1)?.event === 'ended')).at(-1)?.event).toBe('ended');
  }, 60_000);
});
