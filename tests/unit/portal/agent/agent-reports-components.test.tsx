import { render, screen, within } from '@testing-library/react';
import { PeriodTabs } from '@/components/agent/reports/period-tabs';
import { TeamChart } from '@/components/agent/reports/team-chart';
import { csvCell } from '@/contract/csv-cell';

const labels = { today: 'Today', yesterday: 'Yesterday', week: 'This week', month: 'This month' };

describe('PeriodTabs', () => {
  it('links every period, marks the current one, and keeps the language prefix', () => {
    render(<PeriodTabs current="week" labels={labels} label="Period" locale="en" />);
    const nav = screen.getByRole('navigation', { name: 'Period' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/en/agentHome?period=today', '/en/agentHome?period=yesterday', '/en/agentHome?period=week', '/en/agentHome?period=month']);
    expect(screen.getByRole('link', { name: 'This week' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Today' })).not.toHaveAttribute('aria-current');
  });

  it('has no prefix in Thai, the default language', () => {
    render(<PeriodTabs current="today" labels={labels} label="Period" locale="th" />);
    expect(screen.getByRole('link', { name: 'Today' })).toHaveAttribute('href', '/agentHome?period=today');
  });
});

describe('TeamChart', () => {
  const series = [
    { label: '2026-11-01', bets: '1200.50', profitAndLoss: '-300.25' },
    { label: '2026-11-02', bets: '0.00', profitAndLoss: '0.00' },
    { label: '2026-11-03', bets: '99.99', profitAndLoss: '150.00' },
  ];
  const chartLabels = { title: 'Bets and P&L', caption: 'Per day', time: 'Time', bets: 'Bets', profitAndLoss: 'P&L' };

  it('draws the SVG as one labelled image and gives every number in a table', () => {
    render(<TeamChart series={series} labels={chartLabels} format={(v) => `฿${v}`} />);
    expect(screen.getByRole('img', { name: 'Bets and P&L' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Per day' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['฿1200.50', '฿-300.25'],
      ['฿0.00', '฿0.00'],
      ['฿99.99', '฿150.00'],
    ]);
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('2026-11-01');
    // §5.5 colours: green when the players lose (the agent's profit), red when they win.
    expect(within(rows[0]).getAllByRole('cell')[1]).toHaveClass('pnl-agent-profit');
    expect(within(rows[2]).getAllByRole('cell')[1]).toHaveClass('pnl-player-win');
    expect(screen.getByTestId('team-chart').querySelectorAll('rect')).toHaveLength(3);
  });
});

describe('CSV cells', () => {
  it('quotes every cell and defuses formulas, but keeps negative amounts as numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1+1')).toBe(`"'+1+1"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('-2+3')).toBe(`"'-2+3"`);
    expect(csvCell('-12.50')).toBe('"-12.50"');
    expect(csvCell(null)).toBe('""');
  });

  it('defuses the full-width and small formula signs, a leading tab, CR or LF, and a sign after leading spaces', () => {
    for (const attack of ['\uFF1DHYPERLINK("x")', '\uFF0B1+1', '\uFF0D2+3', '\uFF20SUM(A1)', '\uFE66cmd', '\uFE62cmd', '\uFE63cmd', '\uFE6Bcmd', '\t=cmd', '\r=cmd', '\n=cmd', '  =cmd', '\u3000=cmd']) {
      expect(csvCell(attack)).toBe(`"'${attack.replace(/"/g, '""')}"`);
    }
    expect(csvCell('Somchai =1')).toBe('"Somchai =1"');
  });
});
