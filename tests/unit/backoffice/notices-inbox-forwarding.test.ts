/** @jest-environment node */
// The back office's BFF for the marquee, announcement and inbox screens (issue #28), msw standing in
// for the platform: what the contract refuses never reaches the platform; a good notice or
// announcement does, with the staff member's token; the HTML preview is the portal's rules on the
// back office's own server (no script survives, nothing asked of the platform); a broadcast carries
// its idempotency key as the `Idempotency-Key` header, and an audience is counted from a checked query.
import { HttpResponse } from 'msw';
import { POST as announcementsPost } from '@bo/app/api/content/announcements/route';
import { POST as htmlPreview } from '@bo/app/api/content/html-preview/route';
import { POST as noticeSwitch } from '@bo/app/api/content/notices/[id]/route';
import { GET as noticesGet, POST as noticesPost } from '@bo/app/api/content/notices/route';
import { GET as audienceGet } from '@bo/app/api/inbox/audience/route';
import { POST as messagesPost } from '@bo/app/api/inbox/messages/route';
import { params, standInPlatform } from '../../support/stand-in-platform';

const TOKEN = `st_${'e'.repeat(43)}`;
const { seen, answers, call: request } = standInPlatform({ token: TOKEN, name: 'content2', role: 'content' });
const call = (method: string, path: string, body?: unknown) => request(method, path, { body });

const notice = { id: 4, title: { en: 'Maintenance', th: 'ปิดปรับปรุง' }, content: { en: '<p>Soon</p>' }, enabled: true, publishedAt: '2026-11-29T10:00:00.000Z' };

test('a notice without English never reaches the platform; a good one does, and a switch names its id', async () => {
  expect((await noticesPost(await call('POST', '/api/content/notices', { title: { th: 'ปิดปรับปรุง' }, content: { th: 'x' } }))).status).toBe(400);
  expect((await noticeSwitch(await call('POST', '/api/content/notices/x', { enabled: false }), params({ id: 'x' }))).status).toBe(404);
  expect(seen).toEqual([]);
  answers('post', '/notices', () => HttpResponse.json({ success: true, value: notice }));
  answers('get', '/notices', () => HttpResponse.json({ success: true, value: [notice] }));
  answers('post', '/notices/4', () => HttpResponse.json({ success: true, value: { id: 4, enabled: false } }));
  expect((await noticesPost(await call('POST', '/api/content/notices', { title: notice.title, content: notice.content }))).status).toBe(201);
  expect(await (await noticesGet(await call('GET', '/api/content/notices'))).json()).toEqual([notice]);
  expect((await noticeSwitch(await call('POST', '/api/content/notices/4', { enabled: false }), params({ id: '4' }))).status).toBe(200);
  expect(seen.map(({ method, path, authorization, body }) => [method, path, authorization, body])).toEqual([
    ['POST', '/admin/notices', `Bearer ${TOKEN}`, { title: notice.title, content: notice.content }],
    ['GET', '/admin/notices', `Bearer ${TOKEN}`, undefined],
    ['POST', '/admin/notices/4', `Bearer ${TOKEN}`, { enabled: false }],
  ]);
});

test('an announcement with an unknown kind never reaches the platform', async () => {
  seen.length = 0;
  expect((await announcementsPost(await call('POST', '/api/content/announcements', { type: 'Z', title: { en: 'x' }, content: { en: 'x' } }))).status).toBe(400);
  expect(seen).toEqual([]);
});

test('the HTML preview keeps what members will see and never a script', async () => {
  seen.length = 0;
  const answer = await htmlPreview(await call('POST', '/api/content/html-preview', { html: '<p onclick="x()">Hi <b>there</b></p><script>alert(1)</script>' }));
  expect(await answer.json()).toEqual({ html: '<p>Hi <b>there</b></p>' });
  expect(seen).toEqual([]);
});

test('a broadcast needs its key, which reaches the platform as the Idempotency-Key header; an audience is counted from a checked query', async () => {
  seen.length = 0;
  const send = { audience: { to: 'member', account: 'mem01' }, title: { en: 'Hello' }, content: { en: '<p>Hi</p>' } };
  expect((await messagesPost(await call('POST', '/api/inbox/messages', send))).status).toBe(400);
  expect((await audienceGet(await call('GET', '/api/inbox/audience?to=member'))).status).toBe(400);
  expect(seen).toEqual([]);
  answers('post', '/messages', () => HttpResponse.json({ success: true, value: { id: 1, recipients: 1 } }, { status: 201 }));
  answers('get', '/messages/audience', () => HttpResponse.json({ success: true, value: { members: 1 } }));
  expect((await messagesPost(await call('POST', '/api/inbox/messages', { ...send, idempotencyKey: 'key-0001-abcd' }))).status).toBe(201);
  expect(await (await audienceGet(await call('GET', '/api/inbox/audience?to=member&account=mem01'))).json()).toEqual({ members: 1 });
  expect(seen.map(({ method, path, search, idempotencyKey, body }) => [method, path + search, idempotencyKey, body])).toEqual([
    ['POST', '/admin/messages', 'key-0001-abcd', send],
    ['GET', '/admin/messages/audience?to=member&account=mem01', null, undefined],
  ]);
});
