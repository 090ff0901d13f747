import { defineRoute } from '@/lib/bff/define-route';
import { securityOverview } from '@/lib/wps/accounts';

/** GET /api/security — masked phone and e-mail, payee name set, authenticator on. */
export const GET = defineRoute({ access: 'member' }, ({ caller }) => securityOverview(caller));
