import { liveGameOfSegment } from '@/contract/live-table';
import { segment } from '@/lib/bff/define-route';

/** The `[game]` segment of the live-table routes: 404 live_table_not_found for a table that does not exist. */
export const liveGameParams = segment('game', liveGameOfSegment, ['live_table_not_found', 'No such table']);
