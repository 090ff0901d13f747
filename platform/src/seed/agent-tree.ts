// A team under agent01 that looks like a real business (issue #12): three levels of agents below
// it (agent02 → agent03 → agent04 and their siblings, all type 1), about 300 members spread over
// them, registered over the last three months, some locked, and months of play (activity-plan.ts):
// deposits, rounds of every game type, withdrawals, all posted to the ledger in bulk.
// Deterministic: the same tree and history, relative to `now`, on every fresh database.
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../modules/accounts';
import type { Executor } from '../core/database/client';
import { rowsOf } from '../core/database/rows-of';
import { loginHistory, members } from '../modules/accounts';
import { memberProfiles } from '../modules/accounts';
import { bankCards } from '../modules/cashier';
import { KNOWN_LOCAL_IPS } from './accounts';
import { habitsOf, planActivity, splitByShares, type Participant, type PlanGame } from './activity-plan';
import { lockMemberAccounts, writeActivity, type WriteReport } from './activity-writer';
import { pick, seededRandom } from './names';
import { seedPerson } from './people';

const DAY = 24 * 60 * 60 * 1000;
const SEED = 2026;
export const TREE_ROOT = 'agent01';
export const TREE_MEMBERS = 300;
/** Rounds of the first-start history: enough for every report, small enough for a fast first start. */
export const TREE_ROUNDS = 30_000;

/** The sub-agents to log in as: one at each level below agent01. */
export const DEMO_SUB_AGENTS = [
  { account: 'agent02', parent: 'agent01', nickname: 'Agent 02', password: 'Agent@2026' },
  { account: 'agent03', parent: 'agent02', nickname: 'Agent 03', password: 'Agent@2026' },
  { account: 'agent04', parent: 'agent03', nickname: 'Agent 04', password: 'Agent@2026' },
] as const;
const MEMBER_PASSWORD = 'Demo@2026';

interface SeedMember {
  account: string;
  nickname: string;
  parent: string;
  type: 0 | 1;
  createdAt: number;
  fullName: string | null;
  mobile: string | null;
  email: string | null;
  locked: boolean;
  affiliateCode: string | null;
  registeredWith: string | null;
}

/** The tree, planned before anything is written: agents level by level, then their members. */
function planTree(now: number, random: () => number, taken: Set<string>) {
  const agents: SeedMember[][] = [[], [], []];
  const mobile = () => `0${pick(random, ['6', '8', '9'])}${String(Math.floor(random() * 1e8)).padStart(8, '0')}`;
  let codes = 0;
  const agent = (level: number, parent: SeedMember | null, named?: (typeof DEMO_SUB_AGENTS)[number]): SeedMember => {
    const person = seedPerson(random, taken, 'ag');
    const createdAt = parent ? parent.createdAt + (3 + Math.floor(random() * 12)) * DAY : now - (86 + Math.floor(random() * 10)) * DAY;
    const seeded: SeedMember = {
      account: named?.account ?? person.account,
      nickname: named?.nickname ?? person.nickname,
      parent: parent?.account ?? TREE_ROOT,
      type: 1,
      createdAt,
      fullName: person.fullName,
      mobile: mobile(),
      email: `${named?.account ?? person.account}@example.com`,
      locked: false,
      affiliateCode: `RB26${String(++codes + 1).padStart(2, '0')}`,
      registeredWith: null,
    };
    agents[level].push(seeded);
    return seeded;
  };
  const [agent02, agent03, agent04] = DEMO_SUB_AGENTS;
  for (let i = 0; i < 4; i++) {
    const l1 = agent(0, null, i === 0 ? agent02 : undefined);
    for (let j = 0; j < 2 + (i % 2); j++) {
      const l2 = agent(1, l1, i === 0 && j === 0 ? agent03 : undefined);
      for (let k = 0; k < (j === 0 ? 2 : i % 2); k++) agent(2, l2, i === 0 && j === 0 && k === 0 ? agent04 : undefined);
    }
  }

  // Members: a share for agent01's own team, the rest over the agents (more under busier, older ones).
  const uplines: { account: string; createdAt: number; affiliateCode: string | null; weight: number }[] = [
    { account: TREE_ROOT, createdAt: now - 120 * DAY, affiliateCode: 'RB2026', weight: 6 },
    ...agents.flatMap((level, depth) => level.map((a) => ({ account: a.account, createdAt: a.createdAt, affiliateCode: a.affiliateCode, weight: [4, 2.5, 1.5][depth] }))),
  ];
  const weights = uplines.map((u) => u.weight);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const players: SeedMember[] = [];
  for (let i = 0; i < TREE_MEMBERS; i++) {
    let roll = random() * total;
    const upline = uplines.find((u) => (roll -= u.weight) < 0) ?? uplines[0];
    const person = seedPerson(random, taken);
    const earliest = upline.createdAt + DAY;
    // Registrations grow over time: more of them in recent weeks.
    const createdAt = earliest + Math.floor(Math.sqrt(random()) * (now - DAY - earliest));
    const hasBank = random() < 0.85;
    players.push({
      account: person.account,
      nickname: person.nickname,
      parent: upline.account,
      type: 0,
      createdAt,
      fullName: hasBank ? person.fullName : null,
      mobile: random() < 0.7 ? mobile() : null,
      email: random() < 0.35 ? `${person.account}@example.com` : null,
      locked: random() < 0.04,
      affiliateCode: null,
      registeredWith: random() < 0.5 ? upline.affiliateCode : null,
    });
  }
  return { agents, players };
}

