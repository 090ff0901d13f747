import type { Metadata } from 'next';
import { LiveTablePage, liveTableMetadata, type LiveTablePageProps } from '@/components/live/live-table-page';
import type { LocaleParams } from '@/lib/i18n/page-locale';

export function generateMetadata(props: LocaleParams): Promise<Metadata> {
  return liveTableMetadata('BACCARAT', props);
}

/** The local baccarat table: one shared round on a timer, members only (live-casino baccarat tiles and the stand-ins). */
export default function BaccaratPage(props: LiveTablePageProps) {
  return <LiveTablePage game="BACCARAT" {...props} />;
}
