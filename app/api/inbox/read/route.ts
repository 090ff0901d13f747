import { markReadBody } from '@/contract/member-inbox';
import { defineRoute } from '@/lib/bff/define-route';
import { markInboxRead } from '@/lib/wps/inbox';

/** PUT /api/inbox/read { ids } | { all: true } — marks the member's own messages read. */
export const PUT = defineRoute({ access: 'member', body: markReadBody }, ({ caller, body }) => markInboxRead(caller, body));
