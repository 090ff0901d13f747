import { TEAM_PERIODS, type TeamPeriod } from '@/contract/agent-reports';
import { localizedPath } from '@/lib/i18n/locale-path';

/** The overview's periods as plain links (server-rendered, no script): the current one is marked. */
export function PeriodTabs({ current, labels, label, locale }: { current: TeamPeriod; labels: Record<TeamPeriod, string>; label: string; locale: string }) {
  return (
    <nav className="period-tabs" aria-label={label}>
      {TEAM_PERIODS.map((period) => (
        <a key={period} href={localizedPath(`/agentHome?period=${period}`, locale)} className="btn" aria-current={period === current ? 'page' : undefined}>
          {labels[period]}
        </a>
      ))}
    </nav>
  );
}
