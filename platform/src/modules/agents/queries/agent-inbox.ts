// The agent center's announcements (type 'A' of the announcements table, AGENTANNOUNCE3). Its
// messages are the member center's inbox (modules/member-center/queries/messages.ts).
import { AGENT_ANNOUNCEMENT_TYPE, type AgentAnnouncement } from '../../../../../contract/agent-transfers';
import { listAnnouncements } from '../../content';
import type { Executor } from '../../../core/database/client';

export async function listAgentAnnouncements(ex: Executor, language?: string): Promise<AgentAnnouncement[]> {
  const items = await listAnnouncements(ex, { types: [AGENT_ANNOUNCEMENT_TYPE] }, language);
  return items.map(({ id, title, content, publishedAt }) => ({ id, title, content, publishedAt }));
}
