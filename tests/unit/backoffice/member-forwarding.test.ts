/** @jest-environment node */
// The back office's BFF for the member 360, roles and machine keys screens (issue #28), msw standing
// in for the platform: a search, an action or a role reaches its fixed /admin path with the staff
// member's token only when its parameters and body pass the same schema as the form (a missing
// reason, an unknown action, a malformed address range never reach the platform); a manual
// adjustment carries its idempotency key as the header the platform files it by, and "waiting for a
// second approver" (202) comes back as such.
import { HttpResponse } from 'msw';
import { POST as keysPost } from '@bo/app/api/keys/route';
import { DELETE as keyDelete } from '@bo/app/api/keys/[id]/route';
import { POST as memberAction } from '@bo/app/api/members/[account]/[action]/route';
import { GET as searchGet } from '@bo/app/api/members/route';
import { PUT as rolePut } from '@bo/app/api/roles/[name]/route';
import { params, standInPlatform } from '../../support/stand-in-platform';

const TOKEN = `st_${'c'.repeat(43)}`;
const { seen, answers, call: request } = standInPlatform({ token: TOKEN, name: 'support1', role: 'support' });
const call = (method: string, path: string, body?: unknown) => request(method, path, { body });
const action = async (account: string, name: string, body: unknown) => memberAction(await call('POST', `/api/members/${account}/${name}`, body), params({ account, action: name }));

test('a search needs two characters before it reaches the platform, then asks the fixed path with the token', async () => {
  const short = await searchGet(await call('GET', '/api/members?q=a'));
  expect(short.status).toBe(400);
  expect(await short.json()).toMatchObject({ error: { code: 'validation_failed', details: { fields: { q: 'search_short' } } } });
  expect(seen).toEqual([]);
  answers('get', '/member-search', () =>
    HttpResponse.json({ success: true, value: [{ id: 7, account: 'somchai01', nickname: 'som', realName: 'Somchai Jaidee', mobile: null, type: 0, createdAt: '2026-11-01T00:00:00.000Z', lockedUntil: null }] }),
  );
  const found = await searchGet(await call('GET', '/api/members?q=somchai'));
  expect(found.status).toBe(200);
  expect(await found.json()).toEqual([expect.objectContaining({ account: 'somchai01', realName: 'Somchai Jaidee' })]);
  expect(seen).toEqual([expect.objectContaining({ method: 'GET', path: '/admin/member-search', search: '?q=somchai&limit=50', authorization: `Bearer ${TOKEN}` })]);
});

test('an unknown action or account, a missing reason, or a block naming nothing never reaches the platform', async () => {
  expect((await action('somchai01', 'delete', { reason: 'because' })).status).toBe(404);
  expect((await action('../staff', 'blocks', { withdrawal: true, reason: 'because' })).status).toBe(404);
  const noReason = await action('somchai01', 'blocks', { withdrawal: true });
  expect(await noReason.json()).toMatchObject({ error: { code: 'validation_failed', details: { fields: { reason: expect.any(String) } } } });
  const shortReason = await action('somchai01', 'real-name', { realName: 'Somchai J.', reason: 'no' });
  expect(await shortReason.json()).toMatchObject({ error: { details: { fields: { reason: 'reason_short' } } } });
  const nothing = await action('somchai01', 'blocks', { reason: 'shared bank account' });
  expect(await nothing.json()).toMatchObject({ error: { details: { fields: { deposit: 'block_missing' } } } });
  expect((await action('somchai01', 'messages', { language: 'fr', title: 'x', content: 'y', reason: 'a reason' })).status).toBe(400);
  expect(seen).toEqual([]);
});

