/** @jest-environment node */
// The agents contract the back office's forms and the platform's admin API both check
// (contract/agent-admin.ts): what a page of the tree asks, which runs and periods a re-run may name,
// and the business day the re-run form starts from.
import { SETTLEMENT_RUNS, agentTreeQuery, businessDayBefore, runOfKind, settlementRerunInput, settlementRunsQuery } from '@/contract/agent-admin';
import { CONTRACT_KINDS } from '@/contract/agent-contracts';

const problems = (schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error!.issues.map((issue) => `${issue.path.join('.') || '_'}: ${issue.message}`);
};

describe('a page of the agent tree', () => {
  it('is the top level, one agent’s downline or a search, a bounded page at a time', () => {
    expect(agentTreeQuery.parse({})).toEqual({ page: 1, size: 25 });
    expect(agentTreeQuery.parse({ parent: 'agent01', page: '3', size: '50' })).toEqual({ parent: 'agent01', page: 3, size: 50 });
    expect(agentTreeQuery.parse({ q: ' ag_0 ' })).toEqual({ q: 'ag_0', page: 1, size: 25 });
  });

  it('refuses a short or odd search, a search inside a downline, and pages out of range', () => {
    expect(problems(agentTreeQuery, { q: 'a' })).toEqual(['q: search_short']);
    expect(problems(agentTreeQuery, { q: 'a%b' })).toEqual(['q: search_invalid']);
    expect(problems(agentTreeQuery, { q: 'x'.repeat(41) })).toEqual(['q: search_long']);
    expect(problems(agentTreeQuery, { parent: 'agent01', q: 'ag' })).toEqual(['q: parent_or_search']);
    expect(problems(agentTreeQuery, { parent: '../staff' })).toEqual(['parent: account_invalid']);
    for (const size of ['0', '51', 'x']) expect(problems(agentTreeQuery, { size })).toEqual(['size: size_invalid']);
    expect(problems(agentTreeQuery, { page: '0' })).toEqual(['page: page_invalid']);
  });
});

describe('a settlement re-run', () => {
  it('names a run and a calendar day, and an hour only for the hourly and real-time salaries', () => {
    expect(settlementRerunInput.parse({ run: 'daily-salary', day: '2026-11-28' })).toEqual({ run: 'daily-salary', day: '2026-11-28' });
    expect(settlementRerunInput.parse({ run: 'hourly-salary', day: '2026-11-28', hour: 0 })).toEqual({ run: 'hourly-salary', day: '2026-11-28', hour: 0 });
    expect(settlementRerunInput.parse({ run: 'realtime-salary', day: '2028-02-29', hour: 23 }).hour).toBe(23);
  });

  it('refuses an unknown run, a day that does not exist, an hour out of range or where the run has none', () => {
    expect(problems(settlementRerunInput, { run: 'weekly', day: '2026-11-28' })).toEqual(['run: run_invalid']);
    for (const day of ['2026-02-30', '2026-13-01', '28/11/2026', '', '2026-11-28T00:00']) expect([day, problems(settlementRerunInput, { run: 'dividend', day })]).toEqual([day, ['day: day_invalid']]);
    expect(problems(settlementRerunInput, { run: 'dividend' })).toEqual(['day: day_invalid']);
    for (const hour of [-1, 24, 1.5, '3']) expect(problems(settlementRerunInput, { run: 'hourly-salary', day: '2026-11-28', hour })).toEqual(['hour: hour_invalid']);
    expect(problems(settlementRerunInput, { run: 'daily-salary', day: '2026-11-28', hour: 3 })).toEqual(['hour: hour_not_allowed']);
    expect(problems(settlementRerunInput, { run: 'dividend', day: '2026-11-28', hour: 3 })).toEqual(['hour: hour_not_allowed']);
  });

  it('names each contract kind by exactly one run', () => {
    for (const kind of CONTRACT_KINDS) expect(SETTLEMENT_RUNS[runOfKind(kind)]).toBe(kind);
    expect(problems(settlementRunsQuery, { kind: 'weekly' })).toEqual(['kind: kind_invalid']);
  });
});

describe('the re-run form’s day', () => {
  it('is the business day in Bangkok, not the browser’s', () => {
    // 2026-11-28 20:00 UTC is 2026-11-29 03:00 in Bangkok: "yesterday" there is the 28th.
    const now = Date.parse('2026-11-28T20:00:00Z');
    expect(businessDayBefore(0, now)).toBe('2026-11-29');
    expect(businessDayBefore(1, now)).toBe('2026-11-28');
  });
});
