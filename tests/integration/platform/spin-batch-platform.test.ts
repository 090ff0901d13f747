/** @jest-environment node */
// The spins' group commit through the platform's HTTP API, on PGlite and on PostgreSQL: spins from
// many wallets at once go in batches (the platform's /metrics counts them), and each keeps its own
// answer — a duplicate answers the same round, an overdraw is refused alone, a member with a wager
// limit gets exactly the limit; and a SIGKILL while batches are under way keeps every acknowledged
// spin and half of none (reconcile, replays). The statement-level cases: spin-batch.test.ts.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { cheapSlot, MoneyClient, type Answer } from '../../support/money-client';
import { startPlatform, type RunningPlatform } from './platform-process';
import { postgresReachable, testDatabase } from './postgres-test-db';

const cents = (money: string) => Math.round(Number(money) * 100);
/** What a settled spin paid the wallet: its win, and the jackpot pool when its reels took it (three diamonds). */
const paid = (answer: Answer<{ win: string; jackpot?: string }>) => cents(answer.body.value!.win) + cents(answer.body.value!.jackpot ?? '0');
const spinId = () => `pb-${randomBytes(6).toString('hex')}`;
const withoutReplayed = (answer: Answer) => JSON.stringify({ status: answer.status, code: answer.body.code, value: answer.body.value && { ...answer.body.value, replayed: undefined } });

interface Player {
  token: string;
  playToken: string;
}

async function batchedSpins(platform: RunningPlatform): Promise<number> {
  const text = await (await fetch(`${platform.url}/metrics`, { headers: { 'X-Operator-Key': platform.operatorKey } })).text();
  return Number(/^platform_spin_batched_total (\d+)$/m.exec(text)?.[1] ?? NaN);
}

