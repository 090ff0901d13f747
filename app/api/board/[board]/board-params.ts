import { boardFromSegment } from '@/contract/event-board';
import { segment } from '@/lib/bff/define-route';

/** The `[board]` segment of the event-board routes: 404 board_not_found for a board that does not exist. */
export const boardParams = segment('board', boardFromSegment, ['board_not_found', 'No such board']);
