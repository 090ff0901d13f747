/** @jest-environment node */
// A jackpot win and its payout are two transactions: the spin's statement commits the round, then
// the payout moves the pool. The platform is killed (SIGKILL) between the two (the payout held back
// by a lock on the pool's account row); the next start pays that win from its round, once, and a
// replay of the spin answers the payout. PostgreSQL only: the lock is held from a connection of the
// test's own.
import { rm } from 'node:fs/promises';
import postgres from 'postgres';
import { JACKPOT_SEED_CENTS, winsJackpot } from '@/platform/src/modules/games/rules/jackpot';
import { ledgerAccount } from '@/platform/src/modules/ledger/rules/ledger-accounts';
import { spinReelsFromSeed } from '@/platform/src/modules/games/rules/slot-machine';
import { hashToken } from '@/platform/src/core/token';
import { cheapSlot, MoneyClient } from '../../support/money-client';
import { startPlatform, type RunningPlatform } from './platform-process';
import { postgresReachable, testDatabase } from './postgres-test-db';

const cents = (money: string) => Math.round(Number(money) * 100);

(postgresReachable() ? describe : describe.skip)('jackpot payout after a crash (PostgreSQL)', () => {
  jest.setTimeout(180_000);

  it('a jackpot win killed between its spin and its payout is paid at the next start, once', async () => {
    const database = testDatabase();
    const url = await database.create();
    const sql = postgres(url, { max: 2, onnotice: () => undefined });
    let platform: RunningPlatform | undefined;
    let dataDir: string | undefined;
    try {
      platform = await startPlatform({ DATABASE_URL: url, LOG_LEVEL: 'warn' });
      dataDir = platform.dataDir;
      const env = { DATABASE_URL: url, LOG_LEVEL: 'warn', OPERATOR_KEY: platform.operatorKey };
      let client = new MoneyClient(platform.url, platform.operatorKey);
      await client.createMember('jackpotcrash', '100.00');
      const token = await client.login('jackpotcrash', 'Load@2026');
      const playToken = await client.openGame(token, await cheapSlot(client, token));
      // The session's seed decides the reels: a spin id that shows three diamonds.
      const [{ seed }] = await sql<{ seed: string }[]>`select server_seed as seed from game_sessions where token_hash = ${hashToken(playToken)}`;
      let n = 0;
      while (!winsJackpot(spinReelsFromSeed(seed, `jackpot-${n}`))) n++;
      const spinId = `jackpot-${n}`;

      // The pool's row held: the spin commits, its payout waits for the row; then the process dies.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = sql.begin(async (tx) => {
        await tx`select 1 from ledger_accounts where code = ${ledgerAccount.houseJackpot} for update`;
        locked();
        await held;
      });
      await isLocked;
      const answer = client.spin(playToken, spinId).catch(() => 'no answer' as const);
      const rounds = async () => (await sql<{ n: number }[]>`select count(*)::int as n from game_rounds where spin_id = ${spinId}`)[0].n;
      const payouts = async () => (await sql<{ n: number }[]>`select count(*)::int as n from journal_entries where key like ${`jackpot:%:${spinId}`}`)[0].n;
      for (let tries = 0; tries < 200 && (await rounds()) === 0; tries++) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(await rounds()).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await platform.kill();
      expect(await answer).toBe('no answer');
      release();
      await holder;
      expect(await payouts()).toBe(0);
      const [{ balance }] = await sql<{ balance: string }[]>`select balance::text from ledger_accounts where code = ${ledgerAccount.main(Number((await sql<{ id: number }[]>`select id from members where account = 'jackpotcrash'`)[0].id))}`;
      const [{ pool }] = await sql<{ pool: string }[]>`select coalesce(sum(p.amount), 0)::text as pool from postings p
        join ledger_accounts a on a.id = p.account_id where a.code = ${ledgerAccount.houseJackpot}`;

      // The next start pays it; a replay answers the payout; a start after that pays nothing more.
      platform = await startPlatform(env, { dataDir });
      expect(await payouts()).toBe(1);
      client = new MoneyClient(platform.url, platform.operatorKey);
      expect(cents(await client.balance(token))).toBe(Number(BigInt(balance) + BigInt(pool)));
      const replay = await client.spin(playToken, spinId);
      expect(replay.status).toBe(200);
      expect(replay.body.value).toMatchObject({ replayed: true, jackpot: (Number(pool) / 100).toFixed(2), balance: (Number(BigInt(balance) + BigInt(pool)) / 100).toFixed(2) });
      await platform.stop();
      platform = await startPlatform(env, { dataDir });
      client = new MoneyClient(platform.url, platform.operatorKey);
      expect(await payouts()).toBe(1);
      expect(cents(await client.balance(token))).toBe(Number(BigInt(balance) + BigInt(pool)));
      const [{ pool: after }] = await sql<{ pool: string }[]>`select coalesce(sum(p.amount), 0)::text as pool from postings p
        join ledger_accounts a on a.id = p.account_id where a.code = ${ledgerAccount.houseJackpot}`;
      expect(BigInt(after)).toBe(JACKPOT_SEED_CENTS);
      expect(await client.reconcile()).toMatchObject({ ok: true, total: '0.00', roundsWithoutEntry: 0, spinEntriesWithoutRound: 0 });
    } finally {
      await platform?.stop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
      await sql.end();
      await database.drop();
    }
  });
});
