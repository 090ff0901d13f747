/** @jest-environment node */
// The local lottery on PGlite and on PostgreSQL, through the platform's HTTP API: a slip is one
// debit (replayed and raced by its Idempotency-Key), a bet after the draw closed is refused with the
// spec's message and moves nothing, a draw settled by many runners at once (and, on PostgreSQL, by
// two platform processes on one database) pays once, the revealed seed proves the numbers, and the
// bets show in the betting record (Lotto) with their wins. Reconcile passes after every test.
import { randomUUID } from 'node:crypto';
import { DRAW_CLOSED, type Draw, type LotteryLobby } from '../../../contract/lottery';
import { seedHashOf, verifyDraw } from '../../../platform/src/modules/games/rules/lottery';
import { spinReelsFromSeed } from '../../../platform/src/modules/games/rules/slot-machine';
import { cheapSlot, MoneyClient } from '../../support/money-client';
import { startPlatform, type RunningPlatform } from './platform-process';
import { postgresReachable, testDatabase } from './postgres-test-db';

const cents = (money: string) => Math.round(Number(money) * 100);
const twoDigits = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));

function suite(label: string, setup: () => Promise<{ env: Record<string, string>; url?: string; cleanup(): Promise<void> }>) {
  describe(`lottery settlement (${label})`, () => {
    jest.setTimeout(180_000);
    let platform: RunningPlatform;
    let client: MoneyClient;
    let env: Record<string, string> = {};
    let cleanup: () => Promise<void> = async () => undefined;
    let members = 0;

    async function member(balance: string): Promise<{ account: string; token: string }> {
      const account = `lotto${label[0].toLowerCase()}${String(++members).padStart(3, '0')}`;
      await client.createMember(account, balance);
      return { account, token: await client.login(account, 'Load@2026') };
    }
    const lobby = async (token: string) => (await client.call<LotteryLobby>('/lgw/lottery/lobby?page=lottery', { token })).body.value!;
    /**
     * The next FAST draw with at least 20 s of betting left: FAST draws close 30 s before each
     * 5-minute draw, and a test that started just before a close would bet into a closed draw.
     */
    const fastDraw = async (token: string) => {
      for (;;) {
        const next = (await lobby(token)).markets.find((m) => m.market === 'FAST')!.next!;
        if (next.state === 'open' && Date.parse(next.closesAt) - Date.now() > 20_000) return next;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    };
    const bet = (token: string, drawId: number, lines: { play: string; number: string; amount: string }[], key = randomUUID()) =>
      client.call('/lgw/lottery/bet', { method: 'POST', token, key, json: { drawId, lines } });
    /** Every 2-digit top number at 1.00: exactly one line wins, at the 2TOP odds. */
    async function coverAllTwoDigits(token: string, drawId: number) {
      for (let i = 0; i < 100; i += 20) {
        const answer = await bet(token, drawId, twoDigits.slice(i, i + 20).map((number) => ({ play: '2TOP', number, amount: '1.00' })));
        expect(answer.body).toMatchObject({ success: true });
      }
    }

    beforeAll(async () => {
      const prepared = await setup();
      cleanup = prepared.cleanup;
      env = prepared.env;
      platform = await startPlatform({ ...env, LOG_LEVEL: 'warn' });
      client = new MoneyClient(platform.url, platform.operatorKey);
    });

    afterAll(async () => {
      await platform?.stop();
      await cleanup();
    });

    afterEach(async () => {
      expect(await client.reconcile()).toMatchObject({ ok: true, total: '0.00' });
    });

    it('the lobby shows each market’s next draw with its seed hash and no seed, and the odds', async () => {
      const { token } = await member('10.00');
      const view = await lobby(token);
      expect(view.markets.map((m) => m.market)).toEqual(['FAST', 'TH']);
      for (const { next } of view.markets) {
        expect(next).toMatchObject({ state: 'open', seed: null, result: null });
        expect(next!.seedHash).toMatch(/^[0-9a-f]{64}$/);
        expect(Date.parse(next!.closesAt)).toBeLessThan(Date.parse(next!.drawAt));
      }
      expect(view.odds['2TOP']).toMatch(/^\d+(\.\d+)?$/);
      const vn = (await client.call<LotteryLobby>('/lgw/lottery/lobby?page=vnLottery', { token })).body.value!;
      expect(vn.markets[0].market).toBe('VN');
      expect((await client.call('/lgw/lottery/lobby?page=lottery')).status).toBe(401);
    });

    it('a slip is one debit: its key replayed or sent 10 times at once moves money once', async () => {
      const { token } = await member('50.00');
      const draw = await fastDraw(token);
      const key = randomUUID();
      const lines = [{ play: '3TOP', number: '123', amount: '5.00' }, { play: '2BOTTOM', number: '07', amount: '5.00' }];
      const answers = await Promise.all(Array.from({ length: 10 }, () => bet(token, draw.drawId, lines, key)));
      expect(answers.every((a) => a.status === 200 && a.body.success)).toBe(true);
      expect(new Set(answers.map((a) => JSON.stringify(a.body.value))).size).toBe(1);
      expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'false')).toHaveLength(1);
      expect(await client.balance(token)).toBe('40.00');
      const mine = (await client.call<{ list: unknown[] }>(`/lgw/lottery/bets?drawId=${draw.drawId}`, { token })).body.value!.list;
      expect(mine).toHaveLength(2);
    });

    it('refuses bad slips with clear codes and moves nothing', async () => {
      const { token } = await member('5.00');
      const draw = await fastDraw(token);
      const refusals = await Promise.all([
        bet(token, draw.drawId, [{ play: '2TOP', number: '123', amount: '1.00' }]),
        bet(token, draw.drawId, [{ play: '2TOP', number: '12', amount: '-1' }]),
        bet(token, draw.drawId, [{ play: '2TOP', number: '12', amount: '0.50' }]),
        bet(token, draw.drawId, [{ play: '2TOP', number: '12', amount: '6.00' }]),
        bet(token, 999_999_999, [{ play: '2TOP', number: '12', amount: '1.00' }]),
        bet(token, draw.drawId, Array.from({ length: 21 }, () => ({ play: '2TOP', number: '12', amount: '1.00' }))),
      ]);
      expect(refusals.map((a) => [a.status, a.body.code])).toEqual([
        [400, 'validation_failed'],
        [400, 'validation_failed'],
        [400, 'lottery_stake_out_of_range'],
        [409, 'insufficient_balance'],
        [404, 'lottery_draw_not_found'],
        [400, 'validation_failed'],
      ]);
      expect(await client.balance(token)).toBe('5.00');
    });

    it('a bet after the draw closed is refused with the spec’s message; settled by 10 runners at once, the draw pays once', async () => {
      const { token } = await member('200.00');
      const other = await member('10.00');
      const draw = await fastDraw(token);
      await coverAllTwoDigits(token, draw.drawId);
      expect(await client.balance(token)).toBe('100.00');

      const closed = await client.admin<{ drawId: number }>('POST', '/lottery/close', { market: 'FAST' });
      expect(closed.body.value!.drawId).toBe(draw.drawId);
      const late = await bet(other.token, draw.drawId, [{ play: '2TOP', number: '12', amount: '1.00' }]);
      expect(late).toMatchObject({ status: 409, body: { code: DRAW_CLOSED.code, message: DRAW_CLOSED.message } });
      expect(await client.balance(other.token)).toBe('10.00');

      const { entries } = await client.reconcile();
      const runs = await Promise.all(Array.from({ length: 10 }, () => client.admin('POST', `/lottery/draws/${draw.drawId}/settle`)));
      expect(runs.every((r) => r.body.success)).toBe(true);
      // The draw's job may have won the race: at most one runner here settled it.
      expect(runs.filter((r) => r.body.value.settled).length).toBeLessThanOrEqual(1);
      const odds = (await lobby(token)).odds['2TOP'];
      expect(cents(await client.balance(token))).toBe(10_000 + cents(odds));
      expect((await client.reconcile()).entries).toBe(entries + 1);
      // Settling again later pays nothing either.
      expect((await client.admin('POST', `/lottery/draws/${draw.drawId}/settle`)).body.value.settled).toBe(false);
      expect(cents(await client.balance(token))).toBe(10_000 + cents(odds));

      // The revealed seed proves the numbers, and the winning line is the draw's top two.
      const opened = (await client.call<{ list: Draw[] }>('/lgw/lottery/opened_numbers?market=FAST&limit=5', { token })).body.value!.list;
      const result = opened.find((d) => d.drawId === draw.drawId)!;
      expect(result.state).toBe('settled');
      expect(seedHashOf(result.seed!)).toBe(draw.seedHash);
      expect(verifyDraw({ ...result, seed: result.seed!, result: result.result! })).toBe(true);
      const mine = (await client.call<{ list: { number: string; state: string; win: string }[] }>(`/lgw/lottery/bets?drawId=${draw.drawId}&limit=100`, { token })).body.value!.list;
      const won = mine.filter((b) => b.state === 'won');
      expect(won.map((b) => [b.number, cents(b.win)])).toEqual([[result.result!.top2, cents(odds)]]);
      expect(mine.filter((b) => b.state === 'lost')).toHaveLength(99);

      // The betting record (Lotto) lists the 100 bets with their total win.
      const now = Date.now();
      const record = await client.call<{ list: unknown[]; total?: unknown }>(
        `/wps/relay/getPersonalHistory?gameType=ELOTT&startDate=${now - 3_600_000}&endDate=${now + 60_000}&page=1&size=100`,
        { token },
      );
      expect(record.body.success).toBe(true);
      expect(record.body.value!.list).toHaveLength(100);
    });

    it('a slot session commits to its seed hash; once ended, the revealed seed gives every spin’s reels', async () => {
      const { token } = await member('50.00');
      const game = await cheapSlot(client, token);
      const launched = await client.call<{ url: string }>(`/wps/game/launchGame?gameCode=${game}&language=en`, { token });
      const html = await (await fetch(launched.body.value!.url)).text();
      const playToken = /"token":"([A-Za-z0-9_-]+)"/.exec(html)![1];
      const seedHash = /"seedHash":"([0-9a-f]{64})"/.exec(html)![1];
      const spins = [randomUUID(), randomUUID(), randomUUID()];
      const rounds: { reels: string[] }[] = [];
      for (const id of spins) rounds.push((await client.spin(playToken, id)).body.value as unknown as { reels: string[] });
      const vendor = (path: string, method = 'GET') => fetch(`${platform.url}/vendor/local/${path}`, { method, headers: { 'X-Play-Token': playToken } }).then((r) => r.json());
      // Not before the session ended, nor right after it.
      expect(await vendor('seed')).toMatchObject({ success: false, code: 'seed_not_revealed' });
      const ended = await vendor('reveal', 'POST');
      expect(ended).toMatchObject({ success: true, value: { seedHash } });
      expect(await vendor('seed')).toMatchObject({ success: false, code: 'seed_not_revealed' });
      // The session plays no more.
      expect((await client.spin(playToken, randomUUID())).body.code).toBe('game_session_invalid');
      await new Promise((resolve) => setTimeout(resolve, Date.parse(ended.value.revealAt) - Date.now() + 200));
      const revealed = await vendor('seed');
      expect(revealed.success).toBe(true);
      expect(seedHashOf(revealed.value.seed)).toBe(seedHash);
      expect(revealed.value.rounds.map((r: { spinId: string }) => r.spinId)).toEqual(spins);
      for (const [i, id] of spins.entries()) {
        expect(spinReelsFromSeed(revealed.value.seed, id)).toEqual(rounds[i].reels);
        expect(revealed.value.rounds[i].reels).toEqual(rounds[i].reels);
      }
    });

    if (label === 'PostgreSQL') {
      it('two platform processes on one database settle a draw once', async () => {
        const second = await startPlatform({ ...env, LOG_LEVEL: 'warn', OPERATOR_KEY: platform.operatorKey });
        try {
          const otherClient = new MoneyClient(second.url, platform.operatorKey);
          const { token } = await member('200.00');
          const draw = await fastDraw(token);
          await coverAllTwoDigits(token, draw.drawId);
          await client.admin('POST', '/lottery/close', { market: 'FAST' });
          const runs = await Promise.all(
            Array.from({ length: 6 }, (_, i) => (i % 2 ? otherClient : client).admin('POST', `/lottery/draws/${draw.drawId}/settle`)),
          );
          expect(runs.every((r) => r.body.success)).toBe(true);
          const odds = (await lobby(token)).odds['2TOP'];
          expect(cents(await client.balance(token))).toBe(10_000 + cents(odds));
        } finally {
          await second.stop();
        }
      });
    }
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
