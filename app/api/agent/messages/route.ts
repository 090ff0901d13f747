import { messagesQuery } from '@/contract/agent-transfers';
import { defineRoute } from '@/lib/bff/define-route';
import { sanitizeHtml } from '@/lib/content/sanitize-html';
import { agentMessages } from '@/lib/wps/agent-transfers';

/** GET /api/agent/messages?page&size&unread — the agent's own messages (messageV2), newest first, HTML sanitized. */
export const GET = defineRoute({ access: 'agent', query: messagesQuery }, async ({ caller, query }) => {
  const page = await agentMessages(caller, query);
  // Operator HTML: reduced to the allowlist before it reaches the browser.
  return { ...page, list: page.list.map((message) => ({ ...message, content: sanitizeHtml(message.content) })) };
});
