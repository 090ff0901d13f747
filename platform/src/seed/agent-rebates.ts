// Demo rebates for the agent tree under agent01 (money-and-agents §5.3): agent01 gets most of each
// ceiling, every agent below gets a step less than its parent, every member a step less again, so
// each rate is within its parent's — the rule the register center enforces. Works on whatever
// members exist under agent01 when it runs (other seeds add downlines before it). Plus two
// affiliate links of agent01's.
import { asc, eq, sql } from 'drizzle-orm';
import { REBATE_SERIES, type RebateSeries } from '../../../contract/agent-team';
import { isAgentType } from '../../../contract/member-types';
import { readRebateCeilings, writeRates, type Rates } from '../modules/agents';
import type { Executor } from '../core/database/client';
import { members } from '../modules/accounts';
import { memberTree } from '../modules/agents';
import { affiliateLinks } from '../modules/agents';

const DAY_MS = 86_400_000;

/** A rate a step (a fifth, at least 0.10 %) below the parent's, never below 0. */
function stepDown(rates: Rates, share: number): Rates {
  return Object.fromEntries(REBATE_SERIES.map((s) => [s, Math.max(0, rates[s] - Math.max(10, Math.floor((rates[s] * share) / 100)))])) as Rates;
}

export async function seedAgentRebates(tx: Executor): Promise<void> {
  const [agent01] = await tx.select({ id: members.id }).from(members).where(eq(members.account, 'agent01'));
  if (!agent01) return;
  const ceilings = await readRebateCeilings(tx);
  const top = Object.fromEntries(REBATE_SERIES.map((s: RebateSeries) => [s, Math.floor((ceilings[s] * 80) / 100)])) as Rates;
  const rates = new Map<number, Rates>([[agent01.id, top]]);
  await writeRates(tx, agent01.id, top);

  // Parents before children: the subtree by depth.
  const below = await tx
    .select({ id: members.id, parentId: members.parentId, type: members.type })
    .from(memberTree)
    .innerJoin(members, eq(members.id, memberTree.descendantId))
    .where(sql`${memberTree.ancestorId} = ${agent01.id} and ${memberTree.depth} > 0`)
    .orderBy(asc(memberTree.depth), asc(members.id));
  for (const member of below) {
    const parent = member.parentId === null ? undefined : rates.get(member.parentId);
    if (!parent) continue;
    const own = stepDown(parent, isAgentType(member.type) ? 20 : 50);
    rates.set(member.id, own);
    await writeRates(tx, member.id, own);
  }

  const now = Date.now();
  await tx.insert(affiliateLinks).values([
    { agentId: agent01.id, code: 'AGENTVIP', accountType: 1, expiry: 'permanent', channel: 'forum', rebates: stepDown(top, 20), createdAt: new Date(now - 20 * DAY_MS) },
    {
      agentId: agent01.id, code: 'PLAYNOW30', accountType: 0, expiry: '30d', channel: 'custom', channelName: 'LINE OA',
      rebates: stepDown(top, 50), createdAt: new Date(now - 2 * DAY_MS), expiresAt: new Date(now + 28 * DAY_MS),
    },
  ]);
}
