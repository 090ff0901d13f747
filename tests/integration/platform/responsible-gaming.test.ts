/** @jest-environment node */
// Responsible gaming in the money path (issue 17), on PGlite and on PostgreSQL: limits refuse the
// deposit order or round that would cross them with what remains, 50 simultaneous deposits and
// bets around a limit never take the total over it, a cool-off stops deposits, play, game-wallet
// transfers but not withdrawals, nothing refused moves money (reconcile), replays answer the same.
import postgres from 'postgres';
import { cheapSlot, MoneyClient, newKey } from '../../support/money-client';
import { FUNDS_PASSWORD, openWallets, type Wallet } from './money-race';
import { startPlatform, type RunningPlatform } from './platform-process';
import { postgresReachable, testDatabase } from './postgres-test-db';

function suite(label: string, env: () => Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>) {
  describe(`responsible gaming (${label})`, () => {
    jest.setTimeout(240_000);
    let platform: RunningPlatform;
    let client: MoneyClient;
    let cleanup: () => Promise<void> = async () => undefined;
    let n = 0;
    const prefix = () => `rg${label === 'PGlite' ? 'l' : 'p'}${n++}x`;

    beforeAll(async () => {
      const setup = await env();
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

    const setLimit = (w: Wallet, body: object) => client.call('/wps/rg/limit', { method: 'POST', token: w.token, json: body });
    const status = async (w: Wallet) => (await client.call('/wps/rg/status', { token: w.token })).body.value;
    const deposit = (w: Wallet, amount: string, key = newKey()) =>
      client.call<{ depositId: string }>('/wps/relay/MCSFE_depositByQRImageUrl', { method: 'POST', token: w.token, key, json: { amount, vendorId: 'TBQR' } });
    const approve = (depositId: string) => client.admin('POST', `/deposits/${depositId}/approve`, { remark: 'rg' });
    const entries = async () => (await client.reconcile()).entries;

    it('a daily deposit limit refuses the order that would cross it with the remaining allowance; raising waits 24 hours, lowering applies at once', async () => {
      const [w] = await openWallets(client, prefix(), 1, '1.00');
      expect((await setLimit(w, { kind: 'deposit', period: 'day', amount: '1000' })).body.success).toBe(true);
      const first = await deposit(w, '800.00');
      expect(first.body.success).toBe(true);
      const before = await entries();
      const key = newKey();
      const refused = await deposit(w, '300.00', key);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'rg_deposit_limit', value: { kind: 'deposit', period: 'day', limit: '1000.00', remaining: '200.00' } });
      expect(await deposit(w, '300.00', key)).toMatchObject({ status: 409, body: { code: 'rg_deposit_limit' } }); // replay: same answer
      expect(await entries()).toBe(before);
      // Approval does not count again: the order was within the limit when it was made.
      expect((await approve(first.body.value!.depositId)).body.success).toBe(true);
      expect(await client.balance(w.token)).toBe('801.00');
      expect((await deposit(w, '200.00')).body.success).toBe(true);

      const raised = (await setLimit(w, { kind: 'deposit', period: 'day', amount: '2000' })).body.value;
      const limit = raised.limits.find((l: { kind: string }) => l.kind === 'deposit');
      expect(limit).toMatchObject({ current: '1000.00', used: '1000.00', remaining: '0.00', pending: { amount: '2000.00' } });
      const hours = (Date.parse(limit.pending.effectiveAt) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);
      expect((await deposit(w, '100.00')).body.code).toBe('rg_deposit_limit');

      const lowered = (await setLimit(w, { kind: 'deposit', period: 'day', amount: '500' })).body.value;
      expect(lowered.limits.find((l: { kind: string }) => l.kind === 'deposit')).toMatchObject({ current: '500.00', pending: null, remaining: '0.00' });
      const removed = (await setLimit(w, { kind: 'deposit', period: 'day', amount: null })).body.value;
      expect(removed.limits.find((l: { kind: string }) => l.kind === 'deposit')).toMatchObject({ current: '500.00', pending: { amount: null } });
    });

    it('a cancelled order frees its share of the limit', async () => {
      const [w] = await openWallets(client, prefix(), 1, '1.00');
      await setLimit(w, { kind: 'deposit', period: 'week', amount: '500' });
      const order = await deposit(w, '500.00');
      expect((await deposit(w, '100.00')).body).toMatchObject({ code: 'rg_deposit_limit', value: { remaining: '0.00' } });
      await client.call('/wps/relay/MCSFE_cancelDeposit', { method: 'POST', token: w.token, json: { depositId: order.body.value!.depositId } });
      expect((await deposit(w, '100.00')).body.success).toBe(true);
    });

    it('50 simultaneous deposits around a daily limit: exactly the limit is ordered, never more', async () => {
      const [w] = await openWallets(client, prefix(), 1, '1.00');
      await setLimit(w, { kind: 'deposit', period: 'day', amount: '1000' });
      const answers = await Promise.all(Array.from({ length: 50 }, () => deposit(w, '100.00')));
      const made = answers.filter((a) => a.body.success);
      expect(made).toHaveLength(10);
      expect(answers.filter((a) => a.body.code === 'rg_deposit_limit')).toHaveLength(40);
      await Promise.all(made.map((a) => approve(a.body.value!.depositId)));
      expect(await client.balance(w.token)).toBe('1001.00');
      expect((await status(w)).limits[0]).toMatchObject({ used: '1000.00', remaining: '0.00' });
    });

    it('50 simultaneous bets and deposits around a wager and a loss limit never cross them; refusals move nothing', async () => {
      const [w] = await openWallets(client, prefix(), 1, '200.00');
      await setLimit(w, { kind: 'wager', period: 'day', amount: '20' });
      await setLimit(w, { kind: 'deposit', period: 'day', amount: '300' });
      const before = await entries();
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? client.spin(w.playToken, `rgw${newKey().slice(0, 12)}${i}`, '1.00') : deposit(w, '100.00'))),
      );
      const spins = answers.filter((_, i) => i % 2 === 0);
      const deposits = answers.filter((_, i) => i % 2 === 1);
      expect(spins.filter((a) => a.body.success)).toHaveLength(20);
      expect(spins.filter((a) => a.body.code === 'rg_wager_limit')).toHaveLength(5);
      expect(deposits.filter((a) => a.body.success)).toHaveLength(3);
      expect(deposits.filter((a) => a.body.code === 'rg_deposit_limit')).toHaveLength(22);
      expect(await entries()).toBe(before + 20);
      const wager = (await status(w)).limits.find((l: { kind: string }) => l.kind === 'wager');
      expect(wager).toMatchObject({ used: '20.00', remaining: '0.00' });

      // A loss limit: the round whose stake could take the day's losses over it is refused.
      const [v] = await openWallets(client, prefix(), 1, '500.00');
      await setLimit(v, { kind: 'loss', period: 'day', amount: '15' });
      const bets = await Promise.all(Array.from({ length: 50 }, (_, i) => client.spin(v.playToken, `rgl${newKey().slice(0, 12)}${i}`, '5.00')));
      expect(bets.every((a) => a.body.success || a.body.code === 'rg_loss_limit')).toBe(true);
      const loss = (await status(v)).limits.find((l: { kind: string }) => l.kind === 'loss');
      expect(Number(loss.used)).toBeLessThanOrEqual(15);
      const refusal = bets.find((a) => a.body.code === 'rg_loss_limit');
      if (refusal) expect((refusal.body as unknown as { value: { remaining: string } }).value.remaining).toMatch(/^\d+\.\d{2}$/);
    });

    it('a replayed round stays its stored result after the member sets a limit', async () => {
      const [w] = await openWallets(client, prefix(), 1, '50.00');
      const spinId = `rgr${newKey().slice(0, 16)}`;
      const first = await client.spin(w.playToken, spinId, '1.00');
      expect(first.body.success).toBe(true);
      await setLimit(w, { kind: 'wager', period: 'month', amount: '1' });
      const replay = await client.spin(w.playToken, spinId, '1.00');
      expect(replay.body.value).toMatchObject({ replayed: true, bet: '1.00' });
      expect((await client.spin(w.playToken, `rgr${newKey().slice(0, 16)}`, '1.00')).body.code).toBe('rg_wager_limit');
    });

    it('a 24-hour cool-off: withdraw yes; deposit, play, game-wallet transfers no; it cannot be shortened; the operator sees it and cannot lift it', async () => {
      const [w] = await openWallets(client, prefix(), 1, '300.00');
      const taken = await client.call('/wps/rg/exclusion', { method: 'POST', token: w.token, json: { kind: 'coolOff', duration: '24h' } });
      expect(taken.body.value.exclusion).toMatchObject({ kind: 'coolOff' });
      const before = await entries();
      expect(await deposit(w, '100.00')).toMatchObject({ status: 403, body: { code: 'rg_excluded', value: { kind: 'coolOff' } } });
      expect((await client.spin(w.playToken, `rgc${newKey().slice(0, 16)}`, '1.00')).body.code).toBe('rg_excluded');
      const game = await cheapSlot(client, w.token);
      expect((await client.call(`/wps/game/launchGame?gameCode=${game}&language=en`, { token: w.token })).body.code).toBe('rg_excluded');
      const transfer = await client.call('/wps/relay/GCS_walletTransfer', { method: 'POST', token: w.token, key: newKey(), json: { from: 'MAIN', to: 'PP', amount: '3.00' } });
      expect(transfer.body.code).toBe('rg_excluded');
      // No bonus either: a promo code, the betting rebate (issues #13 and #17).
      const code = await client.call('/wps/relay/PROMOFE_claimPromoCode', { method: 'POST', token: w.token, key: newKey(), json: { promoCode: 'WELCOME88' } });
      expect(code.body.code).toBe('rg_excluded');
      const rebate = await client.call('/wps/relay/ODSFE2_rebateDisburse', { method: 'POST', token: w.token, key: newKey(), json: {} });
      expect(rebate.body.code).toBe('rg_excluded');
      expect(await entries()).toBe(before);
      const withdrawal = await client.encrypted('/wps/v2/transaction/withdraw', { amount: '100.00', bankCardId: w.bankCardId, password: FUNDS_PASSWORD }, { token: w.token, key: newKey() });
      expect(withdrawal.body.success).toBe(true);

      const longer = await client.call('/wps/rg/exclusion', { method: 'POST', token: w.token, json: { kind: 'selfExclusion', duration: '6m' } });
      expect(longer.body.value.exclusion).toMatchObject({ kind: 'selfExclusion' });
      const shorter = await client.call('/wps/rg/exclusion', { method: 'POST', token: w.token, json: { kind: 'coolOff', duration: '6w' } });
      expect(shorter).toMatchObject({ status: 409, body: { code: 'rg_exclusion_shorter' } });

      const seen = await client.admin('GET', `/members/${w.account}/responsible-gaming`);
      expect(seen.body.value.exclusion).toMatchObject({ kind: 'selfExclusion' });
      expect((await client.admin('DELETE', `/members/${w.account}/responsible-gaming`)).status).toBe(404);
      expect((await client.admin('POST', `/members/${w.account}/responsible-gaming`, {})).status).toBe(404);
    });

    it('the statement sums the month: deposits, withdrawals, stakes, wins and time played', async () => {
      const [w] = await openWallets(client, prefix(), 1, '1.00');
      const order = await deposit(w, '250.00');
      await approve(order.body.value!.depositId);
      for (let i = 0; i < 3; i++) expect((await client.spin(w.playToken, `rgs${newKey().slice(0, 16)}`, '1.00')).body.success).toBe(true);
      const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7);
      const statement = (await client.call(`/wps/rg/statement?month=${month}`, { token: w.token })).body.value;
      expect(statement).toMatchObject({ month, deposits: '250.00', withdrawals: '0.00', stakes: '3.00', rounds: 3 });
      expect(statement.minutesPlayed).toBeGreaterThanOrEqual(1);
      expect(Number(statement.net)).toBe(Number(statement.wins) - 3);
      expect((await client.call('/wps/rg/statement?month=2026-13', { token: w.token })).status).toBe(400);
    });

    it('bad settings are refused and change nothing; a guest is refused', async () => {
      const [w] = await openWallets(client, prefix(), 1, '1.00');
      for (const body of [
        { kind: 'deposit', period: 'year', amount: '10' },
        { kind: 'deposit', period: 'day', amount: '-5' },
        { kind: 'deposit', period: 'day', amount: 10 },
        { kind: 'session', minutes: 3 },
        { kind: 'loss', period: 'day', amount: '1', memberId: 1 },
      ]) {
        const answer = await setLimit(w, body);
        expect(answer.status).toBe(400);
      }
      expect((await client.call('/wps/rg/exclusion', { method: 'POST', token: w.token, json: { kind: 'coolOff', duration: '6m' } })).status).toBe(400);
      expect((await client.call('/wps/rg/realityCheck', { method: 'POST', token: w.token, json: { minutes: 7 } })).status).toBe(400);
      expect((await status(w)).limits).toEqual([]);
      expect((await client.call('/wps/rg/status')).status).toBe(401);
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
      cleanup: async () => {
        await sql.end();
        await database.drop();
      },
    };
  });
}
