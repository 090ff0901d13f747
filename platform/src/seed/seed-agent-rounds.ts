// `npm run ops -- seed-agent-rounds [--agent agent01] [--rounds 1000000]`: adds N rounds of play
// over an agent's whole team (every member below it) in the last 90 days, to measure the agent
// reports at volume. The same planner as the first-start history (seed/activity-plan.ts):
// deposits when a wallet runs low, rounds of every game type with a house edge, withdrawals, each
// with its journal entry and postings, written set-based in batches of about 50,000 rounds (each
// batch one transaction over its members' locked accounts). Additive, not idempotent: every run
// adds N more rounds under fresh ids; each member's running balance continues from its balance
// when the run starts (balance_after exact in posting order, never below zero), and reconcile passes.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../core/database/client';
import { rowsOf } from '../core/database/rows-of';
import { popularGames } from './agent-tree';
import { habitsOf, planActivity, splitByShares, type PlanCounters, type Participant } from './activity-plan';
import { ensureAccounts, lockMemberAccounts, writeActivity } from './activity-writer';
import { seededRandom } from './names';
import { ledgerAccount } from '../modules/ledger';

export const SEED_AGENT_ROUNDS_DEFAULT = 1_000_000;
export const SEED_AGENT_ROUNDS_MAX = 5_000_000;
const BATCH_ROUNDS = 50_000;
const SPAN_DAYS = 90;
const DAY = 24 * 60 * 60 * 1000;

export interface SeedAgentRoundsReport {
  agent: string;
  members: number;
  rounds: number;
  entries: number;
  postings: number;
  deposits: number;
  withdrawals: number;
  ms: number;
}

export class UnknownAgentError extends Error {
  constructor(readonly account: string) {
    super(`no agent ${account} with members below it`);
    this.name = 'UnknownAgentError';
  }
}

export async function seedAgentRounds(db: Db, agent: string, rounds = SEED_AGENT_ROUNDS_DEFAULT, now = new Date()): Promise<SeedAgentRoundsReport> {
  const started = Date.now();
  const team = rowsOf<{ id: number; type: number; created_at: string | Date; payee_name: string | null; card: number | null }>(
    await db.execute(sql`
      select m.id, m.type, m.created_at, m.payee_name,
        (select min(c.id) from bank_cards c where c.member_id = m.id and c.deleted_at is null) as card
      from members a join member_tree t on t.ancestor_id = a.id and t.depth > 0 join members m on m.id = t.descendant_id
      where a.account = ${agent} and m.type in (0, 1, 2, 41, 42)
      order by m.id`),
  );
  if (team.length === 0) throw new UnknownAgentError(agent);

  // A fresh tag per run keeps its session, spin and order ids apart from every earlier run's.
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const random = seededRandom(parseInt(tag, 16));
  const games = await popularGames(db);
  const habits = team.map((m) => habitsOf(random, m.type !== 0));
  const roundsOf = splitByShares(rounds, habits.map((h) => h.share));
  const windowStart = now.getTime() - SPAN_DAYS * DAY;
  const counters: PlanCounters = { session: 0, spin: 0, deposit: 0, withdrawal: 0 };
  const report = { agent, members: team.length, rounds: 0, entries: 0, postings: 0, deposits: 0, withdrawals: 0 };

  // Whole members per batch, about BATCH_ROUNDS rounds each.
  const batches: { member: (typeof team)[number]; rounds: number; habits: (typeof habits)[number] }[][] = [];
  for (let first = 0; first < team.length; ) {
    let last = first;
    for (let planned = 0; last < team.length && (planned === 0 || planned + roundsOf[last] <= BATCH_ROUNDS); last++) planned += roundsOf[last];
    const batch = team.slice(first, last).map((member, i) => ({ member, rounds: roundsOf[first + i], habits: habits[first + i] }));
    if (batch.some((b) => b.rounds > 0)) batches.push(batch);
    first = last;
  }
  // The house accounts first, so that concurrent batches only ever create their own members' accounts.
  const vendors = [...games.values()].flat().map((g) => ledgerAccount.houseGame(g.vendorCode));
  await ensureAccounts(db, [ledgerAccount.houseCash, ...vendors]);

  const runBatch = (batch: (typeof batches)[number]) =>
    db.transaction(async (tx) => {
      const locked = await lockMemberAccounts(tx, batch.map((b) => Number(b.member.id)));
      const participants: Participant[] = batch.map(({ member, rounds: memberRounds, habits: h }) => {
        const id = Number(member.id);
        return {
          memberId: id,
          payeeName: member.payee_name,
          mainBalance: locked.get(ledgerAccount.main(id))!.balance,
          holdBalance: locked.get(ledgerAccount.hold(id))!.balance,
          rounds: memberRounds,
          frequency: h.frequency,
          stake: h.stake,
          bankCardId: member.card === null ? null : Number(member.card),
          from: Math.max(windowStart, new Date(member.created_at).getTime()),
        };
      });
      const plan = planActivity(participants, { seed: parseInt(tag, 16), tag, to: now.getTime(), games, counters });
      const written = await writeActivity(tx, plan, locked);
      report.rounds += written.rounds;
      report.entries += written.entries;
      report.postings += written.postings;
      report.deposits += written.deposits;
      report.withdrawals += written.withdrawals;
    });
  // Two batches at a time (PostgreSQL writes them on two backends; PGlite runs them one after the other).
  let next = 0;
  const worker = async () => {
    while (next < batches.length) await runBatch(batches[next++]);
  };
  await Promise.all([worker(), worker()]);
  // Fresh statistics, and game_rounds' visibility map for index-only scans of the reports.
  await db.execute(sql`vacuum analyze game_rounds`);
  await db.execute(sql`analyze journal_entries`);
  await db.execute(sql`analyze postings`);
  return { ...report, ms: Date.now() - started };
}
/** `seed-agent-rounds [--agent <account>] [--rounds <n>]` → arguments, or undefined when malformed. */
export function parseSeedAgentRoundsArgs(rest: string[]): { agent: string; rounds: number } | undefined {
  const args = { agent: 'agent01', rounds: SEED_AGENT_ROUNDS_DEFAULT };
  for (let i = 0; i < rest.length; i += 2) {
    const [flag, value] = [rest[i], rest[i + 1]];
    if (value === undefined) return undefined;
    if (flag === '--agent' && /^[A-Za-z0-9_]{2,32}$/.test(value)) args.agent = value;
    else if (flag === '--rounds' && /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= SEED_AGENT_ROUNDS_MAX) args.rounds = Number(value);
    else return undefined;
  }
  return args;
}
