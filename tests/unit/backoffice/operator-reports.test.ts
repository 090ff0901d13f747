/** @jest-environment node */
// The daily report's shared range rule (contract/operator-reports.ts), the back office's chart
// geometry (components/reports/chart-scale.ts), its range presets, and the platform's CSV of a
// report, whose cells are defused against formula injection (contract/csv-cell.ts).
import { DAILY_CSV_COLUMNS, dailyRangeProblem, dailyReportQuery, daysOf, type DailyFigures } from '@/contract/operator-reports';
import { CHART, chartGeometry } from '@bo/components/reports/chart-scale';
import { presetRange } from '@bo/components/reports/report-range';
import { dailyReportCsv } from '@/platform/src/modules/back-office/reports/daily-report';

describe('a report range', () => {
  it('takes real dates, the end not before the start, at most 92 days', () => {
    expect(dailyRangeProblem('2026-03-01', '2026-03-01')).toBeUndefined();
    expect(dailyRangeProblem('2026-01-01', '2026-04-02')).toBeUndefined(); // 92 days
    expect(dailyRangeProblem('2026-01-01', '2026-04-03')).toBe('date_range_too_long');
    expect(dailyRangeProblem('2026-03-02', '2026-03-01')).toBe('date_range_invalid');
    for (const bad of ['2026-02-30', '2026-13-01', '26-03-01', '', 'today']) expect(dailyRangeProblem(bad, '2026-03-01')).toBe('date_invalid');
  });

  it('is checked by the same schema in the back office, naming the problem', () => {
    expect(dailyReportQuery.parse({ from: '2026-03-01', to: '2026-03-03' })).toEqual({ from: '2026-03-01', to: '2026-03-03' });
    const refused = dailyReportQuery.safeParse({ from: '2026-03-05', to: '2026-03-01' });
    expect(refused.success ? [] : refused.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['to', 'date_range_invalid']]);
    expect(dailyReportQuery.safeParse({ from: '2026-03-01' }).success).toBe(false);
  });

  it('lists every day of a range, across a month’s end and a leap day', () => {
    expect(daysOf({ from: '2028-02-28', to: '2028-03-01' })).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(daysOf({ from: '2026-01-01', to: '2026-04-02' })).toHaveLength(92);
  });

  it('turns the presets into Bangkok business days', () => {
    // 2026-03-10 20:00 UTC is already 2026-03-11 in Bangkok (UTC+7).
    const now = new Date('2026-03-10T20:00:00Z');
    expect(presetRange('today', now)).toEqual({ from: '2026-03-11', to: '2026-03-11' });
    expect(presetRange('week', now)).toEqual({ from: '2026-03-05', to: '2026-03-11' });
    expect(presetRange('month', now)).toEqual({ from: '2026-03-01', to: '2026-03-11' });
  });
});

describe('the daily chart', () => {
  const day = (d: string, ggr: string, deposits = '0.00', withdrawals = '0.00') => ({ day: d, ggr, deposits, withdrawals });

  it('draws GGR bars up from the zero line, a loss below it, inside the drawing', () => {
    const g = chartGeometry([day('2026-03-01', '100.00'), day('2026-03-02', '-50.00'), day('2026-03-03', '0.00')]);
    const [win, loss, none] = g.bars;
    expect(win.y + win.height).toBeCloseTo(g.zeroY);
    expect(loss.y).toBeCloseTo(g.zeroY);
    expect(loss.negative).toBe(true);
    expect(win.height).toBeGreaterThan(loss.height);
    expect(none.height).toBe(0);
    for (const bar of g.bars) {
      expect(bar.x).toBeGreaterThanOrEqual(CHART.pad.left);
      expect(bar.x + bar.width).toBeLessThanOrEqual(CHART.width - CHART.pad.right);
      expect(bar.y).toBeGreaterThanOrEqual(CHART.pad.top);
      expect(bar.y + bar.height).toBeLessThanOrEqual(CHART.height - CHART.pad.bottom);
    }
    expect(g.bars.map((b) => b.x)).toEqual([...g.bars.map((b) => b.x)].sort((a, b) => a - b));
  });

  it('draws net deposits (deposits − withdrawals) as a line through the middle of each day', () => {
    const g = chartGeometry([day('2026-03-01', '0.00', '300.00', '100.00'), day('2026-03-02', '0.00', '0.00', '100.00')]);
    expect(g.line[0].y).toBeLessThan(g.zeroY);
    expect(g.line[1].y).toBeGreaterThan(g.zeroY);
    expect(g.line[0].x).toBeCloseTo(g.bars[0].x + g.bars[0].width / 2);
  });

  it('keeps a quiet range flat on the zero line and writes about eight dates for a quarter', () => {
    const quiet = chartGeometry([day('2026-03-01', '0.00'), day('2026-03-02', '0.00')]);
    expect(quiet.bars.every((b) => b.height === 0)).toBe(true);
    expect(quiet.line.every((p) => p.y === quiet.zeroY)).toBe(true);
    const quarter = chartGeometry(daysOf({ from: '2026-01-01', to: '2026-04-02' }).map((d) => day(d, '1.00')));
    expect(quarter.labelStep).toBe(12);
  });
});

describe('the report as CSV', () => {
  const zero: DailyFigures = {
    deposits: { count: 0, amount: '0.00' },
    withdrawals: { count: 0, amount: '0.00' },
    stakes: '0.00',
    payouts: '0.00',
    ggr: '0.00',
    ggrByGameType: [],
    ggrByVendor: [],
    bonusCost: '0.00',
    bonusByKind: [],
    newMembers: 0,
    activeMembers: 0,
    agentPayouts: '0.00',
    agentPayoutsByKind: [],
  };

  it('writes a header, a line per day and the totals; a name starting with = is text, never a formula', () => {
    const played = { ...zero, stakes: '10.00', payouts: '25.00', ggr: '-15.00', ggrByVendor: [{ name: '=HYPERLINK("http://evil")', stakes: '10.00', payouts: '25.00', ggr: '-15.00' }] };
    const csv = dailyReportCsv({ from: '2026-03-01', to: '2026-03-01', timeZone: 'Asia/Bangkok', days: [{ day: '2026-03-01', ...played }], totals: played });
    const lines = csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(`${DAILY_CSV_COLUMNS.map((c) => `"${c}"`).join(',')},"'=HYPERLINK(""http://evil"") (vendor GGR)"`);
    expect(lines[1]).toBe('"2026-03-01","0","0.00","0","0.00","10.00","25.00","-15.00","0.00","0","0","0.00","-15.00"');
    expect(lines[2].startsWith('"total",')).toBe(true);
  });
});
