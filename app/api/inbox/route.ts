import { deleteMessagesBody, inboxQuery } from '@/contract/member-inbox';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { readQuery } from '@/lib/bff/read-query';
import { jsonResponse } from '@/lib/bff/responses';
import { sanitizeHtml } from '@/lib/content/sanitize-html';
import { deleteInboxMessages, inbox } from '@/lib/wps/inbox';

/** GET /api/inbox?page&size&unread — the member's own messages (messageV2), newest first, HTML sanitized. Trial: 403. */
export async function GET(request: Request) {
  return asMember(request, async (caller) => {
    const query = readQuery(request, inboxQuery);
    if (!query.ok) return query.response;
    const page = await inbox(caller, query.data);
    // Operator HTML: reduced to the allowlist before it reaches the browser.
    return jsonResponse({ ...page, list: page.list.map((message) => ({ ...message, content: sanitizeHtml(message.content) })) });
  });
}

/** DELETE /api/inbox { ids } — hides the member's own messages; anyone else's ids change nothing. */
export async function DELETE(request: Request) {
  return asMember(request, async (caller) => {
    const body = await readJson(request, deleteMessagesBody);
    if (!body.ok) return body.response;
    return jsonResponse(await deleteInboxMessages(caller, body.data));
  });
}
