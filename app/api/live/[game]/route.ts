import { defineRoute } from '@/lib/bff/define-route';
import { liveTable } from '@/lib/wps/live-table';
import { liveGameParams } from './live-params';

/** GET /api/live/{baccarat|dragon-tiger|roulette|sic-bo} — the shared table: its open round and the latest results. Trial accounts may watch. */
export const GET = defineRoute({ access: 'member', trial: true, params: liveGameParams }, ({ caller, params }) => liveTable(caller, params.game));