export interface AgentTreeReport extends WriteReport {
  agents: number;
  members: number;
}

/** Seeds the tree under agent01 and its history; nothing when agent01 is missing. */
export async function seedAgentTree(ex: Executor, now = new Date(), rounds = TREE_ROUNDS): Promise<AgentTreeReport | undefined> {
  const [root] = await ex.select({ id: members.id }).from(members).where(eq(members.account, TREE_ROOT));
  if (!root) return undefined;
  const random = seededRandom(SEED);
  const taken = new Set((await ex.select({ account: members.account }).from(members)).map((m) => m.account));
  for (const named of DEMO_SUB_AGENTS) taken.add(named.account);
  const { agents, players } = planTree(now.getTime(), random, taken);
  const [agentHash, memberHash] = await Promise.all([hashPassword(DEMO_SUB_AGENTS[0].password), hashPassword(MEMBER_PASSWORD)]);

  // Level by level, so every parent exists (the member_tree trigger needs it).
  const ids = new Map<string, number>([[TREE_ROOT, root.id]]);
  for (const batch of [...agents, players]) {
    const rows = await ex
      .insert(members)
      .values(
        batch.map((m) => ({
          account: m.account,
          nickname: m.nickname,
          type: m.type,
          parentId: ids.get(m.parent)!,
          passwordHash: m.type === 1 ? agentHash : memberHash,
          mobile: m.mobile,
          email: m.email,
          payeeName: m.fullName,
          firstTimeLogin: false,
          failedLoginCount: m.locked ? 5 : 0,
          lockedUntil: m.locked ? new Date('2099-12-31T00:00:00Z') : null,
          passwordChangedAt: new Date(m.createdAt),
          createdAt: new Date(m.createdAt),
        })),
      )
      .returning({ id: members.id, account: members.account });
    for (const row of rows) ids.set(row.account, row.id);
  }
  const everyone = [...agents.flat(), ...players];
  await ex.insert(memberProfiles).values(
    everyone.map((m) => ({
      memberId: ids.get(m.account)!,
      countryDialingCode: m.mobile ? '+66' : null,
      affiliateCode: m.affiliateCode,
      registeredAffiliateCode: m.registeredWith,
      registerMethod: 'SEED',
    })),
  );
  const banks = ['KBANK', 'SCB', 'BBL', 'KTB', 'BAY', 'TTB', 'GSB'];
  const cards = await ex
    .insert(bankCards)
    .values(
      everyone
        .filter((m) => m.fullName)
        .map((m) => ({
          memberId: ids.get(m.account)!,
          bankCode: pick(random, banks),
          // 10 digits starting with 7: distinct from the demo cards and from each other.
          accountNumber: `7${String(ids.get(m.account)!).padStart(9, '0')}`,
          accountName: m.fullName!,
          createdAt: new Date(m.createdAt + DAY),
        })),
    )
    .returning({ id: bankCards.id, memberId: bankCards.memberId });
  const cardOf = new Map(cards.map((c) => [c.memberId, c.id]));
  const named = new Set<string>(DEMO_SUB_AGENTS.map((a) => a.account));
  await ex.insert(loginHistory).values(
    everyone.filter((m) => named.has(m.account)).flatMap((m) => KNOWN_LOCAL_IPS.map((ip) => ({ memberId: ids.get(m.account)!, account: m.account, ip, success: true }))),
  );

  const habits = everyone.map((m) => habitsOf(random, m.type === 1));
  const roundsOf = splitByShares(rounds, habits.map((h) => h.share));
  const locked = await lockMemberAccounts(ex, everyone.map((m) => ids.get(m.account)!));
  const participants: Participant[] = everyone.map((m, i) => {
    const id = ids.get(m.account)!;
    return {
      memberId: id,
      payeeName: m.fullName,
      mainBalance: locked.get(`member:${id}:main`)!.balance,
      holdBalance: locked.get(`member:${id}:hold`)!.balance,
      rounds: roundsOf[i],
      frequency: habits[i].frequency,
      stake: habits[i].stake,
      bankCardId: cardOf.get(id) ?? null,
      from: m.createdAt + 60 * 60 * 1000,
      closingFloor: m.type === 1 ? BigInt(named.has(m.account) ? 30_000_00 : 10_000_00) : undefined,
    };
  });
  const plan = planActivity(participants, { seed: SEED, tag: 'A', to: now.getTime(), games: await popularGames(ex) });
  const written = await writeActivity(ex, plan, locked);
  return { agents: agents.flat().length, members: players.length, ...written };
}

/** The 30 most popular games of each type (hot first, then the catalogue's order). */
export async function popularGames(ex: Executor, perType = 30): Promise<Map<string, PlanGame[]>> {
  const rows = rowsOf<{ id: number; vendor_code: string; game_type: string; min_bet: string }>(
    await ex.execute(sql`
      select id, vendor_code, game_type, (min_bet * 100)::bigint::text as min_bet from (
        select g.*, row_number() over (partition by g.game_type order by g.is_hot desc, g.sort, g.id) as n from games g) ranked
      where n <= ${perType} order by game_type, n`),
  );
  const games = new Map<string, PlanGame[]>();
  for (const row of rows) {
    const list = games.get(row.game_type) ?? [];
    list.push({ id: Number(row.id), vendorCode: row.vendor_code, gameType: row.game_type, minBet: BigInt(row.min_bet) });
    games.set(row.game_type, list);
  }
  return games;
}
