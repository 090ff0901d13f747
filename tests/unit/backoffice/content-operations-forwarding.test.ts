/** @jest-environment node */
// The back office's BFF for the content and operations screens (issue #28), msw standing in for the
// platform: a banner reaches POST /admin/banners with the staff member's token only when it passes
// the contract's schema (a missing English title, a link off the policy, a wrong place never reach
// the platform); a switch names a record id; a preview asks with a checked query; the reconcile and
// the job report are read from their fixed paths; the queue counts stream through as they come.
import { HttpResponse } from 'msw';
import { POST as bannerSwitch } from '@bo/app/api/content/banners/[id]/route';
import { GET as previewGet } from '@bo/app/api/content/banners/preview/route';
import { GET as bannersGet, POST as bannersPost } from '@bo/app/api/content/banners/route';
import { GET as jobsGet } from '@bo/app/api/operations/jobs/route';
import { GET as reconcileGet, POST as reconcilePost } from '@bo/app/api/operations/reconcile/route';
import { GET as queueEventsGet } from '@bo/app/api/queue-events/route';
import { params, standInPlatform } from '../../support/stand-in-platform';

const TOKEN = `st_${'d'.repeat(43)}`;
const { seen, answers, call: request } = standInPlatform({ token: TOKEN, name: 'content1', role: 'content' });
const call = (method: string, path: string, body?: unknown) => request(method, path, { body });

const row = { id: 9, groupName: 'w_home', title: { en: 'Weekend cashback', th: 'คืนยอดเสีย' }, url: '/promotions', linkageType: 'INTERNAL', sort: 0, enabled: true };

test('a banner the contract refuses never reaches the platform; a good one does, with the token', async () => {
  for (const body of [
    { groupName: 'w_home', title: { th: 'คืนยอดเสีย' } },
    { groupName: 'w_home', title: { en: 'Cashback' }, url: 'javascript:alert(1)' },
    { groupName: 'w_anywhere', title: { en: 'Cashback' } },
  ]) {
    const refused = await bannersPost(await call('POST', '/api/content/banners', body));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: 'validation_failed' } });
  }
  expect(seen).toEqual([]);
  answers('post', '/banners', () => HttpResponse.json({ success: true, value: row }));
  const created = await bannersPost(await call('POST', '/api/content/banners', { groupName: 'w_home', title: { en: 'Weekend cashback', th: 'คืนยอดเสีย' }, url: '/promotions', sort: 0 }));
  expect(created.status).toBe(201);
  expect(seen).toEqual([expect.objectContaining({ method: 'POST', path: '/admin/banners', authorization: `Bearer ${TOKEN}`, body: { groupName: 'w_home', title: { en: 'Weekend cashback', th: 'คืนยอดเสีย' }, url: '/promotions', sort: 0 } })]);
});

test('another site’s form is refused before anything; a switch needs a record id and a boolean', async () => {
  const foreign = await request('POST', '/api/content/banners', { body: { groupName: 'w_home', title: { en: 'x' } }, origin: 'https://evil.example' });
  expect((await bannersPost(foreign)).status).toBe(403);
  expect((await bannerSwitch(await call('POST', '/api/content/banners/x1', { enabled: false }), params({ id: 'x1' }))).status).toBe(404);
  expect((await bannerSwitch(await call('POST', '/api/content/banners/9', { enabled: 'no' }), params({ id: '9' }))).status).toBe(400);
  expect(seen).toEqual([]);
  answers('post', '/banners/9', () => HttpResponse.json({ success: true, value: { id: 9, groupName: 'w_home', enabled: false } }));
  expect((await bannerSwitch(await call('POST', '/api/content/banners/9', { enabled: false }), params({ id: '9' }))).status).toBe(200);
  expect(seen).toEqual([expect.objectContaining({ method: 'POST', path: '/admin/banners/9', body: { enabled: false } })]);
});

test('the list and the preview are read from their fixed paths; a preview with a bad query is not asked', async () => {
  answers('get', '/banners', () => HttpResponse.json({ success: true, value: [row] }));
  expect(await (await bannersGet(await call('GET', '/api/content/banners'))).json()).toEqual([row]);
  expect((await previewGet(await call('GET', '/api/content/banners/preview?language=xx&title=Hi'))).status).toBe(400);
  expect((await previewGet(await call('GET', `/api/content/banners/preview?language=en&title=${'x'.repeat(121)}`))).status).toBe(400);
  answers('get', '/banners/preview', () => HttpResponse.json({ success: true, value: { svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' } }));
  const preview = await previewGet(await call('GET', '/api/content/banners/preview?language=th&title=%E0%B8%84%E0%B8%B7%E0%B8%99&url=/promotions'));
  expect(await preview.json()).toEqual({ svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' });
  expect(seen.map(({ path, search }) => path + search)).toEqual(['/admin/banners', '/admin/banners/preview?language=th&title=%E0%B8%84%E0%B8%B7%E0%B8%99&url=%2Fpromotions']);
});

test('operations: a reconcile run, the last runs and the job report, each from its fixed path; a platform answer of another shape is a 502', async () => {
  const report = { ok: true, entries: 3, postings: 6, total: '0.00', unbalancedEntries: [], accountsOff: [], roundsWithoutEntry: 0, spinEntriesWithoutRound: 0, danglingReferences: 0 };
  const run = { id: 4, ranAt: '2026-11-29T16:00:00.000Z', ranBy: 'staff:content1', durationMs: 12, report };
  answers('post', '/ledger/reconcile/runs', () => HttpResponse.json({ success: true, value: run }));
  const ran = await reconcilePost(await call('POST', '/api/operations/reconcile', {}));
  expect([ran.status, await ran.json()]).toEqual([201, run]);
  answers('get', '/ledger/reconcile/runs', () => HttpResponse.json({ success: true, value: [run] }));
  expect(await (await reconcileGet(await call('GET', '/api/operations/reconcile'))).json()).toEqual([run]);
  answers('get', '/jobs', () => HttpResponse.json({ success: true, value: { queues: 'not a list', schedules: [] } }));
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect((await jobsGet(await call('GET', '/api/operations/jobs'))).status).toBe(502);
  expect(logged).toHaveBeenCalledWith('backoffice: unexpected platform answer', 'GET', 'jobs', ['queues']);
  logged.mockRestore();
  expect(seen.map(({ method, path, search, authorization }) => [method, path + search, authorization])).toEqual([
    ['POST', '/admin/ledger/reconcile/runs', `Bearer ${TOKEN}`],
    ['GET', '/admin/ledger/reconcile/runs?limit=5', `Bearer ${TOKEN}`],
    ['GET', '/admin/jobs', `Bearer ${TOKEN}`],
  ]);
});

test('the queue counts stream through as the platform sends them; a refusal is the platform’s', async () => {
  answers('get', '/queue-events', () => new HttpResponse('event: counts\ndata: {"deposits":2,"withdrawals":1,"approvals":0}\n\n', { headers: { 'content-type': 'text/event-stream' } }));
  const stream = await queueEventsGet(await call('GET', '/api/queue-events'));
  expect(stream.headers.get('content-type')).toBe('text/event-stream');
  expect(await stream.text()).toBe('event: counts\ndata: {"deposits":2,"withdrawals":1,"approvals":0}\n\n');
  answers('get', '/queue-events', () => HttpResponse.json({ success: false, code: 'staff_forbidden', message: 'No' }, { status: 403 }));
  const refused = await queueEventsGet(await call('GET', '/api/queue-events'));
  expect([refused.status, (await refused.json()).error.code]).toEqual([403, 'staff_forbidden']);
});