function suite(label: string, setup: () => Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>) {
  describe(`spin batches through the platform (${label})`, () => {
    jest.setTimeout(240_000);
    let env: Record<string, string>;
    let cleanup: () => Promise<void> = async () => undefined;
    let n = 0;

    beforeAll(async () => {
      ({ env, cleanup } = await setup());
    });
    afterAll(() => cleanup());

    async function players(client: MoneyClient, count: number, balance: string): Promise<Player[]> {
      let game: string | undefined;
      const opened: Player[] = [];
      for (let i = 0; i < count; i++) {
        const account = `pbatch${String(++n).padStart(4, '0')}`;
        await client.createMember(account, balance);
        const token = await client.login(account, 'Load@2026');
        game ??= await cheapSlot(client, token);
        opened.push({ token, playToken: await client.openGame(token, game) });
      }
      return opened;
    }

    it('spins from 30 wallets at once settle in batches; duplicates, an overdraw and a wager limit keep their own answers', async () => {
      const platform = await startPlatform({ ...env, LOG_LEVEL: 'warn' });
      try {
        const client = new MoneyClient(platform.url, platform.operatorKey);
        const wallets = await players(client, 30, '100.00');
        const [poor] = await players(client, 1, '3.00');
        const [limited] = await players(client, 1, '100.00');
        const limit = await client.call('/wps/rg/limit', { method: 'POST', token: limited.token, json: { kind: 'wager', period: 'day', amount: '3' } });
        expect(limit.body.success).toBe(true);
        const poorLeft = 300;
        // A first spin per wallet: the client's connections are open and kept alive, so the next
        // requests reach the platform together (on new connections PGlite's platform answers each
        // before it accepts the next).
        const warm = await Promise.all(wallets.map((wallet) => client.spin(wallet.playToken, spinId())));
        expect(warm.every((answer) => answer.status === 200)).toBe(true);
        const before = await batchedSpins(platform);

        const ids = wallets.map(() => [spinId(), spinId(), spinId()]);
        const answers = await Promise.all([
          // Three spins per wallet, the first of them twice.
          ...wallets.flatMap((wallet, i) => [...ids[i], ids[i][0]].map((id) => client.spin(wallet.playToken, id))),
          ...Array.from({ length: 10 }, () => client.spin(poor.playToken, spinId())),
          ...Array.from({ length: 6 }, () => client.spin(limited.playToken, spinId())),
        ]);

        expect(await batchedSpins(platform)).toBeGreaterThan(before);
        for (let i = 0; i < wallets.length; i++) {
          const own = answers.slice(i * 4, i * 4 + 4);
          expect(own.every((answer) => answer.status === 200)).toBe(true);
          expect(withoutReplayed(own[3])).toBe(withoutReplayed(own[0]));
          expect(own.filter((answer) => answer.body.value!.replayed)).toHaveLength(1);
          const wins = [warm[i], ...own.slice(0, 3)].reduce((sum, answer) => sum + paid(answer), 0);
          expect(cents(await client.balance(wallets[i].token))).toBe(10_000 - 400 + wins);
        }
        // The poor wallet (3.00): bets of 1.00 while the money lasts (wins add to it), never below zero.
        const poorAnswers = answers.slice(wallets.length * 4, wallets.length * 4 + 10);
        const poorSettled = poorAnswers.filter((answer) => answer.status === 200);
        expect(poorAnswers.filter((answer) => answer.status !== 200).every((answer) => answer.status === 409 && answer.body.code === 'insufficient_balance')).toBe(true);
        expect(poorSettled.length).toBeGreaterThanOrEqual(Math.min(10, poorLeft / 100));
        const poorBalance = cents(await client.balance(poor.token));
        expect(poorBalance).toBe(poorLeft - poorSettled.length * 100 + poorSettled.reduce((sum, answer) => sum + paid(answer), 0));
        expect(poorBalance).toBeGreaterThanOrEqual(0);
        // The wager limit of 3.00 a day: three bets of 1.00, then refusals.
        const limitedAnswers = answers.slice(wallets.length * 4 + 10);
        expect(limitedAnswers.filter((answer) => answer.status === 200)).toHaveLength(3);
        expect(limitedAnswers.filter((answer) => answer.body.code === 'rg_wager_limit')).toHaveLength(3);

        // Every answer replays the same.
        const spins = [...wallets.flatMap((wallet, i) => ids[i].map((id) => ({ wallet, id })))];
        const replays = await Promise.all(spins.map(({ wallet, id }) => client.spin(wallet.playToken, id)));
        replays.forEach((replay, i) => expect(withoutReplayed(replay)).toBe(withoutReplayed(answers[Math.floor(i / 3) * 4 + (i % 3)])));
        expect(await client.reconcile()).toMatchObject({ ok: true, total: '0.00', roundsWithoutEntry: 0, spinEntriesWithoutRound: 0 });
      } finally {
        await platform.stop();
      }
    });

    it('a SIGKILL while batches are under way keeps every acknowledged spin and half-applies none', async () => {
      const first = await startPlatform({ ...env, LOG_LEVEL: 'warn' });
      const dataDir = first.dataDir;
      try {
        const client = new MoneyClient(first.url, first.operatorKey);
        const wallets = await players(client, 20, '1000.00');
        const acked: { wallet: Player; id: string; answer: Answer }[] = [];
        let stopped = false;
        let sent = 0;
        const lane = async (wallet: Player) => {
          while (!stopped) {
            const id = `${spinId()}-${sent++}`;
            try {
              const answer = await client.spin(wallet.playToken, id);
              if (answer.status < 500) acked.push({ wallet, id, answer });
            } catch {
              return; // the connection died with the platform: not acknowledged
            }
          }
        };
        const burst = wallets.flatMap((wallet) => [lane(wallet), lane(wallet)]);
        while (acked.length < 200) await new Promise((resolve) => setTimeout(resolve, 10));
        expect(await batchedSpins(first)).toBeGreaterThan(0);
        await first.kill();
        stopped = true;
        await Promise.all(burst);
        expect(sent).toBeGreaterThan(acked.length);

        const second = await startPlatform({ ...env, OPERATOR_KEY: first.operatorKey, LOG_LEVEL: 'warn' }, { dataDir });
        try {
          const again = new MoneyClient(second.url, second.operatorKey);
          expect(await again.reconcile()).toMatchObject({ ok: true, total: '0.00', roundsWithoutEntry: 0, spinEntriesWithoutRound: 0 });
          for (const { wallet, id, answer } of acked) {
            const replay = await again.spin(wallet.playToken, id);
            expect(withoutReplayed(replay)).toBe(withoutReplayed(answer));
          }
          expect(acked.filter(({ answer }) => answer.status === 200).length).toBeGreaterThan(0);
        } finally {
          await second.stop();
        }
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  });
}

suite('PGlite', async () => ({ env: {}, cleanup: async () => undefined }));

if (postgresReachable()) {
  suite('PostgreSQL', async () => {
    const database = testDatabase();
    const url = await database.create();
    return { env: { DATABASE_URL: url }, cleanup: () => database.drop() };
  });
}
