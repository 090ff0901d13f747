/** @jest-environment node */
// A spin settles in one autocommit statement (db/ledger-autocommit.ts), on PGlite and on PostgreSQL:
// the same spin id sent many times at once posts once and every answer is that round; spins racing
// on one wallet never overdraw it; a refused spin id stays refused after money arrives, also when
// its copies race credits; a spin id sent with another bet is a reused key.
import { randomBytes } from 'node:crypto';
import { cheapSlot, MoneyClient, spinMovedCents, type Answer } from '../../support/money-client';
import { startPlatform, type RunningPlatform } from './platform-process';
import { postgresReachable, testDatabase } from './postgres-test-db';

const cents = (money: string) => Math.round(Number(money) * 100);
const withoutReplayed = (round: { replayed: boolean }) => ({ ...round, replayed: undefined });

function suite(label: string, setup: () => Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>) {
  describe(`spin settlement (${label})`, () => {
    jest.setTimeout(120_000);
    let platform: RunningPlatform;
    let client: MoneyClient;
    let cleanup: () => Promise<void> = async () => undefined;
    let game: string;
    let wallets = 0;

    /** A new member with `balance`, playing a cheap slot: its play token and login token. */
    async function player(balance: string): Promise<{ account: string; token: string; playToken: string }> {
      const account = `spinner${String(++wallets).padStart(3, '0')}`;
      await client.createMember(account, balance);
      const token = await client.login(account, 'Load@2026');
      game ??= await cheapSlot(client, token);
      return { account, token, playToken: await client.openGame(token, game) };
    }

    const spinId = () => `race-${randomBytes(6).toString('hex')}`;

    beforeAll(async () => {
      const prepared = await setup();
      cleanup = prepared.cleanup;
      platform = await startPlatform({ ...prepared.env, LOG_LEVEL: 'warn' });
      client = new MoneyClient(platform.url, platform.operatorKey);
    });

    afterAll(async () => {
      await platform?.stop();
      await cleanup();
    });

    afterEach(async () => {
      expect(await client.reconcile()).toMatchObject({ ok: true, total: '0.00', roundsWithoutEntry: 0, spinEntriesWithoutRound: 0 });
    });

    it('20 identical spins at once post once; every answer is that round', async () => {
      const { token, playToken } = await player('100.00');
      const { entries } = await client.reconcile();
      const id = spinId();
      const answers = await Promise.all(Array.from({ length: 20 }, () => client.spin(playToken, id)));
      expect(answers.every((answer) => answer.status === 200 && answer.body.success)).toBe(true);
      const rounds = answers.map((answer) => answer.body.value!);
      expect(rounds.filter((round) => !round.replayed)).toHaveLength(1);
      expect(new Set(rounds.map((round) => JSON.stringify(withoutReplayed(round)))).size).toBe(1);
      expect(cents(await client.balance(token))).toBe(10_000 - 100 + cents(rounds[0].win));
      expect((await client.reconcile()).entries).toBe(entries + 1);
    });

    it('20 identical spins at once on a wallet that affords one: it settles once and no answer is a refusal', async () => {
      const { token, playToken } = await player('1.00');
      const id = spinId();
      const answers = await Promise.all(Array.from({ length: 20 }, () => client.spin(playToken, id)));
      expect(answers.map((answer) => answer.body.code ?? 'ok')).toEqual(Array(20).fill('ok'));
      expect(answers.filter((answer) => !answer.body.value!.replayed)).toHaveLength(1);
      expect(cents(await client.balance(token))).toBe(cents(answers[0].body.value!.win));
    });

    it('40 different spins at once on a wallet with 10.00 never overdraw it', async () => {
      const { token, playToken } = await player('10.00');
      const answers: Answer[] = await Promise.all(Array.from({ length: 40 }, () => client.spin(playToken, spinId())));
      const settled = answers.filter((answer) => answer.body.success).map((answer) => answer.body.value!);
      const refused = answers.filter((answer) => !answer.body.success);
      expect(refused.every((answer) => answer.status === 409 && answer.body.code === 'insufficient_balance')).toBe(true);
      expect(settled.length).toBeGreaterThanOrEqual(10);
      const balance = cents(await client.balance(token));
      expect(balance).toBe(1000 - settled.length * 100 + settled.reduce((sum, round) => sum + cents(round.win), 0));
      expect(balance).toBeGreaterThanOrEqual(0);
      expect(settled.every((round) => cents(round.balance) >= 0)).toBe(true);
    });

    it('a refused spin stays refused after a deposit, and its retries move nothing', async () => {
      // A launch needs the minimum bet; the balance drops to 0.50 after the game opened.
      const { account, token, playToken } = await player('5.00');
      const adjust = (amount: string) => client.admin('POST', `/members/${account}/adjust`, { amount, remark: 'test' }, spinId());
      expect((await adjust('-4.50')).body.success).toBe(true);
      const id = spinId();
      const refused = await client.spin(playToken, id);
      expect(refused).toMatchObject({ status: 409, body: { code: 'insufficient_balance' } });
      expect((await adjust('10.00')).body.success).toBe(true);
      const retries = await Promise.all(Array.from({ length: 5 }, () => client.spin(playToken, id)));
      expect(retries.map((answer) => answer.status)).toEqual(Array(5).fill(409));
      expect(await client.balance(token)).toBe('10.50');
      expect((await client.spin(playToken, spinId())).status).toBe(200);
    });

    it('spin ids sent many times at once while credits hit a near-empty wallet: each id has one answer, replayed the same, and the ledger agrees', async () => {
      const { account, token, playToken } = await player('5.00');
      const adjust = (amount: string) => client.admin('POST', `/members/${account}/adjust`, { amount, remark: 'test' }, spinId());
      expect((await adjust('-4.50')).body.success).toBe(true);
      const ids = Array.from({ length: 52 }, () => spinId());
      const copiesOf = (wave: string[]) => Promise.all(wave.map((id) => Promise.all(Array.from({ length: 4 }, () => client.spin(playToken, id)))));
      // First four copies of each of four spin ids with no credit among them: 0.50 pays no 1.00 spin,
      // so some ids are refused whatever the later spins win. Then in waves: four copies of each of
      // four spin ids at once, and a credit of 0.70 among them.
      const credits = 12;
      const answers: Answer[][] = await copiesOf(ids.slice(0, 4));
      for (let wave = 0; wave < credits; wave++) {
        const [copies, credited] = await Promise.all([copiesOf(ids.slice(4 + wave * 4, 8 + wave * 4)), adjust('0.70')]);
        expect(credited.body.success).toBe(true);
        answers.push(...copies);
      }
      const answerOf = (answer: Answer) => JSON.stringify({ status: answer.status, code: answer.body.code, value: answer.body.value && withoutReplayed(answer.body.value) });
      let expected = 50 + credits * 70;
      for (const [i, id] of ids.entries()) {
        const replay = await client.spin(playToken, id);
        expect([replay.status, replay.body.code]).toEqual(replay.status === 200 ? [200, undefined] : [409, 'insufficient_balance']);
        // Every copy answered what the replay answers: never refused once and settled once.
        expect(answers[i].map(answerOf)).toEqual(Array(4).fill(answerOf(replay)));
        if (replay.status === 200) expected += spinMovedCents(replay.body.value!);
      }
      // The ledger agrees: only the settled ids moved money (a refused one charged would show here).
      expect(cents(await client.balance(token))).toBe(expected);
      const outcomes = new Set(answers.map((copies) => copies[0].status));
      expect(outcomes).toEqual(new Set([200, 409]));
    });

    it('a spin id sent again with another bet is refused as a reused key (422); the first round stands', async () => {
      const { token, playToken } = await player('10.00');
      const id = spinId();
      const first = await client.spin(playToken, id, '1.00');
      expect(first.status).toBe(200);
      const other = await client.spin(playToken, id, '2.00');
      expect(other).toMatchObject({ status: 422, body: { success: false, code: 'idempotency_key_reused' } });
      const replay = await client.spin(playToken, id, '1.00');
      expect(withoutReplayed(replay.body.value!)).toEqual(withoutReplayed(first.body.value!));
      expect(cents(await client.balance(token))).toBe(1000 - 100 + cents(first.body.value!.win));
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
