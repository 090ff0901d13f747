import { defineRoute } from '@/lib/bff/define-route';
import { setupTotp } from '@/lib/wps/accounts';

/** POST /api/security/totp/setup — a new authenticator secret to scan; active after one valid code. */
export const POST = defineRoute({ access: 'member' }, ({ caller }) => setupTotp(caller));
