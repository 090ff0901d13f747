// The member-center module as other parts of the platform see it: what they may import from it.
// Files that reach no other module first: a load-time use from inside an import cycle finds them ready.
export { inboxEvents } from './rules/inbox-events';
export { joinAgentSubtree } from './queries/agent-subtree';
export { agentMessages } from './schema-agent-transfers';
export { deleteMessages, listMessages, markRead, unreadCount } from './queries/messages';
export { feedbackSubject } from './queries/audit-subjects';
export { feedback } from './schema-member-center';
export { audienceIds, sendMessages, type FeedbackRow } from './queries/member-inbox';