test('a block is forwarded as it was asked, one kind alone, with its reason', async () => {
  answers('post', '/members/somchai01/blocks', () => HttpResponse.json({ success: true, value: { account: 'somchai01', blocks: { deposit: false, bet: false, withdrawal: true } } }));
  const blocked = await action('somchai01', 'blocks', { withdrawal: true, reason: 'shared bank account' });
  expect(blocked.status).toBe(200);
  expect(seen).toEqual([expect.objectContaining({ path: '/admin/members/somchai01/blocks', authorization: `Bearer ${TOKEN}`, body: { withdrawal: true, reason: 'shared bank account' } })]);
});

test('a manual adjustment sends its key as Idempotency-Key, not in the body; waiting for a second approver stays a 202', async () => {
  answers('post', '/members/somchai01/adjust', () => HttpResponse.json({ success: true, value: { approvalId: 12, state: 'pending', requestedBy: 'staff:support1' } }, { status: 202 }));
  const key = 'b7f1c0de-0000-4000-8000-000000000001';
  const waiting = await action('somchai01', 'adjust', { amount: '-2500.50', remark: 'double credit on 28 Nov', idempotencyKey: key });
  expect(waiting.status).toBe(202);
  expect(await waiting.json()).toEqual({ approvalId: 12, state: 'pending', requestedBy: 'staff:support1' });
  expect(seen).toEqual([expect.objectContaining({ path: '/admin/members/somchai01/adjust', idempotencyKey: key, body: { amount: '-2500.50', remark: 'double credit on 28 Nov' } })]);
  expect((await action('somchai01', 'adjust', { amount: '0.00', remark: 'nothing at all', idempotencyKey: key })).status).toBe(400);
  expect(seen).toHaveLength(1);
});

test('a custom role with a malformed address range is refused before the platform; a good one is PUT to its name', async () => {
  const put = async (name: string, body: unknown) => rolePut(await call('PUT', `/api/roles/${name}`, body), params({ name }));
  const bad = await put('desk', { permissions: ['members:read'], allowedAddresses: ['10.0.0.0/40'] });
  expect(await bad.json()).toMatchObject({ error: { code: 'validation_failed', details: { fields: { 'allowedAddresses.0': 'address_range_invalid' } } } });
  expect((await put('Not A Name', { permissions: [] })).status).toBe(400);
  expect(seen).toEqual([]);
  answers('put', '/roles/desk', () => HttpResponse.json({ success: true, value: { name: 'desk', permissions: ['members:read'], builtin: false, allowedAddresses: ['10.0.0.0/8'] } }));
  const saved = await put('desk', { permissions: ['members:read'], allowedAddresses: ['10.0.0.0/8'] });
  expect(saved.status).toBe(200);
  expect(seen).toEqual([expect.objectContaining({ method: 'PUT', path: '/admin/roles/desk', body: { permissions: ['members:read'], allowedAddresses: ['10.0.0.0/8'] } })]);
});

test('a machine key is created with at least one permission and its secret comes back once; revoking takes a numeric id', async () => {
  const empty = await keysPost(await call('POST', '/api/keys', { name: 'metrics-scraper', permissions: [] }));
  expect(await empty.json()).toMatchObject({ error: { details: { fields: { permissions: 'permissions_empty' } } } });
  expect((await keyDelete(await call('DELETE', '/api/keys/abc'), params({ id: 'abc' }))).status).toBe(404);
  expect(seen).toEqual([]);
  const secret = `mk_${'k'.repeat(43)}`;
  answers('post', '/keys', () => HttpResponse.json({ success: true, value: { id: 3, name: 'metrics-scraper', permissions: ['system:read'], key: secret } }));
  const created = await keysPost(await call('POST', '/api/keys', { name: 'metrics-scraper', permissions: ['system:read'] }));
  expect(created.status).toBe(201);
  expect(await created.json()).toMatchObject({ key: secret });
  answers('delete', '/keys/3', () => HttpResponse.json({ success: true, value: { id: 3, revoked: true } }));
  expect((await keyDelete(await call('DELETE', '/api/keys/3'), params({ id: '3' }))).status).toBe(200);
  expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual(['POST /admin/keys', 'DELETE /admin/keys/3']);
});
