import { z } from 'zod';
import { defineRoute } from '@/lib/bff/define-route';
import { revokeOtherSessions } from '@/lib/wps/member-sessions';

/**
 * POST /api/account-activity/revoke-others {} — "sign out elsewhere": the member's other sessions are
 * revoked upstream; this one stays. A JSON body is required, so another site cannot send it without
 * a CORS preflight.
 */
export const POST = defineRoute({ access: 'member', body: z.object({}).strict() }, ({ caller }) => revokeOtherSessions(caller));
