import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import type { TeamOverview } from '@/contract/agent-reports';

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 8 };

export interface ChartLabels {
  title: string;
  caption: string;
  time: string;
  bets: string;
  profitAndLoss: string;
}

/**
 * The period's bets (bars) and P&L (line) as SVG drawn on the server with visx (d3 scales, React
 * shapes): no script reaches the browser. The same numbers follow in a table for screen readers
 * and anyone who wants the figures.
 */
export function TeamChart({ series, labels, format }: { series: TeamOverview['series']; labels: ChartLabels; format: (value: string) => string }) {
  const values = series.map((s) => ({ label: s.label, bets: Number(s.bets), pnl: Number(s.profitAndLoss) }));
  const x = scaleBand<string>({ domain: values.map((v) => v.label), range: [PAD.left, WIDTH - PAD.right], padding: 0.2 });
  const low = Math.min(0, ...values.map((v) => v.pnl));
  const high = Math.max(1, ...values.map((v) => Math.max(v.bets, v.pnl)));
  const y = scaleLinear<number>({ domain: [low, high], range: [HEIGHT - PAD.bottom, PAD.top], nice: true });
  const step = Math.ceil(values.length / 8);
  return (
    <figure className="team-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={labels.title} data-testid="team-chart">
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} className="axis" />
        {values.map((v) => (
          <Bar key={v.label} className="bar-bets" x={x(v.label)} y={y(Math.max(0, v.bets))} width={x.bandwidth()} height={Math.abs(y(0) - y(v.bets))} />
        ))}
        <LinePath className="line-pnl" data={values} x={(v) => (x(v.label) ?? 0) + x.bandwidth() / 2} y={(v) => y(v.pnl)} fill="none" />
        {values.map((v, i) =>
          i % step === 0 ? (
            <text key={v.label} x={(x(v.label) ?? 0) + x.bandwidth() / 2} y={HEIGHT - 8} textAnchor="middle" fontSize="10">
              {v.label.length > 5 ? v.label.slice(5) : v.label}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption>
        {labels.title}{' '}
        <span className="chart-legend">
          <span className="swatch-bets" aria-hidden="true" /> {labels.bets} <span className="swatch-pnl" aria-hidden="true" /> {labels.profitAndLoss}
        </span>
      </figcaption>
      <details>
        <summary>{labels.caption}</summary>
        <table className="record-table" data-testid="team-chart-table">
          <caption>{labels.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.time}</th>
              <th scope="col">{labels.bets}</th>
              <th scope="col">{labels.profitAndLoss}</th>
            </tr>
          </thead>
          <tbody>
            {series.map((s) => (
              <tr key={s.label}>
                <th scope="row">{s.label}</th>
                <td data-label={labels.bets}>{format(s.bets)}</td>
                <td data-label={labels.profitAndLoss} className={pnlClass(s.profitAndLoss)}>
                  {format(s.profitAndLoss)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** §5.5 colour tip: red when the player wins (P&L > 0), green when the player loses (the agent's profit). */
export const pnlClass = (value: string) => (value.startsWith('-') ? 'pnl-agent-profit' : Number(value) > 0 ? 'pnl-player-win' : undefined);
