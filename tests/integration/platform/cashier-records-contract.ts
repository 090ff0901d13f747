// Member records and transfers against a real platform process (PGlite or PostgreSQL): history rows
// and exact totals after real spins and transfers, the 30-day bound, isolation between members,
// transfer to upline and between vendor wallets with replays, races and an attacker's inputs, and
// the ledger's reconcile after each group.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { encryptAes, type RsaPublicKeyInfo } from './payload-client';
import { startPlatform, type RunningPlatform } from './platform-process';
import { supportScript } from '../../support/support-script';

interface Answer<T = any> {
  status: number;
  headers: Headers;
  body: { success: boolean; value?: T; code?: string; message?: string };
}

const REPO_ROOT = path.resolve(__dirname, '../../..');
const FUNDS = 'Fund@2026';
const DAY = 24 * 60 * 60 * 1000;
const cents = (money: string) => Math.round(Number(money) * 100);

export function defineCashierRecordsSuite(env: () => Promise<Record<string, string>>) {
  jest.setTimeout(180_000);
  let platform: RunningPlatform;
  let rsa: RsaPublicKeyInfo;
  const tokens: Record<string, string> = {};

  async function call<T = any>(route: string, init: RequestInit & { token?: string; key?: string } = {}): Promise<Answer<T>> {
    const headers = new Headers(init.headers);
    headers.set('Merchant', 'DEMO');
    headers.set('X-Forwarded-For', '127.0.0.1');
    if (init.token) headers.set('Authorization', init.token);
    if (init.key) headers.set('Idempotency-Key', init.key);
    const response = await fetch(`${platform.url}${route}`, { ...init, headers });
    return { status: response.status, headers: response.headers, body: await response.json() };
  }

  const json = (body: unknown) => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const sealed = (body: unknown) => {
    const payload = encryptAes(body, rsa);
    return { method: 'POST', headers: { 'Content-Type': 'application/json', ...payload.headers }, body: JSON.stringify(payload.body) };
  };

  const PASSWORDS: Record<string, string> = { demo04: '123456', demo05: '123456', agent01: 'Agent@2026' };
  async function login(username: string, password = PASSWORDS[username] ?? 'Demo@2026'): Promise<string> {
    if (tokens[username]) return tokens[username];
    const answer = await call('/wps/session/login', sealed({ username, password, type: 'username' }));
    expect(answer.body.success).toBe(true);
    tokens[username] = answer.body.value.token;
    return tokens[username];
  }

  async function trialToken(): Promise<string> {
    const answer = await call('/wps/session/login/freeplay', sealed({ random: 'r'.repeat(24), os: 'web', platform: 'W', gatewayVersion: 3 }));
    return answer.body.value.token;
  }

  const balance = async (account: string) => (await call('/wps/v2/wallets/balance', { token: await login(account) })).body.value.balance as string;

  async function reconciles() {
    const response = await fetch(`${platform.url}/admin/ledger/reconcile`, { headers: { 'X-Operator-Key': platform.operatorKey } });
    const report = (await response.json()).value;
    expect(report).toMatchObject({ ok: true, total: '0.00', unbalancedEntries: [], accountsOff: [] });
  }

  const range = (days = 1) => `startTime=${Date.now() - days * DAY + 60_000}&endTime=${Date.now() + 60_000}`;
  const history = (account: string, query: string) => login(account).then((token) => call(`/wps/relay/ODSFE2_MemTransDet?${query}`, { token }));

  async function spinRounds(account: string, count: number, bet = '1.00'): Promise<void> {
    const token = await login(account);
    const launched = await call(`/wps/game/launchGame?gameCode=${firstSlot}&language=en`, { token });
    expect(launched.status).toBe(200);
    const page = await (await fetch(launched.body.value.url)).text();
    const playToken = /"token":"([A-Za-z0-9_-]+)"/.exec(page)![1];
    for (let i = 0; i < count; i++) {
      const response = await fetch(`${platform.url}/vendor/local/spin`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Play-Token': playToken },
        body: JSON.stringify({ spinId: `rec-${randomUUID()}`, bet }),
      });
      expect(response.status).toBe(200);
    }
  }

  let firstSlot = 'PG_00001';

  beforeAll(async () => {
    const environment = await env();
    platform = await startPlatform(
      { LOG_LEVEL: 'warn', ...environment },
      {
        beforeStart: async (dataDir) => {
          execFileSync(
            ...supportScript('plant-funds-password', dataDir, `demo01=${FUNDS}`, `demo02=${FUNDS}`, `demo03=${FUNDS}`),
            { cwd: REPO_ROOT, env: { ...process.env, ...environment }, stdio: 'pipe' },
          );
        },
      },
    );
    rsa = (await call<RsaPublicKeyInfo>('/wps/session/key/rsa')).body.value!;
    const slots = await call(`/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&pageSize=100`);
    const cheap = (slots.body.value?.list ?? []).find((g: { minBet?: string; gameCode: string }) => Number(g.minBet ?? '1') <= 1);
    if (cheap) firstSlot = cheap.gameCode;
  });

  afterAll(async () => {
    await platform?.stop();
  });

  describe('transaction history and betting records', () => {
    it('lists the member’s own postings newest first, with exact page sums and pagination', async () => {
      await spinRounds('demo04', 6);
      const all = await history('demo04', `${range()}&page=1&size=100`);
      expect(all.status).toBe(200);
      expect(all.headers.get('cache-control')).toBe('private, no-store');
      const page = all.body.value;
      // Opening balance + a bet and a win per spin.
      expect(page.total).toBe(page.list.length);
      expect(page.list.filter((r: { txTypeId: string }) => r.txTypeId === 'betting')).toHaveLength(6);
      const times = page.list.map((r: { txTimeInTimestamp: number }) => r.txTimeInTimestamp);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      // Everything the account ever got is in range: the rows net to its balance, to the satang.
      const net = page.list.reduce((sum: number, r: { amount: string }) => sum + cents(r.amount), 0);
      expect(cents(page.pageSums.net)).toBe(net);
      expect(net).toBe(cents(await balance('demo04')));
      expect(page.list[0].currentAvailBalance).toBe(await balance('demo04'));

      // Pages of 4 put together are the same rows, and their sums add up to the whole.
      const pages = [];
      let sumIn = 0;
      for (let n = 1; n <= Math.ceil(page.total / 4); n++) {
        const part = (await history('demo04', `${range()}&page=${n}&size=4`)).body.value;
        expect(part.totalPages).toBe(Math.ceil(page.total / 4));
        pages.push(...part.list);
        sumIn += cents(part.pageSums.in);
      }
      expect(pages.map((r) => r.txId)).toEqual(page.list.map((r: { txId: string }) => r.txId));
      expect(sumIn).toBe(cents(page.pageSums.in));

      const bets = (await history('demo04', `${range()}&codeTypes=betting&size=100`)).body.value;
      expect(bets.list).toHaveLength(6);
      expect(bets.pageSums).toMatchObject({ in: '0.00', out: '-6.00', net: '-6.00' });
      await reconciles();
    });

    it('refuses a range over 30 days, bad types and no token; another member never sees the rows', async () => {
      const end = Date.now();
      const long = await history('demo04', `startTime=${end - 31 * DAY}&endTime=${end}`);
      expect(long.status).toBe(400);
      expect(long.body.code).toBe('date_range_too_long');
      expect((await history('demo04', `startTime=${end - 30 * DAY}&endTime=${end}`)).status).toBe(200);
      expect((await history('demo04', `startTime=${end}&endTime=${end - 1000}`)).body.code).toBe('date_range_invalid');
      expect((await history('demo04', `${range()}&codeTypes=betting,nope`)).body.code).toBe('validation_failed');
      expect((await history('demo04', `${range()}&size=1000`)).body.code).toBe('validation_failed');
      expect((await call(`/wps/relay/ODSFE2_MemTransDet?${range()}`)).body.code).toBe('CUSTOMER_NOT_LOGIN');

      const mine = (await history('demo04', `${range()}&size=100`)).body.value.list.map((r: { txId: string }) => r.txId);
      const theirs = (await history('demo05', `${range()}&size=100`)).body.value.list.map((r: { txId: string }) => r.txId);
      expect(theirs.filter((id: string) => mine.includes(id))).toEqual([]);
      expect((await history('demo05', `${range()}&codeTypes=betting`)).body.value.list).toEqual([]);
    });

    it('betting records, P&L and bonus details agree with the rounds played', async () => {
      const token = await login('demo04');
      const dates = `startDate=${Date.now() - DAY}&endDate=${Date.now() + 60_000}`;
      const rng = (await call(`/wps/relay/getPersonalHistory?gameType=RNG&${dates}&page=1&size=4`, { token })).body.value;
      expect(rng.total).toBe(6);
      expect(rng.list).toHaveLength(4);
      expect(rng.rangeTotals.betAmount).toBe('6.00');
      expect(rng.pageTotals.betAmount).toBe('4.00');
      expect(cents(rng.rangeTotals.profitAndLoss)).toBe(cents(rng.rangeTotals.winAmount) - 600);
      const live = (await call(`/wps/relay/getPersonalHistory?gameType=LIVE&${dates}`, { token })).body.value;
      expect(live).toMatchObject({ list: [], total: 0 });
      expect((await call(`/wps/relay/getPersonalHistory?gameType=NOPE&${dates}`, { token })).body.code).toBe('validation_failed');

      const profit = (await call(`/wps/relay/ODSFE2_MemPNLDet?${dates}`, { token })).body.value;
      expect(profit.total).toMatchObject({ rounds: 6, betAmount: '6.00', winAmount: rng.rangeTotals.winAmount });
      expect(profit.byGameType.find((r: { gameType: string }) => r.gameType === 'RNG').rounds).toBe(6);

      const bonus = (await call(`/wps/relay/bonusDetails?${dates}`, { token })).body.value;
      expect(bonus).toMatchObject({ list: [], total: 0 });
    });
  });

  describe('transfer to upline (POST /wps/relay/transferUpline)', () => {
    const transfer = async (account: string, body: unknown, key = randomUUID()) =>
      call('/wps/relay/transferUpline', { ...sealed(body), token: await login(account), key });

    it('moves main → upline agent once per key, and the replay answers the same', async () => {
      const [before, agentBefore] = [await balance('demo02'), await balance('agent01')];
      const key = randomUUID();
      const first = await transfer('demo02', { amount: '12.34', password: FUNDS, remark: 'thanks' }, key);
      expect(first.status).toBe(200);
      expect(first.body.value).toMatchObject({ amount: '12.34', upline: 'agent01' });
      expect(cents(first.body.value.balance)).toBe(cents(before) - 1234);
      const replay = await transfer('demo02', { amount: '12.34', password: FUNDS, remark: 'thanks' }, key);
      expect(replay.body).toEqual(first.body);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect((await transfer('demo02', { amount: '50', password: FUNDS }, key)).body.code).toBe('idempotency_key_reused');
      expect(cents(await balance('demo02'))).toBe(cents(before) - 1234);
      expect(cents(await balance('agent01'))).toBe(cents(agentBefore) + 1234);
      const rows = (await history('demo02', `${range()}&codeTypes=transfer`)).body.value.list;
      expect(rows[0]).toMatchObject({ amount: '-12.34', txTypeId: 'transfer', remark: 'thanks' });
      await reconciles();
    });

    it('20 concurrent transfers never take the balance below zero', async () => {
      const start = cents(await balance('demo03'));
      const amount = Math.floor(start / 10); // exactly 10 fit
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => transfer('demo03', { amount: (amount / 100).toFixed(2), password: FUNDS })),
      );
      const done = answers.filter((a) => a.status === 200);
      expect(done).toHaveLength(10);
      expect(answers.filter((a) => a.status !== 200).every((a) => a.body.code === 'insufficient_balance')).toBe(true);
      expect(cents(await balance('demo03'))).toBe(start - 10 * amount);
      await reconciles();
    });

    it('refuses: no upline, wrong or unset password, bad amounts, no key, trial, plaintext', async () => {
      expect((await transfer('demo01', { amount: '1', password: FUNDS })).body.code).toBe('no_upline');
      expect((await transfer('demo02', { amount: '1', password: 'Wrong@2026' })).body.code).toBe('invalid.payment.pw');
      expect((await transfer('demo04', { amount: '1', password: FUNDS })).body.code).toBe('not.exists.payment.password');
      const codes = {
        '-1': 'amount_invalid',
        '0': 'amount_zero',
        '0.00': 'amount_zero',
        '1.001': 'amount_invalid',
        abc: 'amount_invalid',
        '1e3': 'amount_invalid',
        '1000000000.01': 'amount_too_large',
        '999999999999': 'amount_too_large',
      };
      for (const [amount, code] of Object.entries(codes)) {
        const answer = await transfer('demo02', { amount, password: FUNDS });
        expect([amount, answer.status, answer.body.code]).toEqual([amount, 400, code]);
      }
      expect((await transfer('demo02', { amount: 5, password: FUNDS })).body.code).toBe('amount_invalid');
      expect((await transfer('demo02', { amount: '999999', password: FUNDS })).body.code).toBe('insufficient_balance');
      const noKey = await call('/wps/relay/transferUpline', { ...sealed({ amount: '1', password: FUNDS }), token: await login('demo02') });
      expect(noKey.body.code).toBe('idempotency_key_required');
      const trial = await call('/wps/relay/transferUpline', { ...sealed({ amount: '1', password: FUNDS }), token: await trialToken(), key: randomUUID() });
      expect([trial.status, trial.body.code]).toEqual([403, 'in_need_true_account']);
      const plain = await call('/wps/relay/transferUpline', { ...json({ amount: '1', password: FUNDS }), token: await login('demo02'), key: randomUUID() });
      expect(plain.body.code).toBe('request_body_required');
      await reconciles();
    });
  });

  describe('vendor wallets (GCS_getWallets, GCS_walletTransfer, GCS_walletReturn)', () => {
    const move = async (body: unknown, key = randomUUID()) => call('/wps/relay/GCS_walletTransfer', { ...json(body), token: await login('demo05'), key });
    const returnAll = async (key = randomUUID()) => call('/wps/relay/GCS_walletReturn', { ...json({}), token: await login('demo05'), key });

    it('moves between main and vendors, returns all in one entry, replays change nothing', async () => {
      const token = await login('demo05');
      const wallets = (await call('/wps/relay/GCS_getWallets', { token })).body.value;
      expect(wallets).toMatchObject({ mode: 'transfer', wallets: [{ vendor: 'PP', balance: '0.00' }, { vendor: 'JILI', balance: '0.00' }] });
      const main = cents(wallets.main);

      const key = randomUUID();
      const toJili = await move({ from: 'MAIN', to: 'JILI', amount: '100' }, key);
      expect(toJili.status).toBe(200);
      expect((await move({ from: 'MAIN', to: 'JILI', amount: '100' }, key)).body).toEqual(toJili.body);
      await move({ from: 'MAIN', to: 'PP', amount: '50.50' });
      await move({ from: 'JILI', to: 'MAIN', amount: '20' });
      const now = (await call('/wps/relay/GCS_getWallets', { token })).body.value;
      expect(now.wallets.map((w: { balance: string }) => w.balance)).toEqual(['50.50', '80.00']);
      expect(cents(now.main)).toBe(main - 13050);
      expect(cents(now.total)).toBe(main);

      expect((await move({ from: 'JILI', to: 'MAIN', amount: '80.01' })).body.code).toBe('insufficient_balance');
      expect((await move({ from: 'MAIN', to: 'NOPE', amount: '1' })).body.code).toBe('wallet_unknown');
      expect((await move({ from: 'MAIN', to: 'MAIN', amount: '1' })).body.code).toBe('validation_failed');
      expect((await move({ from: 'MAIN', to: 'EVO', amount: '5' })).body.code).toBe('wallet_unknown');
      expect((await move({ from: 'MAIN', to: 'PP', amount: '-5' })).body.code).toBe('amount_invalid');

      const returnKey = randomUUID();
      const returned = await returnAll(returnKey);
      expect(returned.body.value).toMatchObject({ moved: '130.50', wallets: { main: (main / 100).toFixed(2) } });
      expect((await returnAll(returnKey)).body).toEqual(returned.body);
      expect((await returnAll()).body.value).toMatchObject({ orderNo: null, moved: '0.00' });
      expect(cents(await balance('demo05'))).toBe(main);
      const trial = await call('/wps/relay/GCS_getWallets', { token: await trialToken() });
      expect(trial.body.code).toBe('in_need_true_account');
      await reconciles();
    });

    it('concurrent transfers and returns keep every wallet at or above zero', async () => {
      await move({ from: 'MAIN', to: 'JILI', amount: '10' });
      const answers = await Promise.all([
        ...Array.from({ length: 10 }, () => move({ from: 'JILI', to: 'MAIN', amount: '3' })),
        returnAll(),
      ]);
      expect(answers.filter((a) => a.status !== 200 && a.body.code !== 'insufficient_balance').map((a) => a.body)).toEqual([]);
      const wallets = (await call('/wps/relay/GCS_getWallets', { token: await login('demo05') })).body.value;
      expect(cents(wallets.wallets[1].balance)).toBeGreaterThanOrEqual(0);
      await reconciles();
    });
  });
}
