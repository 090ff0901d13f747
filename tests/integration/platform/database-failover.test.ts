/** @jest-environment node */
// A database failover under load (issue #27): the platform's PostgreSQL connections are terminated
// (pg_terminate_backend, what a restart or failover does to them) several times during a burst of
// bets and withdrawals. The platform stays up, answers every command (done, refused, or
// database_unavailable), recovers on its own; retrying every key settles it exactly once, replays
// change nothing, each wallet's balance is its opening balance plus what its answers say moved,
// and the ledger reconciles. Skipped when no PostgreSQL server answers.
import postgres from 'postgres';
import { MoneyClient, spinMovedCents, type Answer } from '../../support/money-client';
import { FUNDS_PASSWORD, openWallets, type Wallet } from './money-race';
import { startPlatform, type RunningPlatform } from './platform-process';
import { ADMIN_URL, postgresReachable, testDatabase } from './postgres-test-db';

const reachable = postgresReachable();
if (!reachable) console.warn(`skipping the database failover suite: nothing accepts connections for ${ADMIN_URL}`);

const WALLETS = 24;
const BETS_PER_WALLET = 10;
const OPENING = 300;
const WITHDRAWAL = 100;
/** Commands in flight at once. */
const IN_FLIGHT = 16;
const TERMINATIONS = 4;

interface Command {
  kind: 'bet' | 'withdraw';
  wallet: Wallet;
  key: string;
}

/** A transport failure (no answer at all) as an answer the checks below refuse. */
const noAnswer = (error: unknown): Answer => ({ status: 0, body: { success: false, code: 'no_answer', message: String(error) }, headers: new Headers() });

function send(client: MoneyClient, { kind, wallet, key }: Command): Promise<Answer> {
  const sent =
    kind === 'bet'
      ? client.spin(wallet.playToken, key, '1.00')
      : client.encrypted('/wps/v2/transaction/withdraw', { amount: `${WITHDRAWAL}.00`, bankCardId: wallet.bankCardId, password: FUNDS_PASSWORD }, { token: wallet.token, key });
  return sent.catch(noAnswer);
}

const REFUSALS: Record<Command['kind'], string[]> = { bet: ['insufficient_balance'], withdraw: ['insufficient_balance', 'withdraw_daily_count', 'withdraw_daily_amount'] };
const unavailable = (answer: Answer) => answer.status === 503 && answer.body.code === 'database_unavailable';
const settled = (command: Command, answer: Answer) =>
  (answer.status === 200 && answer.body.success) || (answer.status >= 400 && answer.status < 500 && REFUSALS[command.kind].includes(answer.body.code ?? ''));
