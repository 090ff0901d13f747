/** @jest-environment node */
// Hundreds of simultaneous money commands against one wallet and over 100 wallets, on PGlite and on
// PostgreSQL: definite answers, never a negative balance, reconcile passes, replays change nothing.
import postgres from 'postgres';
import { MoneyClient } from '../../support/money-client';
import { startPlatform, type RunningPlatform } from './platform-process';
import { postgresReachable, testDatabase } from './postgres-test-db';
import { FUNDS_PASSWORD, openWallets, race, type Operation } from './money-race';
import { sized } from '../../support/soak';

const spinOp: Operation = {
  name: 'bet',
  refusals: ['insufficient_balance'],
  send: (client, wallet, key) => client.spin(wallet.playToken, key, '1.00'),
};

/** A Thai QR deposit order (moves nothing) approved by the operator (moves the money once). */
const depositOp: Operation = {
  name: 'deposit',
  refusals: [],
  send: async (client, wallet, key) => {
    const created = await client.call<{ depositId: string }>('/wps/relay/MCSFE_depositByQRImageUrl', {
      method: 'POST',
      token: wallet.token,
      key,
      json: { amount: '100.00', vendorId: 'TBQR' },
    });
    if (!created.body.success) return created;
    return client.admin('POST', `/deposits/${created.body.value!.depositId}/approve`, { remark: 'race' });
  },
};

const withdrawOp: Operation = {
  name: 'withdraw',
  refusals: ['insufficient_balance', 'withdraw_daily_count', 'withdraw_daily_amount'],
  send: (client, wallet, key) =>
    client.encrypted('/wps/v2/transaction/withdraw', { amount: '100.00', bankCardId: wallet.bankCardId, password: FUNDS_PASSWORD }, { token: wallet.token, key }),
};

const transferOp: Operation = {
  name: 'transfer',
  refusals: ['insufficient_balance'],
  send: (client, wallet, key) =>
    client.call('/wps/relay/GCS_walletTransfer', { method: 'POST', token: wallet.token, key, json: { from: 'MAIN', to: 'PP', amount: '3.00' } }),
};

const ALL_OPS = [spinOp, depositOp, withdrawOp, transferOp];
/** Commands sent at once, and the wallets they spread over (full size under `npm run test:soak`). */
const COMMANDS = sized(100, 500);
const WALLETS = sized(25, 100);
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

    it(`${COMMANDS} bets, deposits, withdrawals and transfers at once against one wallet: definite answers, none overdrawn, replays change nothing`, async () => {
      const [wallet] = await openWallets(client, 'raceone', 1, '300.00');
      const result = await race(client, [wallet], ALL_OPS, COMMANDS, `one-${label}`);
      expect(result.byOutcome['deposit:ok']).toBe(COMMANDS / ALL_OPS.length);
      expect(result.byOutcome['bet:ok']).toBeGreaterThan(0);
      expect(result.byOutcome['withdraw:ok']).toBeLessThanOrEqual(5); // the day's count (cashier settings)
      expect(result.changed).toEqual([]);
      expect(result.after.entries).toBe(result.before.entries);
      expect(Number(await client.balance(wallet.token))).toBeGreaterThanOrEqual(0);
      expect(await negativeRunningBalances(sql)).toBe(0);
    });

    // PGlite's database belongs to the platform process (the same migration runs there).
    (label === 'PostgreSQL' ? it : it.skip)('the database refuses to change or remove a ledger entry or posting', async () => {
      if (!sql) throw new Error('no SQL connection');
      await expect(sql`update postings set amount = amount + 1 where id = (select min(id) from postings)`).rejects.toThrow(/append-only/);
      await expect(sql`delete from journal_entries where id = (select min(id) from journal_entries)`).rejects.toThrow(/append-only/);
      await expect(sql`truncate postings`).rejects.toThrow(/append-only/);
      // Postings and rounds name their account and game without a foreign key (migration 0024): what
      // they name can never be removed.
      await expect(sql`delete from ledger_accounts where id = (select min(account_id) from postings)`).rejects.toThrow(/permanent/);
      await expect(sql`truncate ledger_accounts cascade`).rejects.toThrow(/permanent|append-only/);
      await expect(sql`update ledger_accounts set id = id + 100000 where id = (select min(account_id) from postings)`).rejects.toThrow(/permanent/);
      await expect(sql`delete from members where id = (select min(member_id) from game_rounds)`).rejects.toThrow(/permanent/);
      await expect(sql`delete from game_sessions where id = (select min(session_id) from game_rounds)`).rejects.toThrow(/permanent/);
      await expect(sql`delete from games where id = (select min(game_id) from game_rounds)`).rejects.toThrow(/has rounds/);
      await expect(sql`update games set id = id + 100000 where id = (select min(game_id) from game_rounds)`).rejects.toThrow(/has rounds/);
    });

    it(`${COMMANDS} bets, deposits, withdrawals and transfers at once over ${WALLETS} wallets: all definite, reconcile passes, replays change nothing`, async () => {
      const wallets = await openWallets(client, 'racemany', WALLETS, '150.00');
      const result = await race(client, wallets, ALL_OPS, COMMANDS, `many-${label}`);
      expect(Object.values(result.byOutcome).reduce((a, b) => a + b, 0)).toBe(COMMANDS);
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
