/** @jest-environment node */
// The demo team under agent01 (platform/src/seed/agent-tree.ts) and the agent-rounds bulk seed
// (platform/src/seed/seed-agent-rounds.ts), on PGlite and PostgreSQL: three levels of agents and
// about 300 members, each with all its ancestors in member_tree; months of rounds, deposits and
// withdrawals that reconcile, with every posting's balance_after the true running balance and
// never below zero; seed-agent-rounds adds exactly N rounds and still reconciles (it is additive:
// a second run adds N more). Prints the first-start seed's time. Then, on a running platform, the
// operator route and logins as the demo sub-agents.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { startCashierPlatform, type CashierHarness } from './cashier-harness';
import { postgresReachable, testDatabase } from './postgres-test-db';
import { sized } from '../../support/soak';
import { supportScript } from '../../support/support-script';

const REPO_ROOT = path.resolve(__dirname, '../../..');
/** The bulk seed's size (full size under `npm run test:soak`). */
const BULK_ROUNDS = sized(2_000, 20_000);

interface Facts {
  step: 'seed' | 'bulk';
  ms: number;
  bulk?: { rounds: number; members: number; entries: number };
  reconcile: { ok: boolean };
  levels: { depth: number; agents: number; players: number }[];
  ancestors: { missing: number; extra: number };
  named: { account: string; parent: string; type: number; balance: string }[];
  people: { members: number; locked: number; mobiles: number; emails: number; oldest_days: number; newest_days: number; thai: number };
  ledger: { lowest: string; off_by_id: number; off_by_time: number; negative_accounts: number };
  activity: { rounds: number; game_types: number; bets: string; wins: string; deposits: number; withdrawals: number; evening: number; morning: number };
}

async function seededFacts(databaseUrl?: string): Promise<Facts[]> {
  const { stdout } = await promisify(execFile)(...supportScript('agent-seed-facts'), {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl ?? '', SEED_ROUNDS: String(BULK_ROUNDS) },
    maxBuffer: 16 * 1024 * 1024,
    timeout: 240_000,
  });
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('FACTS '))
    .map((line) => JSON.parse(line.slice('FACTS '.length)) as Facts);
}

function expectSeededTeam(seed: Facts) {
  expect(seed.reconcile.ok).toBe(true);
  // Three levels of agents below agent01, members down to the level below the last agents.
  const agentsAt = (depth: number) => seed.levels.find((l) => l.depth === depth)?.agents ?? 0;
  expect([agentsAt(1), agentsAt(2), agentsAt(3)].every((n) => n > 0)).toBe(true);
  expect(agentsAt(4)).toBe(0);
  expect(seed.people.members).toBeGreaterThanOrEqual(300);
  expect(seed.people.members).toBeLessThanOrEqual(340);
  expect(seed.ancestors).toEqual({ missing: 0, extra: 0 });
  expect(seed.named.map(({ account, parent, type }) => ({ account, parent, type }))).toEqual([
    { account: 'agent02', parent: 'agent01', type: 1 },
    { account: 'agent03', parent: 'agent02', type: 1 },
    { account: 'agent04', parent: 'agent03', type: 1 },
  ]);
  // Registered over the last three months, some locked, most with a Thai name and a mobile.
  expect(seed.people.oldest_days).toBeGreaterThanOrEqual(75);
  expect(seed.people.oldest_days).toBeLessThanOrEqual(100);
  expect(seed.people.locked).toBeGreaterThan(0);
  expect(seed.people.thai).toBeGreaterThan(seed.people.members / 2);
  expect(seed.people.mobiles).toBeGreaterThan(seed.people.members / 2);
  expect(seed.people.emails).toBeGreaterThan(0);
  // The ledger: true running balances, never below zero.
  expect(BigInt(seed.ledger.lowest)).toBeGreaterThanOrEqual(0n);
  expect(seed.ledger.off_by_id).toBe(0);
  expect(seed.ledger.negative_accounts).toBe(0);
}

function expectBulk(seed: Facts, bulk: Facts) {
  expect(bulk.reconcile.ok).toBe(true);
  expect(bulk.bulk!.rounds).toBe(BULK_ROUNDS);
  expect(bulk.activity.rounds).toBe(seed.activity.rounds + BULK_ROUNDS);
  expect(bulk.activity.deposits).toBeGreaterThanOrEqual(seed.activity.deposits);
  expect(BigInt(bulk.ledger.lowest)).toBeGreaterThanOrEqual(0n);
  expect(bulk.ledger.off_by_id).toBe(0);
  expect(bulk.ledger.negative_accounts).toBe(0);
  expect(bulk.ancestors).toEqual({ missing: 0, extra: 0 });
}

