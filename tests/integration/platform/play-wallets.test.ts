/** @jest-environment node */
// Wallets mean what they say (issue 29), on PGlite and on PostgreSQL: with transfer wallets a
// vendor's games play from the member's wallet at that vendor (transferFund moves playable money,
// "return all" brings it back, main never moves while playing); with a single wallet there is
// nothing to transfer to; a trial account plays the local slot with its trial credit and is refused
// deposits, withdrawals, transfers and rewards. Replays of a transfer and of a spin change nothing,
// and the ledger reconciles after every test.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { MoneyClient, newKey, type Answer } from '../../support/money-client';
import { startPlatform, type RunningPlatform } from './platform-process';
import { postgresReachable, testDatabase } from './postgres-test-db';

const REPO_ROOT = path.resolve(__dirname, '../../..');
const PASSWORD = 'Load@2026';
const cents = (money: string) => Math.round(Number(money) * 100);

interface Wallets {
  mode: string;
  main: string;
  wallets: { vendor: string; balance: string }[];
  total: string;
}

function suite(label: string, env: () => Promise<{ env: Record<string, string>; sql?: postgres.Sql; cleanup(): Promise<void> }>) {
  describe(`play wallets (${label})`, () => {
    jest.setTimeout(240_000);
    let platform: RunningPlatform;
    let client: MoneyClient;
    let sql: postgres.Sql | undefined;
    let cleanup: () => Promise<void> = async () => undefined;
    let members = 0;

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
      expect(await client.reconcile()).toMatchObject({ ok: true, total: '0.00', unbalancedEntries: [], accountsOff: [] });
    });

    async function member(balance: string): Promise<string> {
      const account = `wallet${label.slice(0, 2).toLowerCase()}${++members}`;
      await client.createMember(account, balance, PASSWORD);
      return client.login(account, PASSWORD);
    }

    /** A slot of `vendor` whose minimum bet allows a 1.00 bet. */
    async function slotOf(vendor: string): Promise<string> {
      const list = await client.call<{ list: { gameCode: string; minBet?: string }[] }>(`/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=${vendor}&pageNo=1&pageSize=50`);
      const game = list.body.value!.list.find((g) => Number(g.minBet ?? '1') <= 1);
      if (!game) throw new Error(`no cheap ${vendor} slot`);
      return game.gameCode;
    }

    /** Launches a game and opens its page: the play token, and the balance the page shows. */
    async function openGame(token: string, gameCode: string): Promise<{ playToken: string; shown: string }> {
      const launched = await client.call<{ url: string }>(`/wps/game/launchGame?gameCode=${gameCode}&language=en`, { token });
      if (!launched.body.success) throw new Error(`launch ${gameCode}: ${launched.body.code}`);
      const html = await (await fetch(launched.body.value!.url)).text();
      return { playToken: /"token":"([A-Za-z0-9_-]+)"/.exec(html)![1], shown: /data-testid="balance">([\d.]+)</.exec(html)![1] };
    }

    const wallets = async (token: string) => (await client.call<Wallets>('/wps/relay/GCS_getWallets', { token })).body.value!;
    const vendorBalance = (all: Wallets, vendor: string) => all.wallets.find((w) => w.vendor === vendor)?.balance;
    const transfer = (token: string, body: { from: string; to: string; amount: string }, key = newKey()) =>
      client.call<{ moved: string; wallets: Wallets }>('/wps/relay/GCS_walletTransfer', { method: 'POST', token, key, json: body });
    const returnAll = (token: string, key = newKey()) =>
      client.call<{ orderNo: string | null; moved: string; wallets: Wallets }>('/wps/relay/GCS_walletReturn', { method: 'POST', token, key, json: {} });
    const settings = (patch: object) => client.admin('PUT', '/wallets/settings', patch);

    /** Spins `count` rounds of `bet`: each answer, in order. */
    async function play(playToken: string, count: number, bet = '1.00'): Promise<{ spinId: string; bet: string; win: string; balance: string }[]> {
      const rounds = [];
      for (let i = 0; i < count; i++) {
        const spinId = `w-${newKey()}`;
        const answer = await client.spin(playToken, spinId, bet);
        expect(answer.status).toBe(200);
        rounds.push({ spinId, ...answer.body.value! });
      }
      return rounds;
    }
    const settled = (opening: number, rounds: { bet: string; win: string }[]) => rounds.reduce((balance, r) => balance - cents(r.bet) + cents(r.win), opening);

    it('transfer 100.00 to a vendor, play its game: that wallet moves and main does not; replays change nothing; return all brings it back', async () => {
      const token = await member('500.00');
      const ppSlot = await slotOf('PP');
      // Main has money, the PP wallet none: the PP game has nothing to play from.
      expect((await client.call(`/wps/game/launchGame?gameCode=${ppSlot}&language=en`, { token })).body).toMatchObject({ code: 'vendor_wallet_empty', value: { vendor: 'PP' } });

      const key = newKey();
      const moved = await transfer(token, { from: 'MAIN', to: 'PP', amount: '100.00' }, key);
      expect(moved.status).toBe(200);
      expect((await transfer(token, { from: 'MAIN', to: 'PP', amount: '100.00' }, key)).body).toEqual(moved.body);
      expect(vendorBalance(await wallets(token), 'PP')).toBe('100.00');
      expect(await client.balance(token)).toBe('400.00');

      const { playToken, shown } = await openGame(token, ppSlot);
      expect(shown).toBe('100.00');
      const rounds = await play(playToken, 10);
      expect(cents(rounds.at(-1)!.balance)).toBe(settled(10_000, rounds));
      const replay = await client.spin(playToken, rounds[3].spinId, '1.00');
      expect(replay.body.value).toEqual({ ...rounds[3], spinId: rounds[3].spinId, replayed: true });
      const after = await wallets(token);
      expect(vendorBalance(after, 'PP')).toBe(rounds.at(-1)!.balance);
      expect(after.main).toBe('400.00');
      expect(await client.balance(token)).toBe('400.00');

      // The PP wallet's balance is the limit, whatever main holds.
      if (cents(rounds.at(-1)!.balance) < 10_000) expect((await client.spin(playToken, `w-${newKey()}`, '100.00')).body.code).toBe('insufficient_balance');
      // A vendor without a wallet of its own plays from main.
      const pg = await openGame(token, await slotOf('PG'));
      expect(pg.shown).toBe('400.00');
      const pgRound = (await play(pg.playToken, 1))[0];
      expect(cents(await client.balance(token))).toBe(settled(40_000, [pgRound]));
      const main = await client.balance(token);

      const returnKey = newKey();
      const returned = await returnAll(token, returnKey);
      expect(returned.body.value).toMatchObject({ moved: rounds.at(-1)!.balance });
      expect((await returnAll(token, returnKey)).body).toEqual(returned.body);
      expect(cents(await client.balance(token))).toBe(cents(main) + cents(rounds.at(-1)!.balance));
      expect(vendorBalance(await wallets(token), 'PP')).toBe('0.00');
      // Nothing left in the PP wallet: its session's next spin is refused, main untouched.
      expect((await client.spin(playToken, `w-${newKey()}`, '1.00')).body.code).toBe('insufficient_balance');
      expect(cents(await client.balance(token))).toBe(cents(main) + cents(rounds.at(-1)!.balance));
    });

    it('concurrent spins on a vendor wallet, transfers out of it and a return all never take it below zero', async () => {
      const token = await member('100.00');
      expect((await transfer(token, { from: 'MAIN', to: 'JILI', amount: '20.00' })).status).toBe(200);
      const { playToken } = await openGame(token, await slotOf('JILI'));
      const answers: Answer[] = await Promise.all([
        ...Array.from({ length: 30 }, () => client.spin(playToken, `w-${newKey()}`, '1.00')),
        ...Array.from({ length: 5 }, () => transfer(token, { from: 'JILI', to: 'MAIN', amount: '3.00' })),
        returnAll(token),
      ]);
      expect(answers.filter((a) => a.status !== 200 && a.body.code !== 'insufficient_balance').map((a) => a.body)).toEqual([]);
      const all = await wallets(token);
      expect(cents(vendorBalance(all, 'JILI')!)).toBeGreaterThanOrEqual(0);
      if (sql) expect((await sql`select count(*)::int as n from postings where balance_after < 0`)[0].n).toBe(0);
    });

    it('with a single wallet: no transfer, every game plays from main, and return all still brings money left in a vendor wallet home', async () => {
      const token = await member('50.00');
      expect((await transfer(token, { from: 'MAIN', to: 'PP', amount: '10.00' })).status).toBe(200);
      expect((await client.call('/wps/relay/GCS_getMerchantWallet')).body.value).toEqual({ isSingle: false, vendors: ['PP', 'JILI'] });
      expect((await settings({ mode: 'seamless' })).status).toBe(200);
      try {
        expect((await client.call('/wps/relay/GCS_getMerchantWallet')).body.value).toEqual({ isSingle: true, vendors: [] });
        const refused = await transfer(token, { from: 'MAIN', to: 'PP', amount: '1.00' });
        expect([refused.status, refused.body.code]).toEqual([400, 'function.not.available']);
        // The money left at PP stays in sight and comes home.
        expect(await wallets(token)).toMatchObject({ mode: 'seamless', main: '40.00', wallets: [{ vendor: 'PP', balance: '10.00' }] });
        const { shown } = await openGame(token, await slotOf('PP'));
        expect(shown).toBe('40.00');
        expect((await returnAll(token)).body.value).toMatchObject({ moved: '10.00', wallets: { main: '50.00', wallets: [] } });
      } finally {
        await settings({ mode: 'transfer' });
      }
      expect((await settings({ mode: 'nope' })).body.code).toBe('validation_failed');
    });

    it('a trial account plays 10 rounds of the slot with its trial credit; deposits, withdrawals, transfers and rewards refuse it', async () => {
      const login = await client.encrypted<{ token: string }>('/wps/session/login/freeplay', { random: 'r'.repeat(24), os: 'web', platform: 'W', gatewayVersion: 3 });
      const token = login.body.value!.token;
      expect(await client.balance(token)).toBe('2000.00');
      // Whatever the vendor (PP keeps transfer wallets), a trial account plays its trial credit.
      const { playToken, shown } = await openGame(token, await slotOf('PP'));
      expect(shown).toBe('2000.00');
      const rounds = await play(playToken, 10);
      expect(cents(rounds.at(-1)!.balance)).toBe(settled(200_000, rounds));
      expect(await client.balance(token)).toBe(rounds.at(-1)!.balance);
      expect((await client.spin(playToken, rounds[0].spinId, '1.00')).body.value).toMatchObject({ ...rounds[0], replayed: true });
      expect(await client.balance(token)).toBe(rounds.at(-1)!.balance);

      const realAccountNeeded = (answer: Answer) => expect([answer.status, answer.body.code]).toEqual([403, 'in_need_true_account']);
      realAccountNeeded(await client.call('/wps/game/launchGame?gameCode=TCG_LOTTO_VN&gameType=ELOTT&launchMode=LOTT&language=en', { token }));
      realAccountNeeded(await client.call('/wps/relay/MCSFE_depositByQRImageUrl', { method: 'POST', token, key: newKey(), json: { amount: '100.00', vendorId: 'TBQR' } }));
      realAccountNeeded(await client.encrypted('/wps/v2/transaction/withdraw', { amount: '100.00', bankCardId: 1, password: 'Funds@2026' }, { token, key: newKey() }));
      realAccountNeeded(await transfer(token, { from: 'MAIN', to: 'PP', amount: '1.00' }));
      realAccountNeeded(await returnAll(token));
      realAccountNeeded(await client.encrypted('/wps/relay/transferUpline', { amount: '1.00', password: 'Funds@2026' }, { token, key: newKey() }));
      realAccountNeeded(await client.call('/wps/relay/PROMOFE_claimPromoCode', { method: 'POST', token, key: newKey(), json: { promoCode: 'WELCOME' } }));
      realAccountNeeded(await client.call('/wps/relay/MCSFE_claimIssuedPromotion', { method: 'POST', token, key: newKey(), json: { claimId: '1' } }));
      expect(await client.balance(token)).toBe(rounds.at(-1)!.balance);
    });

    // PGlite's database belongs to the platform process: the upgrade is checked on PostgreSQL.
    (label === 'PostgreSQL' ? it : it.skip)('the upgrade moves the credit of trial accounts opened before into their trial account, once', async () => {
      if (!sql) throw new Error('no SQL connection');
      // A trial account as they were opened before: its credit in the main wallet.
      const [trial] = await sql`insert into members (account, nickname, type, password_hash, first_time_login) values ('trialold01', 'Trial', 4, 'x', false) returning id`;
      await sql`insert into ledger_accounts (code, kind, tracks_balance) values ('house:trial', 'house', false) on conflict do nothing`;
      const [main] = await sql`insert into ledger_accounts (code, member_id, kind, tracks_balance, balance) values (${`member:${trial.id}:main`}, ${trial.id}, 'main', true, 200000) returning id`;
      const [house] = await sql`select id from ledger_accounts where code = 'house:trial'`;
      const [entry] = await sql`insert into journal_entries (key, kind, member_id, actor) values (${`opening:${trial.id}`}, 'trial_credit', ${trial.id}, 'system') returning id`;
      await sql`insert into postings (entry_id, account_id, amount, balance_after, tx_type) values (${entry.id}, ${main.id}, 200000, 200000, 'other'), (${entry.id}, ${house.id}, -200000, null, 'other')`;

      const migration = await readFile(path.join(REPO_ROOT, 'platform/migrations/0031_play_wallets.sql'), 'utf8');
      for (let run = 0; run < 2; run++) for (const statement of migration.split('--> statement-breakpoint')) await sql.unsafe(statement);
      const balances = await sql`select code, balance::text from ledger_accounts where member_id = ${trial.id} order by code`;
      expect(balances).toEqual([
        { code: `member:${trial.id}:main`, balance: '0' },
        { code: `member:${trial.id}:trial`, balance: '200000' },
      ]);
      expect((await sql`select count(*)::int as n from journal_entries where key = ${`trial-credit-move:${trial.id}`}`)[0].n).toBe(1);
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
