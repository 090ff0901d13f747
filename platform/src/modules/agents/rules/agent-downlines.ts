// Downline management (money-and-agents §5.4; DOWNMAN): the caller's direct agents and direct
// players, drill-down through its subtree, and the edits: account and game status, rebate, promote.
//
// Rule: an agent edits only its DIRECT downlines (depth 1). A grand-child is read-only to its
// grand-parent — its own agent set its rates and switches, and the grand-parent changing them
// would bypass that agent. Anything outside the caller's subtree is `downline_not_found`.
import { sessionEvents } from '../../accounts';
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DownlineRow, DownlinesAnswer, downlinesQuery } from '../../../../../contract/agent-team';
import { AGENT_TYPES, DOWNLINE_AGENT_TYPE, MEMBER_TYPE } from '../../../../../contract/member-types';
import { fromMinor } from '../../../../../contract/money';
import { belowOf } from '../queries/agent-tree';
import type { Db, Executor } from '../../../core/database/client';
import { members, sessions } from '../../accounts';
import { memberTree } from '../schema-agents';
import { memberAccountStatus } from '../../accounts';
import { ledgerAccounts } from '../../ledger';
import { downlineOf } from '../http/require-agent';
import { checkRates, lockedRatesOf, maxRates, rateOf, ratesOf, readRebateCeilings, seriesRates, writeRates } from './agent-rebates';
import { ApiError } from '../../../core/http/envelope';
import { maskEmail, maskMobile } from '../../../core/masking';

export const downlineErrors = {
  notDirect: () => new ApiError(403, 'downline.not.direct', 'Only your direct downlines can be edited'),
  alreadyAgent: () => new ApiError(400, 'downline.already.agent', 'This downline is already an agent'),
};

/** The depth of `memberId` below the agent, refused unless it is a direct downline (see the rule above). */
export async function directDownlineOf(ex: Executor, agentId: number, memberId: number): Promise<void> {
  const depth = await downlineOf(ex, agentId, memberId);
  if (depth !== 1) throw downlineErrors.notDirect();
}

const parent = alias(members, 'parent');

/** The rows of the list for these conditions (the caller's subtree is always one of them). */
async function downlineRows(ex: Executor, agentId: number, where: SQL, page: { offset: number; limit: number }): Promise<DownlineRow[]> {
  const rows = await ex
    .select({
      memberId: members.id,
      account: members.account,
      nickname: members.nickname,
      type: members.type,
      parentAccount: parent.account,
      depth: memberTree.depth,
      balance: ledgerAccounts.balance,
      teamSize: sql<number>`(select count(*)::int from member_tree t where t.ancestor_id = ${members.id} and t.depth > 0)`,
      accountEnabled: sql<boolean>`coalesce(${memberAccountStatus.accountEnabled}, true)`,
      gameEnabled: sql<boolean>`coalesce(${memberAccountStatus.gameEnabled}, true)`,
      mobile: members.mobile,
      email: members.email,
      createdAt: members.createdAt,
    })
    .from(members)
    .innerJoin(memberTree, and(eq(memberTree.ancestorId, agentId), eq(memberTree.descendantId, members.id)))
    .leftJoin(parent, eq(parent.id, members.parentId))
    // ledgerAccount.main(id), spelled in SQL for the join.
    .leftJoin(ledgerAccounts, sql`${ledgerAccounts.code} = 'member:' || ${members.id} || ':main'`)
    .leftJoin(memberAccountStatus, eq(memberAccountStatus.memberId, members.id))
    .where(and(belowOf(agentId, members.id), where))
    .orderBy(asc(members.account))
    .offset(page.offset)
    .limit(page.limit);
  const rates = await ratesOf(ex, rows.map((r) => r.memberId));
  return rows.map((row) => ({
    memberId: row.memberId,
    account: row.account,
    nickname: row.nickname,
    type: row.type,
    parentAccount: row.parentAccount,
    depth: row.depth,
    editable: row.depth === 1,
    balance: fromMinor(BigInt(row.balance ?? 0n)),
    teamSize: Number(row.teamSize),
    accountEnabled: Boolean(row.accountEnabled),
    gameEnabled: Boolean(row.gameEnabled),
    rebates: seriesRates(rates.get(row.memberId)!),
    mobile: row.mobile ? maskMobile(row.mobile) : null,
    email: row.email ? maskEmail(row.email) : null,
    registeredAt: row.createdAt.getTime(),
  }));
}

