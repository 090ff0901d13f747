// Operator messages into the inbox store (agent_messages): to one member, an agent's subtree or all
// members, one row per recipient so read and delete stay per member. Trial accounts (type 4) get no
// segment or broadcast messages and cannot be named (spec §6: no unread-message fetch for them).
// Feedback (spec §3/§5) lands here too; the operator's reply is an inbox message to its sender.
import { and, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { TRIAL_TYPE } from '../../../../../contract/member-types';
import { MARKETING_EXCLUDED_SQL } from '../../responsible-gaming';
import type { FeedbackType, MessageAudience } from '../../../../../contract/member-inbox';
import { inSubtreeOf } from './agent-subtree';
import type { Executor } from '../../../core/database/client';
import { members } from '../../accounts';
import { agentMessages } from '../schema-agent-transfers';
import type { LocalizedText } from '../../../core/localized';
import { feedback } from '../schema-member-center';

export interface OutgoingMessage {
  title: LocalizedText;
  content: LocalizedText;
  sender?: string;
}

/**
 * The recipients' ids: real members only. An unknown or trial account gives none. A message to a
 * segment or to all is marketing: members in a cool-off or self-exclusion do not get it (issue #17);
 * a message to one named member (a service message from the operator) still reaches them.
 */
export async function audienceIds(ex: Executor, audience: MessageAudience): Promise<number[]> {
  const where: SQL[] = [ne(members.type, TRIAL_TYPE)];
  if (audience.to !== 'member') where.push(sql`not ${MARKETING_EXCLUDED_SQL('"members"."id"')}`);
  if (audience.to === 'member') where.push(eq(members.account, audience.account));
  if (audience.to === 'subtree') {
    const [agent] = await ex.select({ id: members.id }).from(members).where(eq(members.account, audience.agent));
    if (!agent) return [];
    where.push(inSubtreeOf(agent.id, members.id));
  }
  const rows = await ex.select({ id: members.id }).from(members).where(and(...where));
  return rows.map((row) => row.id);
}

/** One message row per recipient, in one statement (INSERT … SELECT for a broadcast); their ids. */
export async function sendMessages(ex: Executor, recipientIds: number[], message: OutgoingMessage): Promise<{ recipientId: number; id: number }[]> {
  if (recipientIds.length === 0) return [];
  const rows: { recipientId: number; id: number }[] = [];
  for (let i = 0; i < recipientIds.length; i += 1_000) {
    const slice = recipientIds.slice(i, i + 1_000);
    rows.push(
      ...(await ex
        .insert(agentMessages)
        .values(slice.map((recipientId) => ({ recipientId, sender: message.sender ?? 'platform', title: message.title, content: message.content })))
        .returning({ recipientId: agentMessages.recipientId, id: agentMessages.id })),
    );
  }
  return rows;
}

export async function addFeedback(ex: Executor, memberId: number, input: { type: FeedbackType; content: string }): Promise<number> {
  const [row] = await ex.insert(feedback).values({ memberId, type: input.type, content: input.content }).returning({ id: feedback.id });
  return row.id;
}

export class FeedbackAlreadyReplied extends Error {}

export interface FeedbackRow {
  id: number;
  account: string;
  type: number;
  content: string;
  createdAt: string;
  repliedAt: string | null;
}

export async function listFeedback(ex: Executor, query: { unrepliedOnly: boolean; limit: number }): Promise<FeedbackRow[]> {
  const rows = await ex
    .select({ id: feedback.id, account: members.account, type: feedback.type, content: feedback.content, createdAt: feedback.createdAt, repliedAt: feedback.repliedAt })
    .from(feedback)
    .innerJoin(members, eq(members.id, feedback.memberId))
    .where(query.unrepliedOnly ? isNull(feedback.repliedAt) : sql`true`)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(query.limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), repliedAt: row.repliedAt?.toISOString() ?? null }));
}

/**
 * The operator's reply: an inbox message to the feedback's sender, recorded on the feedback once
 * (compare-and-set on replied_at: a second reply is refused). The recipient, or undefined.
 */
export async function replyToFeedback(ex: Executor, feedbackId: number, message: OutgoingMessage): Promise<{ memberId: number; messageId: number } | undefined> {
  const [item] = await ex.select({ memberId: feedback.memberId }).from(feedback).where(and(eq(feedback.id, feedbackId), isNull(feedback.repliedAt)));
  if (!item) return undefined;
  const [sent] = await sendMessages(ex, [item.memberId], message);
  const claimed = await ex
    .update(feedback)
    .set({ repliedAt: new Date(), replyMessageId: sent.id })
    .where(and(eq(feedback.id, feedbackId), isNull(feedback.repliedAt)))
    .returning({ id: feedback.id });
  // A concurrent reply won: throwing rolls this one's message back with the transaction.
  if (claimed.length === 0) throw new FeedbackAlreadyReplied();
  return { memberId: item.memberId, messageId: sent.id };
}
