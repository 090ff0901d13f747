import { deleteMessagesBody, inboxQuery } from '@/contract/member-inbox';
import { defineRoute } from '@/lib/bff/define-route';
import { sanitizeHtml } from '@/lib/content/sanitize-html';
import { deleteInboxMessages, inbox } from '@/lib/wps/inbox';

/** GET /api/inbox?page&size&unread — the member's own messages (messageV2), newest first, HTML sanitized. Trial: 403. */
export const GET = defineRoute({ access: 'member', query: inboxQuery }, async ({ caller, query }) => {
  const page = await inbox(caller, query);
  // Operator HTML: reduced to the allowlist before it reaches the browser.
  return { ...page, list: page.list.map((message) => ({ ...message, content: sanitizeHtml(message.content) })) };
});

/** DELETE /api/inbox { ids } — hides the member's own messages; anyone else's ids change nothing. */
export const DELETE = defineRoute({ access: 'member', body: deleteMessagesBody }, ({ caller, body }) => deleteInboxMessages(caller, body));