/** GET /wps/agent/downlines: direct downlines of the caller or of a member of its subtree, or a search below it. */
export async function listDownlines(ex: Executor, agentId: number, query: z.infer<typeof downlinesQuery>): Promise<DownlinesAnswer> {
  const parentId = query.parentId ?? agentId;
  await downlineOf(ex, agentId, parentId, { allowSelf: true });
  const types = query.type === 'agent' ? [...AGENT_TYPES] : [MEMBER_TYPE];
  const search = query.search?.toLowerCase();
  const where = and(
    inArray(members.type, types),
    search
      ? and(belowOf(parentId, members.id), sql`strpos(${members.account}, ${search}) > 0`)
      : eq(members.parentId, parentId),
  )!;
  const { page, size } = query;
  const [{ total }] = await ex.select({ total: count() }).from(members).where(and(belowOf(agentId, members.id), where));
  const rows = await downlineRows(ex, agentId, where, { offset: (page - 1) * size, limit: size });
  return { path: await pathBelow(ex, agentId, parentId), total: Number(total), page, size, rows };
}

/** The members from the agent down to `memberId` (both included), top first: the breadcrumb. */
async function pathBelow(ex: Executor, agentId: number, memberId: number) {
  return ex
    .select({ memberId: members.id, account: members.account })
    .from(memberTree)
    .innerJoin(members, eq(members.id, memberTree.ancestorId))
    .where(and(eq(memberTree.descendantId, memberId), sql`${memberTree.ancestorId} in (select descendant_id from member_tree where ancestor_id = ${agentId})`))
    .orderBy(sql`${memberTree.depth} desc`);
}

/** One downline as the list shows it (after an edit). */
export async function downlineRow(ex: Executor, agentId: number, memberId: number): Promise<DownlineRow> {
  const [row] = await downlineRows(ex, agentId, eq(members.id, memberId), { offset: 0, limit: 1 });
  return row;
}

/** PUT /wps/agent/downlineStatus: account (login) and game switches of a direct downline. Locking ends its sessions. */
export async function setDownlineStatus(
  db: Db,
  agentId: number,
  input: { memberId: number; accountEnabled?: boolean; gameEnabled?: boolean },
): Promise<DownlineRow> {
  const row = await db.transaction(async (tx) => {
    await directDownlineOf(tx, agentId, input.memberId);
    const now = new Date();
    const set = {
      ...(input.accountEnabled === undefined ? {} : { accountEnabled: input.accountEnabled }),
      ...(input.gameEnabled === undefined ? {} : { gameEnabled: input.gameEnabled }),
      updatedBy: agentId,
      updatedAt: now,
    };
    await tx.insert(memberAccountStatus).values({ memberId: input.memberId, ...set }).onConflictDoUpdate({ target: memberAccountStatus.memberId, set });
    if (input.accountEnabled === false) {
      await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.memberId, input.memberId), sql`${sessions.revokedAt} is null`));
    }
    return downlineRow(tx, agentId, input.memberId);
  });
  if (input.accountEnabled === false) sessionEvents.publish({ memberId: input.memberId });
  return row;
}

/** PUT /wps/agent/downlineRebates: raise a direct downline's rates, never lower, never above the caller's own or the ceiling. */
export async function setDownlineRebates(db: Db, agentId: number, input: { memberId: number; rebates: Partial<Record<string, unknown>> }): Promise<DownlineRow> {
  return db.transaction(async (tx) => {
    await directDownlineOf(tx, agentId, input.memberId);
    const current = await lockedRatesOf(tx, input.memberId);
    const max = maxRates(await rateOf(tx, agentId), await readRebateCeilings(tx));
    await writeRates(tx, input.memberId, checkRates(input.rebates, { min: current, max }));
    return downlineRow(tx, agentId, input.memberId);
  });
}

/** PUT /wps/agent/promoteDownlineToAgent: a direct member becomes an agent of the downline type (1), keeping its rates. */
export async function promoteDownline(db: Db, agentId: number, memberId: number): Promise<DownlineRow> {
  return db.transaction(async (tx) => {
    await directDownlineOf(tx, agentId, memberId);
    const promoted = await tx
      .update(members)
      .set({ type: DOWNLINE_AGENT_TYPE })
      .where(and(eq(members.id, memberId), eq(members.type, MEMBER_TYPE)))
      .returning({ id: members.id });
    if (promoted.length === 0) throw downlineErrors.alreadyAgent();
    return downlineRow(tx, agentId, memberId);
  });
}
