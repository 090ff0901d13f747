/** @jest-environment node */
// Hundreds of simultaneous money commands against one wallet and over 100 wallets, on PGlite and on
// PostgreSQL: definite answers, never a negative balance, reconcile passes, replays change nothing.
import postgres from 'postgres';
import { MoneyClient, cheapSlot } from '../../support/money-client';
import { startPlatform, type RunningPlatform } from './platform-process';
import { postgresReachable, testDatabase } from './postgres-test-db';
import { race, type Operation, type Wallet } from './money-race';

const spinOp: Operation = {
  name: 'bet',
  refusals: ['insufficient_balance'],
  send: (client, wallet, key) => client.spin(wallet.playToken, key, '1.00'),
};

/** Opens `count` members with `balance` each and a game session for every one. */
async function openWallets(client: MoneyClient, prefix: string, count: number, balance: string): Promise<Wallet[]> {
  const wallets: Wallet[] = [];
  let game: string | undefined;
  for (let i = 0; i < count; i++) {
    const account = `${prefix}${String(i).padStart(3, '0')}`;
    await client.createMember(account, balance);
    const token = await client.login(account, 'Load@2026');
    game ??= await cheapSlot(client, token);
    wallets.push({ account, token, playToken: await client.openGame(token, game) });
  }
  return wallets;
}

async function negativeRunningBalances(sql: postgres.Sql | undefined): Promise<number> {
  if (!sql) return 0;
  const [row] = await sql`select count(*)::int as n from postings where balance_after < 0`;
  return row.n;
}

function suite(label: string, env: () => Promise<{ env: Record<string, string>; sql?: postgres.Sql; cleanup(): Promise<void> }>) {
  describe(`money race (${label})`, () => {
    jest.setTimeout(300_000);
    let platform: RunningPlatform;
    let client: MoneyClient;
    let sql: postgres.Sql | undefined;
    let cleanup: () => Promise<void> = async () => undefined;

    beforeAll(async () => {
      const setup = await env();
      sql = setup.sql;
      cleanup = setup.cleanup;
      platform = await startPlatform({ ...setup.env, LOG_LEVEL: 'warn' });
      client = new MoneyClient(platform.url, platform.operatorKey);
    });

    afterAll(async () => {
      await platform?.stop();
      await cleanup();
    });

    afterEach(async () => {
      const report = await client.reconcile();
      expect(report).toMatchObject({ ok: true, total: '0.00', unbalancedEntries: [], accountsOff: [] });
    });

    it('500 at once against one wallet: some refused for balance, none overdrawn, replays change nothing', async () => {
      const [wallet] = await openWallets(client, 'raceone', 1, '150.00');
      const result = await race(client, [wallet], [spinOp], 500, `one-${label}`);
      expect(result.byOutcome['bet:ok']).toBeGreaterThanOrEqual(150);
      expect(result.byOutcome['bet:ok'] + (result.byOutcome['bet:insufficient_balance'] ?? 0)).toBe(500);
      expect(result.changed).toEqual([]);
      expect(result.after.entries).toBe(result.before.entries);
      expect(Number(await client.balance(wallet.token))).toBeGreaterThanOrEqual(0);
      expect(await negativeRunningBalances(sql)).toBe(0);
    });

    it('500 at once spread over 100 wallets: all definite, reconcile passes, replays change nothing', async () => {
      const wallets = await openWallets(client, 'racemany', 100, '3.00');
      const result = await race(client, wallets, [spinOp], 500, `many-${label}`);
      expect(Object.values(result.byOutcome).reduce((a, b) => a + b, 0)).toBe(500);
      expect(result.changed).toEqual([]);
      expect(result.after.entries).toBe(result.before.entries);
      expect(await negativeRunningBalances(sql)).toBe(0);
    });
  });
}

suite('PGlite', async () => ({ env: {}, cleanup: async () => undefined }));

if (postgresReachable()) {
  suite('PostgreSQL', async () => {
    const database = testDatabase();
    const url = await database.create();
    const sql = postgres(url, { max: 2, onnotice: () => undefined });
    return {
      env: { DATABASE_URL: url },
      sql,
      cleanup: async () => {
        await sql.end();
        await database.drop();
      },
    };
  });
}
