import { Bar, LinePath } from '@visx/shape';
import { CHART, chartGeometry, type ChartDay } from './chart-scale';

export interface DailyChartLabels {
  title: string;
  ggr: string;
  netDeposits: string;
}

/**
 * Gross gaming revenue per day (bars) and net deposits (line) as SVG; the figures themselves are in
 * the table under it, which screen readers read instead (the drawing is labelled, not described).
 */
export function DailyChart({ days, labels }: { days: readonly ChartDay[]; labels: DailyChartLabels }) {
  const geometry = chartGeometry(days);
  const { width, height, pad } = CHART;
  return (
    <figure className="report-chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={labels.title} data-testid="report-chart">
        <line x1={pad.left} x2={width - pad.right} y1={geometry.zeroY} y2={geometry.zeroY} className="axis" />
        {geometry.bars.map((bar) => (
          <Bar key={bar.day} className={bar.negative ? 'bar-ggr negative' : 'bar-ggr'} x={bar.x} y={bar.y} width={bar.width} height={bar.height} />
        ))}
        <LinePath className="line-net" data={geometry.line} x={(p) => p.x} y={(p) => p.y} fill="none" />
        {geometry.bars.map((bar, i) =>
          i % geometry.labelStep === 0 ? (
            <text key={bar.day} x={bar.x + bar.width / 2} y={height - 8} textAnchor="middle" fontSize="10">
              {bar.day.slice(5)}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption>
        {labels.title}{' '}
        <span className="chart-legend">
          <span className="swatch-ggr" aria-hidden="true" /> {labels.ggr} <span className="swatch-net" aria-hidden="true" /> {labels.netDeposits}
        </span>
      </figcaption>
    </figure>
  );
}
