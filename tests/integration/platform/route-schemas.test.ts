/** @jest-environment node */
// Route schemas checked by Fastify (platform/src/core/http/route-schemas.ts): a route declares its
// zod schemas and bad input answers exactly what parseOrFail answered in the handler — 400
// validation_failed naming the fields — after the route's own guards; an *encrypt* route checks the
// decrypted plaintext and still refuses an unencrypted body; and GET /admin/openapi.json documents
// the routes with their schemas.
import { MoneyClient } from '../../support/money-client';
import { startPlatform, type RunningPlatform } from './platform-process';

let platform: RunningPlatform;
let client: MoneyClient;
let token: string;

beforeAll(async () => {
  platform = await startPlatform();
  client = new MoneyClient(platform.url, platform.operatorKey);
  token = await client.login('demo01', 'Demo@2026');
}, 120_000);

afterAll(async () => {
  await platform?.stop();
});

describe('bad input on a route with schemas', () => {
  it('answers an admin body the schema refuses with the validation_failed envelope naming the field', async () => {
    const answer = await client.admin('POST', '/status', { status: 'SOMETIMES' });
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 400,
      body: { success: false, code: 'validation_failed', message: 'Invalid fields: status', value: { fields: ['status'] } },
    });
  });

  it('names every field at fault, params included, and (root) for a missing body', async () => {
    const flag = await client.admin('POST', '/flags/bad-name!', { enabled: 'yes' });
    expect({ status: flag.status, body: flag.body }).toEqual({
      status: 400,
      body: { success: false, code: 'validation_failed', message: 'Invalid fields: name', value: { fields: ['name'] } },
    });
    const missing = await client.admin('POST', '/region');
    expect({ status: missing.status, body: missing.body }).toEqual({
      status: 400,
      body: { success: false, code: 'validation_failed', message: 'Invalid fields: (root)', value: { fields: ['(root)'] } },
    });
  });

  it('reads an absent body as {} where the route allows one to be left out', async () => {
    const answer = await client.admin('PUT', '/agent-transfers/settings');
    expect({ status: answer.status, success: answer.body.success }).toEqual({ status: 200, success: true });
  });

  it('answers a member query the schema refuses with validation_failed, and a good one with the data', async () => {
    const bad = await client.call('/lgw/lottery/bets?limit=1000', { token });
    expect({ status: bad.status, body: bad.body }).toEqual({
      status: 400,
      body: { success: false, code: 'validation_failed', message: 'Invalid fields: limit', value: { fields: ['limit'] } },
    });
    const good = await client.call('/lgw/lottery/bets?limit=5', { token });
    expect({ status: good.status, success: good.body.success }).toEqual({ status: 200, success: true });
  });

  it('lets the route guards answer first: no session is 401, not the fields at fault', async () => {
    const anonymous = await client.call('/wps/inbox', { method: 'DELETE', json: { ids: 'all' } });
    expect({ status: anonymous.status, code: anonymous.body.code }).toEqual({ status: 401, code: 'CUSTOMER_NOT_LOGIN' });
    const member = await client.call('/wps/inbox', { method: 'DELETE', token, json: { ids: 'all' } });
    expect({ status: member.status, code: member.body.code, value: (member.body as { value?: unknown }).value }).toEqual({ status: 400, code: 'validation_failed', value: { fields: ['ids'] } });
  });
});

describe('an encrypted route with a body schema', () => {
  it('refuses an unencrypted body as before', async () => {
    const answer = await client.call('/wps/session/login', { method: 'POST', json: { username: 'demo01', password: 'Demo@2026', type: 'username' } });
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 400,
      body: { success: false, code: 'request_body_required', message: 'Encrypted request body required' },
    });
  });

  it('checks the decrypted plaintext against the schema, control characters included', async () => {
    const badType = await client.encrypted('/wps/session/login', { username: 'demo01', password: 'Demo@2026', type: 'carrier-pigeon' });
    expect({ status: badType.status, body: badType.body }).toEqual({
      status: 400,
      body: { success: false, code: 'validation_failed', message: 'Invalid fields: type', value: { fields: ['type'] } },
    });
    const nul = await client.encrypted('/wps/session/login', { username: 'demo\u000001', password: 'Demo@2026', type: 'username' });
    expect({ status: nul.status, code: nul.body.code, value: (nul.body as { value?: unknown }).value }).toEqual({ status: 400, code: 'validation_failed', value: { fields: ['username'] } });
  });
});

describe('GET /admin/openapi.json', () => {
  type Operation = { description?: string; requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> }; parameters?: { name: string; in: string }[] };
  type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

  it('is behind the admin guard', async () => {
    const anonymous = await client.call('/admin/openapi.json');
    expect(anonymous.status).toBe(401);
  });

  it('lists the upstream and admin routes with their body, query and path schemas', async () => {
    const answer = await client.admin('GET', '/openapi.json');
    expect(answer.status).toBe(200);
    const document = answer.body as unknown as Document;
    expect(document.openapi).toMatch(/^3\./);
    const bodyOf = (path: string, method: string) => document.paths[path]?.[method]?.requestBody?.content['application/json']?.schema;

    expect(bodyOf('/admin/status', 'post')).toMatchObject({ required: ['status'], properties: { status: expect.any(Object) } });
    expect(bodyOf('/admin/region', 'post')?.properties).toEqual(expect.objectContaining({ entry: expect.any(Object), blocked: { type: 'boolean' } }));
    expect(bodyOf('/wps/session/login', 'post')?.properties).toEqual(expect.objectContaining({ type: expect.objectContaining({ enum: ['username', 'sms'] }) }));
    expect(document.paths['/wps/session/login'].post.description).toMatch(/^Encrypted body/);
    expect(bodyOf('/wps/inbox', 'delete')?.properties).toEqual(expect.objectContaining({ ids: expect.any(Object) }));

    const betsQuery = document.paths['/lgw/lottery/bets']?.get?.parameters ?? [];
    expect(betsQuery).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'limit', in: 'query' }), expect.objectContaining({ name: 'drawId', in: 'query' })]));
    const flagParams = document.paths['/admin/flags/{name}']?.post?.parameters ?? [];
    expect(flagParams).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'name', in: 'path' })]));

    // The site's own pages and the probes are not the API.
    expect(Object.keys(document.paths).filter((path) => !/^\/(wps|lgw|admin)\//.test(path))).toEqual([]);
  });
});
