/** @jest-environment node */
// The back office's BFF (issue #28) as the platform sees it (msw stands in for the platform): each
// handler forwards the staff member's token from the sealed cookie as `Authorization: Bearer`, to a
// fixed /admin path built from validated parameters; nothing reaches the platform without a session,
// from another origin, or with a bad parameter or body; the platform's refusals keep their code and
// status, and a 401 ends the back office's cookie too.
import { http, HttpResponse } from 'msw';
import { GET as approvalsGet } from '@bo/app/api/approvals/route';
import { POST as depositDecision } from '@bo/app/api/deposits/[id]/[action]/route';
import { GET as slipGet } from '@bo/app/api/deposits/[id]/slip/route';
import { GET as depositsGet } from '@bo/app/api/deposits/route';
import { DELETE as logout, POST as login } from '@bo/app/api/session/route';
import { POST as staffAction } from '@bo/app/api/staff/[name]/[action]/route';
import { POST as withdrawalDecision } from '@bo/app/api/withdrawals/[id]/[action]/route';
import { ORIGIN, params, PLATFORM, standInPlatform } from '../../support/stand-in-platform';

const TOKEN = `st_${'b'.repeat(43)}`;
const { seen, answers: platformAnswers, call, cookie, server } = standInPlatform({ token: TOKEN, name: 'finance1', role: 'finance' });

const deposit = (depositId: string, createdAt: string, state: number) => ({
  depositId,
  method: 'BANK',
  amount: '1000.00',
  fee: '0.00',
  creditAmount: '1000.00',
  state,
  promotionId: null,
  hasSlip: true,
  createdAt,
  expiresAt: createdAt,
  account: 'member01',
  payerName: 'Somchai',
  realName: 'Somchai Jaidee',
  payerMatchesRealName: false,
  gatewayRef: null,
  remark: null,
  decidedBy: null,
});

test('reads forward the token from the cookie to the fixed /admin path, and the queue comes back merged, oldest first', async () => {
  platformAnswers('get', '/deposits', () => HttpResponse.json({ success: true, value: [deposit('DP0000002', '2026-11-29T10:05:00.000Z', 5), deposit('DP0000001', '2026-11-29T10:00:00.000Z', 4)] }));
  const response = await depositsGet(await call('GET', '/api/deposits', { origin: null }));
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  const rows = (await response.json()) as { depositId: string }[];
  // Both waiting states were asked for (4 submitted, 5 new); each answer holds both rows here.
  expect(seen.map((s) => [s.method, s.path, s.search, s.authorization])).toEqual(
    expect.arrayContaining([
      ['GET', '/admin/deposits', '?state=4', `Bearer ${TOKEN}`],
      ['GET', '/admin/deposits', '?state=5', `Bearer ${TOKEN}`],
    ]),
  );
  expect(rows.map((row) => row.depositId).slice(0, 2)).toEqual(['DP0000001', 'DP0000001']);
  expect(rows[0]).toMatchObject({ payerName: 'Somchai', realName: 'Somchai Jaidee', payerMatchesRealName: false });
});

test('no session: 401 and the platform is never called', async () => {
  const response = await depositsGet(await call('GET', '/api/deposits', { session: false }));
  expect(response.status).toBe(401);
  expect(await response.json()).toMatchObject({ error: { code: 'staff_unauthenticated' } });
  expect(seen).toEqual([]);
  const forged = await depositsGet(new Request(`${ORIGIN}/api/deposits`, { headers: { cookie: 'bo_session=Fe26.2**forged' } }));
  expect(forged.status).toBe(401);
  expect(seen).toEqual([]);
});

