/** @jest-environment node */
// The back office's BFF for the agents screen (issue #28), msw standing in for the platform: a page
// of the tree or of the runs is asked only with a query the contract accepts; a re-run reaches
// POST /admin/agents/settlement-runs with the staff member's token only when the contract accepts it
// (an unknown run, a day that does not exist, an hour where the run has none never reach the
// platform); the platform's refusal (a day not started) comes back with its code.
import { HttpResponse } from 'msw';
import { GET as contractsGet } from '@bo/app/api/agents/[account]/contracts/route';
import { GET as treeGet } from '@bo/app/api/agents/route';
import { GET as runsGet, POST as rerunPost } from '@bo/app/api/agents/settlement-runs/route';
import { params, standInPlatform } from '../../support/stand-in-platform';

const TOKEN = `st_${'a'.repeat(43)}`;
const { seen, answers, call: request } = standInPlatform({ token: TOKEN, name: 'finance1', role: 'finance' });
const call = (method: string, path: string, body?: unknown) => request(method, path, { body });

const totals = { records: 2, paid: 2, unpaid: 0, failed: 0, paidAmount: '30.00', unpaidAmount: '0.00' };
const report = { kind: 'daily', periods: ['2026-11-28'], contracts: 2, created: 0, paid: 0, unpaid: 0, amount: '0.00' };

test('a tree page is asked only with a valid query, from the fixed path, with the token', async () => {
  for (const query of ['q=a', 'q=a%25b', 'parent=agent01&q=ag', 'size=500', 'parent=..%2Fstaff']) {
    const refused = await treeGet(await call('GET', `/api/agents?${query}`));
    expect([query, refused.status]).toEqual([query, 400]);
  }
  expect(seen).toEqual([]);
  answers('get', '/agents', () => HttpResponse.json({ success: true, value: { rows: [], total: 0, page: 2, size: 10 } }));
  const page = await treeGet(await call('GET', '/api/agents?parent=agent01&page=2&size=10'));
  expect(await page.json()).toEqual({ rows: [], total: 0, page: 2, size: 10 });
  expect(seen.map(({ path, search, authorization }) => [path + search, authorization])).toEqual([['/admin/agents?parent=agent01&page=2&size=10', `Bearer ${TOKEN}`]]);
});

test('an agent’s contracts name a plain account; the platform’s “no such agent” comes back as it is', async () => {
  expect((await contractsGet(await call('GET', '/api/agents/a.b/contracts'), params({ account: 'a.b' }))).status).toBe(404);
  expect(seen).toEqual([]);
  answers('get', '/agents/nobody/contracts', () => HttpResponse.json({ success: false, code: 'agent_not_found', message: 'No agent with this account' }, { status: 404 }));
  const missing = await contractsGet(await call('GET', '/api/agents/nobody/contracts'), params({ account: 'nobody' }));
  expect([missing.status, (await missing.json()).error.code]).toEqual([404, 'agent_not_found']);
});

test('a re-run the contract refuses never reaches the platform; a good one does, and its refusal comes back', async () => {
  for (const body of [{ run: 'weekly', day: '2026-11-28' }, { run: 'daily-salary', day: '2026-02-30' }, { run: 'daily-salary', day: '2026-11-28', hour: 4 }, { run: 'hourly-salary', day: '2026-11-28', hour: 24 }]) {
    const refused = await rerunPost(await call('POST', '/api/agents/settlement-runs', body));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: 'validation_failed' } });
  }
  const foreign = await request('POST', '/api/agents/settlement-runs', { body: { run: 'daily-salary', day: '2026-11-28' }, origin: 'https://evil.example' });
  expect((await rerunPost(foreign)).status).toBe(403);
  expect(seen).toEqual([]);
  answers('post', '/agents/settlement-runs', () => HttpResponse.json({ success: true, value: { run: 'daily-salary', day: '2026-11-28', hour: null, report, before: totals, after: totals } }));
  const ran = await rerunPost(await call('POST', '/api/agents/settlement-runs', { run: 'daily-salary', day: '2026-11-28' }));
  expect(await ran.json()).toMatchObject({ before: totals, after: totals, report: { paid: 0 } });
  expect(seen).toEqual([expect.objectContaining({ method: 'POST', path: '/admin/agents/settlement-runs', authorization: `Bearer ${TOKEN}`, body: { run: 'daily-salary', day: '2026-11-28' } })]);
  answers('post', '/agents/settlement-runs', () => HttpResponse.json({ success: false, code: 'day_in_future', message: 'That business day has not started yet' }, { status: 400 }));
  const future = await rerunPost(await call('POST', '/api/agents/settlement-runs', { run: 'daily-salary', day: '2099-01-01' }));
  expect([future.status, (await future.json()).error.code]).toEqual([400, 'day_in_future']);
});

test('the runs are asked with a known kind only', async () => {
  expect((await runsGet(await call('GET', '/api/agents/settlement-runs?kind=weekly'))).status).toBe(400);
  expect(seen).toEqual([]);
  answers('get', '/agents/settlement-runs', () => HttpResponse.json({ success: true, value: { rows: [], total: 0, page: 1, size: 25 } }));
  expect((await runsGet(await call('GET', '/api/agents/settlement-runs?kind=daily'))).status).toBe(200);
  expect(seen.map(({ path, search }) => path + search)).toEqual(['/admin/agents/settlement-runs?kind=daily&page=1&size=25']);
});
