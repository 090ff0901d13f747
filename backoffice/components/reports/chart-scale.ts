import { scaleBand, scaleLinear } from '@visx/scale';

// The daily chart's geometry (visx scales, as the portal's team chart): one bar per day for the
// gross gaming revenue, below the zero line when players won more than they staked, and a line for
// net deposits (deposits − withdrawals). Pure, so it is tested without drawing.

export const CHART = { width: 640, height: 220, pad: { top: 12, right: 8, bottom: 28, left: 8 } } as const;

export interface ChartDay {
  day: string;
  ggr: string;
  deposits: string;
  withdrawals: string;
}

export interface ChartBar {
  day: string;
  x: number;
  y: number;
  width: number;
  height: number;
  negative: boolean;
}

export interface ChartGeometry {
  bars: ChartBar[];
  line: { day: string; x: number; y: number }[];
  zeroY: number;
  /** Every how many days a date is written under the bars (at most about eight labels). */
  labelStep: number;
}

export function chartGeometry(days: readonly ChartDay[]): ChartGeometry {
  const { width, height, pad } = CHART;
  const values = days.map((d) => ({ day: d.day, ggr: Number(d.ggr), net: Number(d.deposits) - Number(d.withdrawals) }));
  const x = scaleBand<string>({ domain: values.map((v) => v.day), range: [pad.left, width - pad.right], padding: 0.2 });
  const low = Math.min(0, ...values.map((v) => Math.min(v.ggr, v.net)));
  const high = Math.max(1, ...values.map((v) => Math.max(v.ggr, v.net)));
  const y = scaleLinear<number>({ domain: [low, high], range: [height - pad.bottom, pad.top], nice: true });
  const zeroY = y(0);
  return {
    bars: values.map((v) => ({
      day: v.day,
      x: x(v.day) ?? 0,
      y: Math.min(y(v.ggr), zeroY),
      width: x.bandwidth(),
      height: Math.abs(zeroY - y(v.ggr)),
      negative: v.ggr < 0,
    })),
    line: values.map((v) => ({ day: v.day, x: (x(v.day) ?? 0) + x.bandwidth() / 2, y: y(v.net) })),
    zeroY,
    labelStep: Math.max(1, Math.ceil(values.length / 8)),
  };
}
