import { businessDay } from '@/contract/business-time';
import { dayNumber, dayText } from '@/contract/agent-reports';

// The reports screen's ranges: today, the last seven days and this month, as Bangkok business days
// (the platform's report day), or two dates the staff member picks.

export const PRESETS = ['today', 'week', 'month', 'custom'] as const;
export type Preset = (typeof PRESETS)[number];

export interface ReportRange {
  from: string;
  to: string;
}

/** The business days a preset means at `now`. */
export function presetRange(preset: Exclude<Preset, 'custom'>, now = new Date()): ReportRange {
  const today = businessDay(now);
  if (preset === 'today') return { from: today, to: today };
  if (preset === 'week') return { from: dayText(dayNumber(today)! - 6), to: today };
  return { from: `${today.slice(0, 8)}01`, to: today };
}
