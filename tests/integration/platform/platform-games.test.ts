/** @jest-environment node */
// Playing games on the platform (spec §4 game launch, §7 launch game, recent games, new vendors,
// winner board): a real platform process on a fresh PostgreSQL database, which the test also reads
// and writes directly to set up balances and to check that money moved exactly once.
// Skipped (with the reason logged) when nothing accepts connections on 127.0.0.1:5432.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { deriveAccountsKeys } from '@/platform/src/modules/accounts/rules/accounts-key';
import { issueLaunchTicket } from '@/platform/src/modules/games/rules/launch-ticket';
import { spinMovedCents } from '../../support/money-client';
import { encryptAes, type RsaPublicKeyInfo } from './payload-client';
import { startPlatform, type RunningPlatform } from './platform-process';
import { fromMinor } from '@/contract/money';
import { mainBalance, setMainBalance } from '../../support/ledger-sql';
import { ADMIN_URL, postgresReachable, testDatabase } from './postgres-test-db';

const reachable = postgresReachable();
if (!reachable) console.warn(`skipping the games suite: nothing accepts connections for ${ADMIN_URL}`);

interface Answer<T = any> {
  status: number;
  body: { success: boolean; value?: T; code?: string; message?: string };
}

(reachable ? describe : describe.skip)('playing games (local vendor, PostgreSQL)', () => {
  jest.setTimeout(120_000);
  const database = testDatabase();
  let sql: postgres.Sql;
  let platform: RunningPlatform;
  let rsa: RsaPublicKeyInfo;
  const tokens: Record<string, string> = {};

  async function call<T = any>(route: string, init: RequestInit & { token?: string } = {}): Promise<Answer<T>> {
    const headers = new Headers(init.headers);
    headers.set('Merchant', 'DEMO');
    headers.set('X-Forwarded-For', '127.0.0.1');
    if (init.token) headers.set('Authorization', init.token);
    const response = await fetch(`${platform.url}${route}`, { ...init, headers });
    return { status: response.status, body: await response.json() };
  }

  const PASSWORDS: Record<string, string> = { demo04: '123456', demo05: '123456' };
  async function login(username: string, password = PASSWORDS[username] ?? 'Demo@2026'): Promise<string> {
    if (tokens[username]) return tokens[username];
    const payload = encryptAes({ username, password, type: 'username' }, rsa);
    const answer = await call('/wps/session/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...payload.headers },
      body: JSON.stringify(payload.body),
    });
    expect(answer.body.success).toBe(true);
    tokens[username] = answer.body.value.token;
    return tokens[username];
  }

  const launch = (token: string, gameCode: string, extra = '') =>
    call<{ url: string; gameCode: string; gameName: string }>(`/wps/game/launchGame?gameCode=${gameCode}&language=en${extra}`, { token });

  /** Launches and opens the game page: the play token the page's script uses. */
  async function openGame(account: string, gameCode = cheapGames[0]): Promise<string> {
    const launched = await launch(await login(account), gameCode);
    expect(launched.status).toBe(200);
    const page = await fetch(launched.body.value!.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    return /"token":"([A-Za-z0-9_-]+)"/.exec(html)![1];
  }

  const spin = async (playToken: string | undefined, spinId: string, bet = '1.00'): Promise<Answer> => {
    const response = await fetch(`${platform.url}/vendor/local/spin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(playToken ? { 'X-Play-Token': playToken } : {}) },
      body: JSON.stringify({ spinId, bet }),
    });
    return { status: response.status, body: await response.json() };
  };

  const balanceOf = (account: string) => mainBalance(sql, account);
  const setBalance = (account: string, balance: string) => setMainBalance(sql, account, balance);
  const cents = (money: string) => Math.round(Number(money) * 100);
  /** Slots whose minimum bet allows a 1.00 bet. */
  let cheapGames: string[] = [];
  let spinCounter = 0;
  const spinId = () => `spin-${Date.now().toString(36)}-${++spinCounter}`;

  beforeAll(async () => {
    const url = await database.create();
    sql = postgres(url, { max: 2, onnotice: () => undefined });
    platform = await startPlatform({ DATABASE_URL: url, LOG_LEVEL: 'warn' });
    rsa = (await call<RsaPublicKeyInfo>('/wps/session/key/rsa')).body.value!;
    const rows = await sql`select game_code from games where game_type = 'RNG' and vendor_code = 'PG' and min_bet <= 1 order by id limit 6`;
    cheapGames = rows.map((row) => row.game_code as string);
  });

  afterAll(async () => {
    await platform?.stop();
    await sql?.end();
    await database.drop();
  });

  describe('launch (GET /wps/game/launchGame)', () => {
    it('needs a token and refuses unknown games; a trial account plays the slot (trial credit), not the lottery', async () => {
      expect((await launch('', 'PG_00001')).body.code).toBe('CUSTOMER_NOT_LOGIN');
      const payload = encryptAes({ random: 'r'.repeat(24), os: 'web', platform: 'W', gatewayVersion: 3 }, rsa);
      const trial = await call('/wps/session/login/freeplay', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...payload.headers },
        body: JSON.stringify(payload.body),
      });
      expect((await launch(trial.body.value.token, 'PG_00001')).status).toBe(200);
      const refused = await launch(trial.body.value.token, 'TCG_LOTTO_VN', '&gameType=ELOTT&launchMode=LOTT');
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('in_need_true_account');
      const unknown = await launch(await login('demo01'), 'NOPE_00001');
      expect(unknown.status).toBe(404);
      expect((await launch(await login('demo01'), 'bad%20code')).body.code).toBe('validation_failed');
    });

    it('answers game maintenance for a vendor the operator turned off', async () => {
      const operator = (enabled: boolean) =>
        fetch(`${platform.url}/admin/vendors/PP`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Operator-Key': platform.operatorKey },
          body: JSON.stringify({ enabled }),
        });
      await operator(false);
      try {
        const answer = await launch(await login('demo01'), 'PP_00001');
        expect(answer.status).toBe(503);
        expect(answer.body.code).toBe('game_maintenance');
      } finally {
        await operator(true);
      }
    });

    it('returns the local vendor URL with a ticket and records the game in the recent list, latest first', async () => {
      const token = await login('demo02');
      expect((await call('/wps/game/recent?page=1&pageSize=20&gameType=ALL&clientType=3', { token })).body.value.content).toEqual([]);
      // JDB and EVO keep no transfer wallet: both play from main.
      const first = await launch(token, 'JDB_00002');
      expect(first.body.value!.url).toMatch(/\/vendor\/local\/play\?ticket=[\w-]+\.[\w-]+$/);
      await launch(token, 'EVO_00001');
      await launch(token, 'JDB_00002');
      const recent = await call('/wps/game/recent?page=1&pageSize=20&language=en&clientType=3', { token });
      expect(recent.body.value.content.map((game: { gameCode: string }) => game.gameCode)).toEqual(['JDB_00002', 'EVO_00001']);
      const live = await call('/wps/game/recent?page=1&pageSize=20&gameType=LIVE', { token });
      expect(live.body.value.content.map((game: { gameCode: string }) => game.gameCode)).toEqual(['EVO_00001']);
      expect((await call('/wps/game/recent')).body.code).toBe('CUSTOMER_NOT_LOGIN');
    });

    it('launches a lottery vendor card (vendor code, launchMode LOTT) into its first game', async () => {
      const answer = await launch(await login('demo01'), 'TCG_LOTTO_VN', '&gameType=ELOTT&launchMode=LOTT');
      expect(answer.status).toBe(200);
      expect(answer.body.value!.gameCode).toMatch(/^TCG_LOTTO_VN_E\d+$/);
    });
  });

  describe('launch tickets', () => {
    it('opens one game session only, and refuses tampered, foreign and expired tickets', async () => {
      const { url } = (await launch(await login('demo01'), cheapGames[4])).body.value!;
      const page = await fetch(url);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain('frame-ancestors');
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect((await fetch(url)).status).toBe(409);

      const ticket = new URL(url).searchParams.get('ticket')!;
      const [payload, signature] = ticket.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const otherMember = Buffer.from(JSON.stringify({ ...claims, n: 'x'.repeat(22), m: claims.m + 1 })).toString('base64url');
      const tampered = new URL(url);
      tampered.searchParams.set('ticket', `${otherMember}.${signature}`);
      expect((await fetch(tampered)).status).toBe(403);

      const foreignKey = deriveAccountsKeys('another platform').launchTickets;
      const foreign = new URL(url);
      foreign.searchParams.set('ticket', issueLaunchTicket(foreignKey, { memberId: claims.m, gameId: claims.g, language: 'en' }).ticket);
      expect((await fetch(foreign)).status).toBe(403);

      const secret = (await readFile(path.join(platform.dataDir, 'accounts.key'), 'utf8')).trim();
      const expired = new URL(url);
      const old = issueLaunchTicket(deriveAccountsKeys(secret).launchTickets, { memberId: claims.m, gameId: claims.g, language: 'en' }, Date.now() - 10 * 60_000);
      expired.searchParams.set('ticket', old.ticket);
      const answer = await fetch(expired);
      expect(answer.status).toBe(410);
      expect(await answer.text()).toContain('expired');
    });
  });

  describe('spins (POST /vendor/local/spin)', () => {
    it('debits the bet and credits the win on the session member only; a retried spin id is charged once', async () => {
      const playToken = await openGame('demo01', cheapGames[0]);
      const [before, otherBefore] = [await balanceOf('demo01'), await balanceOf('demo03')];
      const id = spinId();
      const first = await spin(playToken, id, '5.00');
      expect(first.status).toBe(200);
      const round = first.body.value;
      expect(round).toMatchObject({ spinId: id, bet: '5.00', replayed: false });
      expect(round.reels).toHaveLength(3);
      expect(cents(round.balance)).toBe(cents(before) - 500 + cents(round.win));
      expect(await balanceOf('demo01')).toBe(round.balance);

      const retry = await spin(playToken, id, '5.00');
      expect(retry.body.value).toEqual({ ...round, replayed: true });
      expect(await balanceOf('demo01')).toBe(round.balance);
      expect(await balanceOf('demo03')).toBe(otherBefore);

      const history = await sql`select p.tx_type, p.amount::text, p.balance_after::text from postings p
        join journal_entries e on e.id = p.entry_id join game_rounds r on e.key = 'spin:' || r.member_id || ':' || r.spin_id
        join ledger_accounts a on a.id = p.account_id
        where r.spin_id = ${id} and a.code like 'member:%:main' order by p.id`;
      expect(history[0]).toMatchObject({ tx_type: 'betting', amount: '-500' });
      expect(fromMinor(BigInt(history.at(-1)!.balance_after))).toBe(round.balance);
      expect((await sql`select count(*)::int as n from game_rounds where spin_id = ${id}`)[0].n).toBe(1);
    });

    it('refuses an unknown session, a bet that is not offered and too little balance, changing nothing', async () => {
      expect((await spin(undefined, spinId())).body.code).toBe('game_session_invalid');
      expect((await spin('z'.repeat(43), spinId())).status).toBe(401);
      const playToken = await openGame('demo04', cheapGames[1]);
      expect((await spin(playToken, spinId(), '3.00')).body.code).toBe('validation_failed');
      expect((await spin(playToken, 'bad id!', '1.00')).body.code).toBe('validation_failed');

      await setBalance('demo04', '0.50');
      const refusedId = spinId();
      const refused = await spin(playToken, refusedId, '1.00');
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('insufficient_balance');
      expect(await balanceOf('demo04')).toBe('0.50');
      // A refused spin stays refused: its retry after money arrived gets the same answer and moves nothing.
      await setBalance('demo04', '5.00');
      const retried = await spin(playToken, refusedId, '1.00');
      expect(retried.status).toBe(409);
      expect(await balanceOf('demo04')).toBe('5.00');
      await setBalance('demo04', '0.50');
      expect((await launch(await login('demo04'), cheapGames[1])).body.code).toBe('insufficient_balance');
      const rounds = await sql`select count(*)::int as n from game_rounds r join members m on m.id = r.member_id where m.account = 'demo04'`;
      expect(rounds[0].n).toBe(0);
    });

    it('never overdraws under concurrent spins, and concurrent retries of one spin id charge once', async () => {
      const playToken = await openGame('demo05', cheapGames[2]);
      await setBalance('demo05', '10.00');
      const answers = await Promise.all(Array.from({ length: 30 }, () => spin(playToken, spinId(), '1.00')));
      const settled = answers.filter((answer) => answer.body.success).map((answer) => answer.body.value);
      const refused = answers.filter((answer) => !answer.body.success);
      expect(refused.every((answer) => answer.body.code === 'insufficient_balance')).toBe(true);
      const expected = 1000 + settled.reduce((sum, round) => sum + spinMovedCents(round), 0);
      const balance = await balanceOf('demo05');
      expect(cents(balance)).toBe(expected);
      expect(cents(balance)).toBeGreaterThanOrEqual(0);
      const rounds = await sql`select count(*)::int as n from game_rounds r join members m on m.id = r.member_id where m.account = 'demo05'`;
      expect(rounds[0].n).toBe(settled.length);

      await setBalance('demo05', '10.00');
      const id = spinId();
      const same = await Promise.all(Array.from({ length: 8 }, () => spin(playToken, id, '1.00')));
      expect(same.every((answer) => answer.body.success)).toBe(true);
      expect(same.filter((answer) => !answer.body.value.replayed)).toHaveLength(1);
      expect(cents(await balanceOf('demo05'))).toBe(1000 + spinMovedCents(same[0].body.value));
    });
  });

  describe('winner board and new vendors', () => {
    it('shows a real win first, with the masked account', async () => {
      // A 1.00 bet wins less than the default minimum (100.00): the operator lowers it for the test.
      const minimum = await fetch(`${platform.url}/admin/winner-board/settings`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', 'X-Operator-Key': platform.operatorKey },
        body: JSON.stringify({ minWinAmount: '0.01' }),
      });
      expect(minimum.status).toBe(200);
      const playToken = await openGame('demo01', cheapGames[3]);
      let win: { win: string } | undefined;
      for (let i = 0; i < 300 && !win; i++) {
        const answer = await spin(playToken, spinId(), '1.00');
        expect(answer.body.success).toBe(true);
        if (answer.body.value.win !== '0.00') win = answer.body.value;
      }
      expect(win).toBeDefined();
      const board = await call('/wps/winners/board?gameCategory=ALL&language=en&limitNum=20');
      expect(board.body.value[0]).toMatchObject({ customerName: 'dem***01', gameCode: cheapGames[3], winAmount: win!.win });
    });

    it('lists the vendors marked new, and the operator changes the mark', async () => {
      const codes = async () => (await call('/wps/game/vendors/new')).body.value.map((vendor: { vassalage: string }) => vendor.vassalage);
      expect(await codes()).toEqual(expect.arrayContaining(['NLC', 'YGG', 'SPRIBE']));
      const mark = (code: string, enabled: boolean) =>
        fetch(`${platform.url}/admin/vendors/${code}/new`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Operator-Key': platform.operatorKey },
          body: JSON.stringify({ enabled }),
        });
      expect((await mark('KA', true)).status).toBe(200);
      expect(await codes()).toContain('KA');
      await mark('KA', false);
      expect(await codes()).not.toContain('KA');
      expect((await mark('NOPE', true)).status).toBe(404);
    });
  });
});
