import { messagesQuery } from '@/contract/agent-transfers';
import { asAgent } from '@/lib/bff/agent-route';
import { readQuery } from '@/lib/bff/read-query';
import { jsonResponse } from '@/lib/bff/responses';
import { sanitizeHtml } from '@/lib/content/sanitize-html';
import { agentMessages } from '@/lib/wps/agent-transfers';

/** GET /api/agent/messages?page&size&unread — the agent's own messages (messageV2), newest first, HTML sanitized. */
export async function GET(request: Request) {
  return asAgent(request, async (caller) => {
    const query = readQuery(request, messagesQuery);
    if (!query.ok) return query.response;
    const page = await agentMessages(caller, query.data);
    // Operator HTML: reduced to the allowlist before it reaches the browser.
    return jsonResponse({ ...page, list: page.list.map((message) => ({ ...message, content: sanitizeHtml(message.content) })) });
  });
}