function expectHistory(seed: Facts) {
  // Months of play of every kind, with a house edge, busier in the evening; dated in order.
  expect(seed.activity.rounds).toBeGreaterThanOrEqual(30_000);
  expect(seed.activity.game_types).toBeGreaterThanOrEqual(6);
  expect(Number(seed.activity.wins)).toBeLessThan(Number(seed.activity.bets));
  expect(seed.activity.evening).toBeGreaterThan(seed.activity.morning * 3);
  expect(seed.activity.deposits).toBeGreaterThan(300);
  expect(seed.activity.withdrawals).toBeGreaterThan(100);
  expect(seed.ledger.off_by_time).toBe(0);
}

describe('the seeded agent team on PGlite', () => {
  let facts: Facts[];
  beforeAll(async () => {
    facts = await seededFacts();
    console.log(`first-start seed on PGlite: ${facts[0].ms} ms; seed-agent-rounds ${BULK_ROUNDS}: ${facts[1].ms} ms`);
  }, 300_000);

  it('has three levels of agents and about 300 members under agent01, each with all its ancestors', () => expectSeededTeam(facts[0]));
  it('has months of rounds, deposits and withdrawals that reconcile on true running balances', () => expectHistory(facts[0]));
  it('adds exactly N rounds with seed-agent-rounds, and still reconciles', () => expectBulk(facts[0], facts[1]));
});

// The PostgreSQL database seeded here also serves the running platform below (seeding the team
// again would take as long as this).
const onPostgres = postgresReachable();
const database = testDatabase({ fresh: true });
let seededUrl: string | undefined;
afterAll(async () => {
  if (seededUrl) await database.drop();
});

(onPostgres ? describe : describe.skip)('the seeded agent team on PostgreSQL', () => {
  let facts: Facts[];
  beforeAll(async () => {
    seededUrl = await database.create();
    facts = await seededFacts(seededUrl);
    console.log(`first-start seed on PostgreSQL: ${facts[0].ms} ms; seed-agent-rounds ${BULK_ROUNDS}: ${facts[1].ms} ms`);
  }, 300_000);

  it('has the same team as on PGlite', () => expectSeededTeam(facts[0]));
  it('has the same history, reconciled', () => expectHistory(facts[0]));
  it('adds exactly N rounds with seed-agent-rounds, and still reconciles', () => expectBulk(facts[0], facts[1]));
});

describe('the demo sub-agents and the operator route, on a running platform', () => {
  let platform: CashierHarness;
  beforeAll(async () => {
    // On the PostgreSQL database seeded above (with the team), else a fresh PGlite with the team.
    platform = await startCashierPlatform(seededUrl, { demoTeam: true });
  }, 120_000);
  afterAll(() => platform?.stop());

  it.each(['agent02', 'agent03', 'agent04'])('%s logs in with Agent@2026 as an agent', async (account) => {
    const answer = await platform.call('/wps/session/login', { method: 'POST', body: { username: account, password: 'Agent@2026', type: 'username' }, encrypt: true });
    expect(answer.body).toMatchObject({ success: true, value: { member: { account, type: 1 } } });
  });

  it('adds rounds over an agent’s team through POST /admin/ledger/seed-agent-rounds (additive), and refuses bad calls', async () => {
    for (let run = 0; run < 2; run++) {
      const answer = await platform.operator('POST', '/ledger/seed-agent-rounds', { agent: 'agent02', rounds: 2000 });
      expect(answer.status).toBe(200);
      expect(answer.body.value).toMatchObject({ agent: 'agent02', rounds: 2000 });
      expect((await platform.hook<{ ok: boolean }>('GET', '/reconcile')).ok).toBe(true);
    }
    expect((await platform.operator('POST', '/ledger/seed-agent-rounds', { agent: 'nobody', rounds: 10 })).body).toMatchObject({ success: false, code: 'agent_not_found' });
    expect((await platform.operator('POST', '/ledger/seed-agent-rounds', { agent: 'agent01', rounds: 0 })).status).toBe(400);
    expect((await platform.operator('POST', '/ledger/seed-agent-rounds', { agent: "x' or 1=1", rounds: 10 })).status).toBe(400);
  });
});
