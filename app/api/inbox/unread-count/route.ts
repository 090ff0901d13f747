import { defineRoute } from '@/lib/bff/define-route';
import { inboxUnreadCount } from '@/lib/wps/inbox';

/** GET /api/inbox/unread-count — `{ value: n }` (EMFE_getInboxUnreadCount); trial accounts fetch nothing (spec §6). */
export const GET = defineRoute({ access: 'member' }, ({ caller }) => inboxUnreadCount(caller));