test('another origin, no origin, a bad id or a missing reason never reach the platform', async () => {
  const approve = (origin: string | null, id = 'DP0000001', action = 'approve', body: unknown = {}) =>
    call('POST', `/api/deposits/${id}/${action}`, { origin, body }).then((request) => depositDecision(request, params({ id, action })));
  expect((await approve('https://evil.example')).status).toBe(403);
  expect((await approve(null)).status).toBe(403);
  expect((await approve(ORIGIN, '../staff')).status).toBe(404);
  expect((await approve(ORIGIN, 'DP0000001', 'delete')).status).toBe(404);
  const noReason = await approve(ORIGIN, 'DP0000001', 'reject', {});
  expect(noReason.status).toBe(400);
  expect(await noReason.json()).toMatchObject({ error: { code: 'validation_failed', details: { fields: { reason: expect.any(String) } } } });
  const shortReason = await approve(ORIGIN, 'DP0000001', 'reject', { reason: 'no' });
  expect(await shortReason.json()).toMatchObject({ error: { details: { fields: { reason: 'reason_short' } } } });
  const form = await depositDecision(
    new Request(`${ORIGIN}/api/deposits/DP0000001/approve`, { method: 'POST', headers: { cookie: await cookie(), origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, body: 'reason=x' }),
    params({ id: 'DP0000001', action: 'approve' }),
  );
  expect(form.status).toBe(415);
  expect(seen).toEqual([]);
});

test('a decision is forwarded once with its reason; the platform’s refusal keeps its status and code', async () => {
  platformAnswers('post', '/deposits/DP0000001/reject', () => HttpResponse.json({ success: false, code: 'deposit_state_invalid', message: 'Already decided', value: { state: 2, secret: 'x' } }, { status: 409 }));
  const response = await depositDecision(await call('POST', '/api/deposits/DP0000001/reject', { body: { reason: 'name does not match' } }), params({ id: 'DP0000001', action: 'reject' }));
  expect(response.status).toBe(409);
  // Only the details the pages need come through.
  expect(await response.json()).toEqual({ error: { code: 'deposit_state_invalid', message: 'Already decided', details: { state: 2 } } });
  expect(seen).toEqual([expect.objectContaining({ method: 'POST', path: '/admin/deposits/DP0000001/reject', authorization: `Bearer ${TOKEN}`, body: { remark: 'name does not match' } })]);
});

test('a withdrawal above the four-eyes threshold answers 202 "waiting"; the requester’s second approve is refused with four_eyes_same_person', async () => {
  let approvals = 0;
  platformAnswers('post', '/withdrawals/41/approve', () => {
    approvals += 1;
    return approvals === 1
      ? HttpResponse.json({ success: true, value: { id: 41, state: 1, approvalId: 7, approvalState: 'pending', requestedBy: 'staff:finance1' } }, { status: 202 })
      : HttpResponse.json({ success: false, code: 'four_eyes_same_person', message: 'A second staff member must approve this' }, { status: 409 });
  });
  const approve = async () => withdrawalDecision(await call('POST', '/api/withdrawals/41/approve', { body: {} }), params({ id: '41', action: 'approve' }));
  const first = await approve();
  expect(first.status).toBe(202);
  expect(await first.json()).toEqual({ outcome: 'awaiting', requestedBy: 'staff:finance1', approvalId: 7 });
  const second = await approve();
  expect(second.status).toBe(409);
  expect(await second.json()).toMatchObject({ error: { code: 'four_eyes_same_person' } });
  expect(seen.filter((s) => s.path === '/admin/withdrawals/41/approve')).toHaveLength(2);
});

test('the platform ending the session (401) clears the back office’s cookie too', async () => {
  platformAnswers('get', '/approvals', () => HttpResponse.json({ success: false, code: 'staff_unauthenticated', message: 'Please sign in' }, { status: 401 }));
  const response = await approvalsGet(await call('GET', '/api/approvals'));
  expect(response.status).toBe(401);
  expect(response.headers.getSetCookie()[0]).toMatch(/^bo_session=;.*Max-Age=0/i);
});

test('an unreachable platform or an answer of another shape is a 502, never a half screen', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(http.get(`${PLATFORM}/admin/approvals`, () => HttpResponse.error()));
  const down = await approvalsGet(await call('GET', '/api/approvals'));
  expect(down.status).toBe(502);
  expect(await down.json()).toMatchObject({ error: { code: 'platform_unavailable' } });
  server.use(http.get(`${PLATFORM}/admin/approvals`, () => HttpResponse.json({ success: true, value: [{ id: 'x' }] })));
  const odd = await approvalsGet(await call('GET', '/api/approvals'));
  expect(odd.status).toBe(502);
  expect(await odd.json()).toMatchObject({ error: { code: 'platform_answer_invalid' } });
  // The log names the call and the fields, never a value.
  expect(logged).toHaveBeenCalledWith('backoffice: unexpected platform answer', 'GET', 'approvals', expect.arrayContaining(['0.id']));
  logged.mockRestore();
});

