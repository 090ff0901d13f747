/** @jest-environment node */
// defineRoute (lib/bff/define-route.ts): the checks every BFF route makes, in one order, each
// answered before the handler (and so before any upstream call), and the upstream's failures mapped.
import { z } from 'zod';
import { defineRoute } from '@/lib/bff/define-route';
import { WpsError } from '@/lib/wps/envelope';

const session: { token?: string; isAgent?: boolean; isTrial?: boolean; destroy: jest.Mock } = { destroy: jest.fn() };
jest.mock('@/lib/session', () => ({ getSession: jest.fn(async () => session) }));

const handler = jest.fn(async (): Promise<unknown> => ({ done: true }));

beforeEach(() => {
  handler.mockClear();
  session.destroy.mockClear();
  Object.assign(session, { token: 'member-token', isAgent: false, isTrial: false });
});

const request = (url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
  new Request(`http://portal.test${url}`, { method: init.method ?? 'GET', headers: { host: 'portal.test', ...init.headers }, body: init.body });
const post = (body: unknown, headers: Record<string, string> = {}) =>
  request('/api/thing', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

async function answer(response: Response) {
  return { status: response.status, body: await response.json() };
}

describe('who may call', () => {
  it('member: 401 without a session, 403 in_need_true_account for a trial account unless the route allows it', async () => {
    const route = defineRoute({ access: 'member' }, handler);
    session.token = undefined;
    expect(await answer(await route(request('/api/thing')))).toMatchObject({ status: 401, body: { error: { code: 'CUSTOMER_NOT_LOGIN' } } });
    Object.assign(session, { token: 'trial-token', isTrial: true });
    expect(await answer(await route(request('/api/thing')))).toMatchObject({ status: 403, body: { error: { code: 'in_need_true_account' } } });
    expect(handler).not.toHaveBeenCalled();
    expect((await defineRoute({ access: 'member', trial: true }, handler)(request('/api/thing'))).status).toBe(200);
  });

  it('agent: 403 non_agent for a member, 401 without a session', async () => {
    const route = defineRoute({ access: 'agent' }, handler);
    expect(await answer(await route(request('/api/thing')))).toMatchObject({ status: 403, body: { error: { code: 'non_agent' } } });
    session.token = undefined;
    expect((await route(request('/api/thing'))).status).toBe(401);
    Object.assign(session, { token: 'agent-token', isAgent: true });
    expect((await route(request('/api/thing'))).status).toBe(200);
  });

  it('public: no session needed, and the caller carries no token', async () => {
    session.token = undefined;
    const route = defineRoute({ access: 'public' }, handler);
    expect((await route(request('/api/thing'))).status).toBe(200);
    expect(handler.mock.calls[0]).toEqual([expect.objectContaining({ caller: expect.not.objectContaining({ token: expect.anything() }) })]);
  });
});

describe('the order of the checks', () => {
  it('a path that names nothing is a 404 with the route’s code, before the session', async () => {
    session.token = undefined;
    const route = defineRoute({ access: 'member', params: { parse: ({ id }) => (id === '1' ? { id: 1 } : undefined), notFound: ['thing_not_found', 'No such thing'] } }, handler);
    const missing = await route(request('/api/thing/2'), { params: Promise.resolve({ id: '2' }) });
    expect(await answer(missing)).toMatchObject({ status: 404, body: { error: { code: 'thing_not_found' } } });
  });

  it('another origin is refused before the session, the key and the body are looked at', async () => {
    session.token = undefined;
    const route = defineRoute({ access: 'member', idempotent: true, body: z.object({ n: z.number() }) }, handler);
    const form = request('/api/thing', { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }, body: 'n=1' });
    expect(await answer(await route(form))).toMatchObject({ status: 403, body: { error: { code: 'cross_site_request' } } });
  });

  it('a money command needs its Idempotency-Key (400), then a valid body (400 with the fields)', async () => {
    const route = defineRoute({ access: 'member', idempotent: true, body: z.object({ n: z.number({ message: 'required' }) }) }, handler);
    expect(await answer(await route(post({ n: 1 })))).toMatchObject({ status: 400, body: { error: { code: 'idempotency_key_required' } } });
    const bad = await route(post({ n: 'x' }, { 'idempotency-key': 'key-0123456789' }));
    expect(await answer(bad)).toMatchObject({ status: 400, body: { error: { code: 'validation_failed', fields: { n: { kind: 'required' } } } } });
    expect(handler).not.toHaveBeenCalled();
    await route(post({ n: 1 }, { 'idempotency-key': 'key-0123456789' }));
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ body: { n: 1 }, idempotencyKey: 'key-0123456789' }));
  });

  it('reads the query with its schema', async () => {
    const route = defineRoute({ access: 'member', query: z.object({ page: z.coerce.number().int().min(1) }) }, handler);
    expect((await route(request('/api/thing?page=0'))).status).toBe(400);
    await route(request('/api/thing?page=2'));
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ query: { page: 2 } }));
  });
});

describe('answers', () => {
  it('sends what the handler returns as JSON, never cached, and a Response as it is', async () => {
    const json = await defineRoute({ access: 'member' }, handler)(request('/api/thing'));
    expect(json.headers.get('cache-control')).toBe('private, no-store');
    expect(await json.json()).toEqual({ done: true });
    const own = await defineRoute({ access: 'public' }, () => new Response('raw', { status: 202 }))(request('/api/thing'));
    expect(own.status).toBe(202);
  });

  it('maps an upstream refusal to its status and code; a revoked token ends the session', async () => {
    const refused = defineRoute({ access: 'member' }, async () => {
      throw new WpsError('deposit_not_allowed', 'Deposits are not available', 403);
    });
    expect(await answer(await refused(request('/api/thing')))).toMatchObject({ status: 403, body: { error: { code: 'deposit_not_allowed' } } });
    expect(session.destroy).not.toHaveBeenCalled();
    const revoked = defineRoute({ access: 'member' }, async () => {
      throw new WpsError('user.or.token.invalid', 'Token invalid', 401);
    });
    expect((await revoked(request('/api/thing'))).status).toBe(401);
    expect(session.destroy).toHaveBeenCalled();
  });

  it('answers 500 internal_error for anything else, without details', async () => {
    const broken = defineRoute({ access: 'public' }, async () => {
      throw new Error('secret detail');
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await answer(await broken(request('/api/thing')))).toEqual({ status: 500, body: { error: { code: 'internal_error', message: expect.any(String) } } });
  });
});
