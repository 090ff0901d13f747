import { defineRoute } from '@/lib/bff/define-route';
import { eventBoard } from '@/lib/wps/event-board';
import { boardParams } from './board-params';

/** GET /api/board/{sports|esports|cockfight} — a demo event board: open events with odds, latest results. Trial accounts may watch. */
export const GET = defineRoute({ access: 'member', trial: true, params: boardParams }, ({ caller, params }) => eventBoard(caller, params.board));