test('a slip comes back only as an image, with no-store, nosniff and a CSP that runs nothing', async () => {
  platformAnswers('get', '/deposits/DP0000001/slip', () => new HttpResponse(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } }));
  const slip = await slipGet(await call('GET', '/api/deposits/DP0000001/slip'), params({ id: 'DP0000001' }));
  expect(slip.status).toBe(200);
  expect(slip.headers.get('content-type')).toBe('image/png');
  expect(slip.headers.get('x-content-type-options')).toBe('nosniff');
  expect(slip.headers.get('content-security-policy')).toBe("default-src 'none'");
  expect(new Uint8Array(await slip.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  platformAnswers('get', '/deposits/DP0000002/slip', () => new HttpResponse('<script>alert(1)</script>', { headers: { 'content-type': 'text/html' } }));
  const html = await slipGet(await call('GET', '/api/deposits/DP0000002/slip'), params({ id: 'DP0000002' }));
  expect(html.status).toBe(502);
  expect(html.headers.get('content-type')).toMatch(/^application\/json/);
});

test('login forwards the form and the browser, sets the cookie, and never hands the token to the page', async () => {
  platformAnswers('post', '/session', () =>
    HttpResponse.json({ success: true, value: { token: TOKEN, sessionId: 'sess1', expiresAt: new Date(Date.now() + 3_600_000).toISOString(), staff: { name: 'finance1', role: 'finance' } } }),
  );
  const response = await login(await call('POST', '/api/session', { session: false, body: { name: 'finance1', password: 'correct horse battery', code: '123 456' }, headers: { 'user-agent': 'StaffBrowser/1.0' } }));
  expect(response.status).toBe(200);
  const body = await response.text();
  expect(body).not.toContain(TOKEN);
  expect(response.headers.getSetCookie()[0]).toMatch(/^bo_session=Fe26\.2\*/);
  expect(seen).toEqual([expect.objectContaining({ path: '/admin/session', authorization: null, userAgent: 'StaffBrowser/1.0', body: { name: 'finance1', password: 'correct horse battery', code: '123456' } })]);
});

test('a wrong login keeps the platform’s code; a login from another origin never reaches it', async () => {
  platformAnswers('post', '/session', () => HttpResponse.json({ success: false, code: 'staff_login_failed', message: 'Name, password or code is not correct' }, { status: 401 }));
  const wrong = await login(await call('POST', '/api/session', { session: false, body: { name: 'finance1', password: 'wrong', code: '000000' } }));
  expect(wrong.status).toBe(401);
  expect(await wrong.json()).toMatchObject({ error: { code: 'staff_login_failed' } });
  seen.length = 0;
  const foreign = await login(await call('POST', '/api/session', { session: false, origin: 'https://evil.example', body: { name: 'finance1', password: 'x', code: '000000' } }));
  expect(foreign.status).toBe(403);
  expect(seen).toEqual([]);
});

test('logout ends the platform session and clears the cookie', async () => {
  platformAnswers('post', '/me/logout', () => HttpResponse.json({ success: true, value: { loggedOut: true } }));
  const response = await logout(await call('DELETE', '/api/session'));
  expect(response.status).toBe(200);
  expect(seen).toEqual([expect.objectContaining({ method: 'POST', path: '/admin/me/logout', authorization: `Bearer ${TOKEN}` })]);
  expect(response.headers.getSetCookie()[0]).toMatch(/^bo_session=;.*Max-Age=0/i);
});

test('a staff action names its member in the path only after validation', async () => {
  const act = async (name: string, action: string, body: unknown) => staffAction(await call('POST', `/api/staff/${encodeURIComponent(name)}/${action}`, { body }), params({ name, action }));
  expect((await act('../../keys', 'disable', { reason: 'left the company' })).status).toBe(404);
  expect((await act('cashier1', 'delete', {})).status).toBe(404);
  expect((await act('cashier1', 'role', { role: 'owner' })).status).toBe(400);
  expect(seen).toEqual([]);
  platformAnswers('post', '/staff/cashier1/disable', () => HttpResponse.json({ success: true, value: { name: 'cashier1', disabled: true } }));
  expect((await act('cashier1', 'disable', { reason: 'left the company' })).status).toBe(200);
  expect(seen).toEqual([expect.objectContaining({ path: '/admin/staff/cashier1/disable', body: { reason: 'left the company' } })]);
});
