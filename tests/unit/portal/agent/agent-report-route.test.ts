/** @jest-environment node */
// The reports' BFF route: agents only (403 non_agent for a member, before any upstream call), the
// range checked before the upstream, and the CSV export: every page of the same filters, a header
// row, the totals, text/csv as an attachment, and refused when the range holds too many rows.
import { GET } from '@/app/api/agent/reports/[report]/route';
import { csvRows } from '@/lib/agent/report-csv';

jest.mock('server-only', () => ({}));
jest.mock('next-intl/server', () => ({ getTranslations: jest.fn(async () => (key: string) => `t:${key}`) }));
const session: { token?: string; isAgent?: boolean; isTrial?: boolean; destroy: () => void } = { destroy: jest.fn() };
jest.mock('@/lib/session', () => ({ getSession: jest.fn(async () => session) }));
const agentReport = jest.fn();
jest.mock('@/lib/wps/agent-reports', () => ({ agentReport: (...args: unknown[]) => agentReport(...args) }));

const row = (i: number) => ({
  txId: String(i),
  account: i === 2 ? '=cmd|calc' : `p${i}`,
  txTypeId: 'deposit',
  txTimeInTimestamp: Date.UTC(2026, 10, 1, 17, 0, i),
  orderNo: `O${i}`,
  remark: null,
  currentAvailBalance: '10.00',
  amount: `-${i}.00`,
});
const totals = { count: 3, in: '0.00', out: '-6.00', net: '-6.00' };
const call = (query: string) => GET(new Request(`http://portal.test/api/agent/reports/downlineTransactions?${query}`), { params: Promise.resolve({ report: 'downlineTransactions' }) });

beforeEach(() => {
  agentReport.mockReset();
  Object.assign(session, { token: 'agent-token', isAgent: true, isTrial: false });
});

it('answers a member 403 non_agent without calling the upstream', async () => {
  Object.assign(session, { token: 'member-token', isAgent: false });
  const answer = await call('startDate=2026-11-01&endDate=2026-11-02');
  expect(answer.status).toBe(403);
  expect((await answer.json()).error.code).toBe('non_agent');
  expect(agentReport).not.toHaveBeenCalled();
});

it('refuses a range over 90 days and a malformed date before the upstream', async () => {
  expect((await (await call('startDate=2026-01-01&endDate=2026-11-02')).json()).error.code).toBe('date_range_too_long');
  const malformed = await call('startDate=2026-1-1&endDate=2026-11-02');
  expect(malformed.status).toBe(400);
  expect((await malformed.json()).error.code).toBe('validation_failed');
  expect(agentReport).not.toHaveBeenCalled();
});

it('exports every page of the same filters as CSV with a header, the totals, and no formula cells', async () => {
  agentReport
    .mockResolvedValueOnce({ list: [row(1), row(2)], nextCursor: '1.2', size: 500, totals })
    .mockResolvedValueOnce({ list: [row(3)], nextCursor: null, size: 500, totals });
  const answer = await call('startDate=2026-11-01&endDate=2026-11-02&codeTypes=deposit&account=p1&format=csv&locale=en');
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(answer.headers.get('content-disposition')).toBe('attachment; filename="downlineTransactions-2026-11-01-2026-11-02.csv"');
  const rows = csvRows(await answer.text());
  expect(rows[0]).toEqual(['t:columns.time', 't:columns.account', 't:columns.type', 't:columns.orderNo', 't:columns.remark', 't:columns.amount', 't:columns.balance']);
  expect(rows.slice(1, 4).map((r) => [r[0], r[1], r[5]])).toEqual([
    ['2026-11-02 00:00:01', 'p1', '-1.00'],
    ['2026-11-02 00:00:02', "'=cmd|calc", '-2.00'],
    ['2026-11-02 00:00:03', 'p3', '-3.00'],
  ]);
  expect(rows.slice(4).map((r) => [r[0], r[5]])).toEqual([
    ['t:totals.in', '0.00'],
    ['t:totals.out', '-6.00'],
    ['t:totals.net', '-6.00'],
  ]);
  // Same filters on every page; the second page follows the first one's cursor.
  expect(agentReport.mock.calls.map((c) => c[2])).toEqual([
    expect.objectContaining({ startDate: '2026-11-01', endDate: '2026-11-02', codeTypes: 'deposit', account: 'p1', size: 500, cursor: undefined }),
    expect.objectContaining({ codeTypes: 'deposit', account: 'p1', cursor: '1.2' }),
  ]);
});

it('refuses an export of more rows than the limit', async () => {
  agentReport.mockResolvedValueOnce({ list: [], nextCursor: null, size: 500, totals: { ...totals, count: 100_001 } });
  const answer = await call('startDate=2026-11-01&endDate=2026-11-02&format=csv');
  expect(answer.status).toBe(422);
  expect((await answer.json()).error.code).toBe('export_too_large');
});
