/** @jest-environment node */
// The reports' BFF route: agents only (403 non_agent for a member, before any upstream call), the
// range checked before the upstream, and the CSV export: every page of the same filters, a header
// row, the totals, text/csv as an attachment, refused when the range holds too many rows, and one
// export at a time per agent (issue 27: exports stalled the embedded database).
import { GET } from '@/app/api/agent/reports/[report]/route';
import { csvRows } from '@/lib/agent/report-csv';

jest.mock('server-only', () => ({}));
jest.mock('next-intl/server', () => ({ getTranslations: jest.fn(async () => (key: string) => `t:${key}`) }));
const session: { token?: string; isAgent?: boolean; isTrial?: boolean; member?: { id: number }; destroy: () => void } = { destroy: jest.fn() };
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
  Object.assign(session, { token: 'agent-token', isAgent: true, isTrial: false, member: { id: 41 } });
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

describe('one export at a time per agent', () => {
  /** A page the test answers when it wants (the first export is still running meanwhile). */
  function laterPage() {
    let answer: (value: unknown) => void = () => undefined;
    const page = new Promise((resolve) => (answer = resolve));
    return { page, answer };
  }
  const exportCall = () => call('startDate=2026-11-01&endDate=2026-11-02&format=csv&locale=en');

  it('refuses a second concurrent export of the same agent with 429 export_in_progress, and takes one again once the first has ended', async () => {
    const second = laterPage();
    agentReport.mockResolvedValueOnce({ list: [row(1)], nextCursor: '1.1', size: 500, totals }).mockReturnValueOnce(second.page);
    const first = await exportCall();
    expect(first.status).toBe(200);
    const reading = first.text();

    const refused = await exportCall();
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe('export_in_progress');

    second.answer({ list: [row(3)], nextCursor: null, size: 500, totals });
    expect(csvRows(await reading).map((r) => r[1])).toEqual(['t:columns.account', 'p1', 'p3', '3', '3', '3']);
    agentReport.mockResolvedValueOnce({ list: [row(1)], nextCursor: null, size: 500, totals });
    const again = await exportCall();
    expect(again.status).toBe(200);
    await again.text();
  });

  it('does not hold back another agent, and frees the slot when the download is cancelled or refused', async () => {
    const stalled = laterPage();
    let otherCalls = 0;
    // Agent 41's export stalls on its second page; agent 42 first asks for too many rows, then exports.
    agentReport.mockImplementation(async (caller: { token: string }, _report: string, query: { cursor?: string }) => {
      if (caller.token === 'agent-token') return query.cursor ? stalled.page : { list: [row(1)], nextCursor: '1.1', size: 500, totals };
      otherCalls += 1;
      return { list: [row(2)], nextCursor: null, size: 500, totals: { ...totals, count: otherCalls === 1 ? 100_001 : 1 } };
    });
    const running = await exportCall();
    expect(running.status).toBe(200);
    const reader = running.body!.getReader();
    await reader.read();

    Object.assign(session, { token: 'other-agent-token', member: { id: 42 } });
    expect((await exportCall()).status).toBe(422);
    const other = await exportCall();
    expect(other.status).toBe(200);
    await other.text();

    Object.assign(session, { token: 'agent-token', member: { id: 41 } });
    expect((await exportCall()).status).toBe(429);
    await reader.cancel();
    stalled.answer({ list: [], nextCursor: null, size: 500, totals });
    const after = await exportCall();
    expect(after.status).toBe(200);
    await after.body!.cancel();
  });
});