const definite = (command: Command, answer: Answer) => settled(command, answer) || unavailable(answer);
const sameAnswer = (a: Answer, b: Answer) => {
  const shape = (answer: Answer) => JSON.stringify({ status: answer.status, code: answer.body.code, value: { ...(answer.body.value ?? {}), replayed: undefined } });
  return shape(a) === shape(b);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

(reachable ? describe : describe.skip)('database failover (PostgreSQL)', () => {
  jest.setTimeout(300_000);
  const database = testDatabase();
  let platform: RunningPlatform | undefined;
  let admin: postgres.Sql | undefined;
  let client: MoneyClient;
  let databaseName: string;

  beforeAll(async () => {
    const url = await database.create();
    databaseName = new URL(url).pathname.slice(1);
    admin = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });
    platform = await startPlatform({ DATABASE_URL: url, LOG_LEVEL: 'warn' });
    client = new MoneyClient(platform.url, platform.operatorKey);
  });

  afterAll(async () => {
    await platform?.stop();
    await admin?.end();
    await database.drop();
  });

  /** Terminates every connection to the test database but the admin's own (which is on another database). */
  async function terminateConnections(): Promise<number> {
    const rows = await admin!`select pg_terminate_backend(pid) as done from pg_stat_activity where datname = ${databaseName} and pid <> pg_backend_pid()`;
    return rows.filter((row) => row.done).length;
  }

  async function healthy(): Promise<boolean> {
    try {
      return (await fetch(`${platform!.url}/health`)).status === 200;
    } catch {
      return false;
    }
  }

  /** Sends a command's key until it settles (the database may take a moment to come back). */
  async function settle(command: Command): Promise<Answer> {
    let answer = await send(client, command);
    for (let attempt = 0; attempt < 40 && unavailable(answer); attempt++) {
      await sleep(250);
      answer = await send(client, command);
    }
    return answer;
  }

  it('terminating its connections during bets and withdrawals: the platform stays up, every command settles once, the ledger reconciles', async () => {
    const wallets = await openWallets(client, 'failover', WALLETS, `${OPENING}.00`);
    const plan: Command[] = wallets.flatMap((wallet, w) => [
      ...Array.from({ length: BETS_PER_WALLET }, (_, i) => ({ kind: 'bet' as const, wallet, key: `failover-bet-${w}-${i}` })),
      { kind: 'withdraw' as const, wallet, key: `failover-withdraw-${w}` },
    ]);
    // Bets and withdrawals interleaved, so the terminations hit both.
    plan.sort((a, b) => a.key.localeCompare(b.key.split('').reverse().join('')));

    const answers = new Map<string, Answer>();
    let next = 0;
    const worker = async () => {
      while (next < plan.length) {
        const command = plan[next++];
        answers.set(command.key, await send(client, command));
      }
    };
    const burst = Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    let terminated = 0;
    for (let round = 0; round < TERMINATIONS; round++) {
      await sleep(round === 0 ? 150 : 250);
      terminated += await terminateConnections();
    }
    await burst;
    expect(terminated).toBeGreaterThan(0);

    // Still up, and back on its database.
    for (let i = 0; i < 40 && !(await healthy()); i++) await sleep(250);
    expect(await healthy()).toBe(true);
    expect(platform!.output()).not.toMatch(/uncaught|TypeError: Cannot read properties of null/i);

    const undecided = plan.filter((command) => !definite(command, answers.get(command.key)!)).map((command) => ({ key: command.key, answer: answers.get(command.key)!.body }));
    expect(undecided).toEqual([]);
    // Some commands were cut by a termination (the fault happened under load, not between bursts).
    expect([...answers.values()].filter(unavailable).length).toBeGreaterThan(0);

    // A client retries what the platform could not do; whatever was done is replayed, not done again.
    const final = new Map<string, Answer>();
    for (let i = 0; i < plan.length; i += IN_FLIGHT) {
      await Promise.all(plan.slice(i, i + IN_FLIGHT).map(async (command) => final.set(command.key, await settle(command))));
    }
    const unsettled = plan.filter((command) => !settled(command, final.get(command.key)!)).map((command) => ({ key: command.key, answer: final.get(command.key)!.body }));
    expect(unsettled).toEqual([]);
    const changedAfterSuccess = plan.filter((command) => {
      const first = answers.get(command.key)!;
      return settled(command, first) && !sameAnswer(first, final.get(command.key)!);
    });
    expect(changedAfterSuccess.map((command) => command.key)).toEqual([]);

    const before = await client.reconcile();
    const replays = await Promise.all(plan.map(async (command) => ({ command, replay: await send(client, command) })));
    const after = await client.reconcile();
    expect(replays.filter(({ command, replay }) => !sameAnswer(final.get(command.key)!, replay)).map(({ command }) => command.key)).toEqual([]);
    expect(after.entries).toBe(before.entries);
    expect(after).toMatchObject({ ok: true, total: '0.00', unbalancedEntries: [], accountsOff: [] });

    // Nothing lost, nothing doubled: each wallet holds its opening balance plus what its settled answers moved (a jackpot included).
    const cents = (amount: string) => Math.round(Number(amount) * 100);
    for (const wallet of wallets) {
      let expected = OPENING * 100;
      for (const command of plan.filter((c) => c.wallet === wallet)) {
        const answer = final.get(command.key)!;
        if (!answer.body.success) continue;
        expected += command.kind === 'bet' ? spinMovedCents(answer.body.value) : -WITHDRAWAL * 100;
      }
      expect({ account: wallet.account, balance: cents(await client.balance(wallet.token)) }).toEqual({ account: wallet.account, balance: expected });
    }
  });
});
