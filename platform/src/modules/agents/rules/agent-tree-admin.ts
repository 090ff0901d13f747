// The agent tree as staff read it (issue #28 "Agents"): a page of agents at a time — the top-level
// agents (no upline agent), one agent's direct downline agents when it is opened, or the agents
// whose account contains a search — each with its level, its upline agents, how many downline
// agents and members it has, and the live contracts it holds from its upline. Never the whole tree:
// each page is a bounded query on the agents' index (migration 0042) and the closure table.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LIVE_STATUSES } from '../../../../../contract/agent-contracts';
import type { AgentContractsAnswer, AgentNode, AgentTreePage, AgentTreeQuery } from '../../../../../contract/agent-admin';
import { AGENT_TYPES } from '../../../../../contract/member-types';
import { contractEvents, viewOf } from '../queries/agent-contracts';
import type { Executor } from '../../../core/database/client';
import { rowsOf } from '../../../core/database/rows-of';
import { members } from '../../accounts';
import { agentContracts } from '../schema-agent-contracts';
import { ApiError } from '../../../core/http/envelope';

const agentTypes = sql.raw(AGENT_TYPES.join(', '));
/** How many contracts (and their histories) an agent's panel shows at most. */
const CONTRACTS_SHOWN = 50;

export const agentErrors = { notFound: () => new ApiError(404, 'agent_not_found', 'No agent with this account') };

/** `%` and `_` in a search are letters, not wildcards. */
const likeFragment = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface NodeRow {
  id: number;
  account: string;
  nickname: string;
  path: string[] | string;
  downline_agents: number;
  members: number;
}

/** The agents matching `where` (on `m`), by account, one page, with their counts and live contracts. */
async function nodesWhere(ex: Executor, where: SQL, page: number, size: number): Promise<{ rows: AgentNode[]; total: number }> {
  const rows = rowsOf<NodeRow>(
    await ex.execute(sql`
      select m.id, m.account, m.nickname,
        (select coalesce(json_agg(a.account order by t.depth desc), '[]'::json) from member_tree t join members a on a.id = t.ancestor_id
          where t.descendant_id = m.id and t.depth > 0 and a.type in (${agentTypes})) as path,
        (select count(*) from members c where c.parent_id = m.id and c.type in (${agentTypes}))::int as downline_agents,
        (select count(*) from member_tree t where t.ancestor_id = m.id and t.depth > 0)::int as members
      from members m
      where m.type in (${agentTypes}) and ${where}
      order by m.account
      limit ${size} offset ${(page - 1) * size}`),
  );
  const [counted] = rowsOf<{ n: number }>(await ex.execute(sql`select count(*)::int as n from members m where m.type in (${agentTypes}) and ${where}`));
  const ids = rows.map((row) => Number(row.id));
  const live = ids.length
    ? await ex
        .select({ id: agentContracts.id, kind: agentContracts.kind, status: agentContracts.status, downlineId: agentContracts.downlineId })
        .from(agentContracts)
        .where(and(inArray(agentContracts.downlineId, ids), inArray(agentContracts.status, [...LIVE_STATUSES])))
        .orderBy(agentContracts.kind)
    : [];
  return {
    total: Number(counted?.n ?? 0),
    rows: rows.map((row) => {
      // PGlite hands json back parsed, node-postgres too; a driver that does not gets it parsed here.
      const path = (typeof row.path === 'string' ? JSON.parse(row.path) : row.path) as string[];
      return {
        id: Number(row.id),
        account: row.account,
        nickname: row.nickname,
        level: path.length + 1,
        path,
        downlineAgents: Number(row.downline_agents),
        members: Number(row.members),
        contracts: live.filter((c) => c.downlineId === Number(row.id)).map(({ id, kind, status }) => ({ id, kind, status })),
      };
    }),
  };
}

async function agentIdOf(ex: Executor, account: string): Promise<number> {
  const [row] = rowsOf<{ id: number }>(await ex.execute(sql`select id from members where account = ${account.toLowerCase()} and type in (${agentTypes})`));
  if (!row) throw agentErrors.notFound();
  return Number(row.id);
}

/** One page of the tree: top-level agents, one agent's direct downline agents, or a search. */
export async function agentTree(ex: Executor, query: AgentTreeQuery): Promise<AgentTreePage> {
  let where: SQL;
  if (query.parent !== undefined) where = sql`m.parent_id = ${await agentIdOf(ex, query.parent)}`;
  else if (query.q !== undefined) where = sql`m.account ilike ${likeFragment(query.q.toLowerCase())}`;
  else where = sql`not exists (select 1 from members p where p.id = m.parent_id and p.type in (${agentTypes}))`;
  const { rows, total } = await nodesWhere(ex, where, query.page, query.size);
  return { rows, total, page: query.page, size: query.size };
}

const uplines = alias(members, 'upline');

/** An agent and the contracts it holds from its upline (live and ended), newest first, each with its history. */
export async function agentContractsOf(ex: Executor, account: string): Promise<AgentContractsAnswer> {
  const id = await agentIdOf(ex, account);
  const { rows } = await nodesWhere(ex, sql`m.id = ${id}`, 1, 1);
  const held = await ex
    .select({ contract: agentContracts, upline: uplines.account })
    .from(agentContracts)
    .innerJoin(uplines, eq(uplines.id, agentContracts.uplineId))
    .where(eq(agentContracts.downlineId, id))
    .orderBy(desc(agentContracts.id))
    .limit(CONTRACTS_SHOWN);
  const contracts = [];
  for (const { contract, upline } of held) {
    contracts.push({ contract: viewOf(contract, upline, rows[0].account, false), events: await contractEvents(ex, contract.id) });
  }
  return { agent: rows[0], contracts };
}
