import { DeskScreen, screenMetadata } from '@bo/components/layout/desk-screen';
import { DailyReportView } from '@bo/components/reports/daily-report-view';
import '@bo/components/reports/reports.css';

export const generateMetadata = screenMetadata('reports');

export default function ReportsPage() {
  return (
    <DeskScreen screen="reports" permission="reports:read" intro="reports">
      <DailyReportView />
    </DeskScreen>
  );
}
