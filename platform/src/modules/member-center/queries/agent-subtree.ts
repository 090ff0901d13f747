// A message to an agent's team goes to the agent's subtree. The tree is agents' (a module that uses
// the member center's inbox), so server.ts hands its subtree test to the member center
// (joinAgentSubtree) rather than the member center importing it.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** SQL condition: the member id in `memberId` is `agentId` or below it. */
export type SubtreeCondition = (agentId: number, memberId: SQLWrapper) => SQL;

/** Before server.ts joins the agents' tree: no one is in a subtree. */
let subtree: SubtreeCondition = () => sql`false`;

export function joinAgentSubtree(condition: SubtreeCondition): void {
  subtree = condition;
}

export const inSubtreeOf: SubtreeCondition = (agentId, memberId) => subtree(agentId, memberId);
