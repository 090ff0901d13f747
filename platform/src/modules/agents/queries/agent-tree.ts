// Scoping by the agent tree: every agent query names the caller's subtree through member_tree, so
// nothing outside it can be read or changed, whatever id a request carries.
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../../core/database/client';
import { memberTree } from '../schema-agents';

/** SQL condition: the member id in `memberId` is `agentId` or below it. */
export function inSubtreeOf(agentId: number, memberId: SQLWrapper): SQL {
  return sql`exists (select 1 from member_tree where ancestor_id = ${agentId} and descendant_id = ${memberId})`;
}

/** SQL condition: the member id in `memberId` is strictly below `agentId` (a downline, not the agent). */
export function belowOf(agentId: number, memberId: SQLWrapper): SQL {
  return sql`exists (select 1 from member_tree where ancestor_id = ${agentId} and descendant_id = ${memberId} and depth > 0)`;
}

/** How far below `agentId` the member is: 0 for the agent itself, undefined outside its subtree. */
export async function depthBelow(ex: Executor, agentId: number, memberId: number): Promise<number | undefined> {
  const [row] = await ex
    .select({ depth: memberTree.depth })
    .from(memberTree)
    .where(and(eq(memberTree.ancestorId, agentId), eq(memberTree.descendantId, memberId)));
  return row?.depth;
}
