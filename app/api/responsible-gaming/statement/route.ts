import { statementQuery } from '@/contract/responsible-gaming';
import { defineRoute } from '@/lib/bff/define-route';
import { activityStatement } from '@/lib/wps/responsible-gaming';

/** GET /api/responsible-gaming/statement?month=YYYY-MM — the month's deposits, withdrawals, stakes, wins and time played. */
export const GET = defineRoute({ access: 'member', query: statementQuery }, ({ caller, query }) => activityStatement(caller, query.month));
