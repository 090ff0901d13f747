import type { Metadata } from 'next';
import { LiveTablePage, liveTableMetadata, type LiveTablePageProps } from '@/components/live/live-table-page';
import type { LocaleParams } from '@/lib/i18n/page-locale';

export function generateMetadata(props: LocaleParams): Promise<Metadata> {
  return liveTableMetadata('SIC_BO', props);
}

/** The local sic bo table: one shared round on a timer, members only. */
export default function SicBoPage(props: LiveTablePageProps) {
  return <LiveTablePage game="SIC_BO" {...props} />;
}
