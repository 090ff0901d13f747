/** @jest-environment node */
// Raffle draws and automatic REGISTER / LOGIN rewards against a real platform process, on PGlite
// and on PostgreSQL. A raffle draws its winners from its recorded seed (anyone can check them
// again), pays each prize once as its own entry with its turnover even when twenty "draw now"
// calls race, closes the other entries and later sign-ups, and keeps the prize of a winner in a
// break claimable; on PostgreSQL, one process's job and another's draws race and pay once. A
// REGISTER reward pays once at registration, a LOGIN reward at the day's first
// login even when logins race; trial accounts and members in a break get nothing. The ledger
// reconciles after each.
import { randomUUID } from 'node:crypto';
import { pickWinners } from '../../../platform/src/modules/rewards/rules/raffle-draw';
import { startCashierPlatform, type CashierHarness } from './cashier-harness';
import { postgresReachable, testDatabase } from './postgres-test-db';

jest.setTimeout(240_000);

const DAY = 86_400_000;

function defineSuite(label: 'PGlite' | 'PostgreSQL', databaseUrl: () => Promise<string | undefined>) {
  let platform: CashierHarness;
  let url: string | undefined;
  const prefix = `ra${Date.now().toString(36).slice(-5)}`;

  const written = (memberId: number) => platform.hook<{ claims: number; entries: number; turnover: number }>('GET', `/rewards/written/${memberId}`);
  const balance = async (token: string) => (await platform.call('/wps/v2/wallets/balance', { token })).body.value.balance as string;
  const summary = async (token: string) => (await platform.call('/wps/relay/rewardsSummary?language=en', { token })).body.value;
  const reconciles = async () => expect(await platform.hook('GET', '/reconcile')).toMatchObject({ ok: true });
  const join = (token: string, promotionId: string) => platform.call('/wps/relay/MCSFE_signUpPromotionJoin', { method: 'POST', token, body: { promotionId } });
  const login = (username: string, password = 'Demo@2026') => platform.call('/wps/session/login', { method: 'POST', body: { type: 'username', username, password }, encrypt: true });

  async function define(promotionId: string, extra: Record<string, unknown>) {
    const answer = await platform.operator('PUT', '/promotions', {
      promotionId,
      title: { en: `Test ${promotionId}`, th: `ทดสอบ ${promotionId}` },
      description: { en: 'A test promotion', th: 'โปรโมชั่นทดสอบ' },
      startsAt: new Date(Date.now() - DAY).toISOString(),
      endsAt: new Date(Date.now() + 30 * DAY).toISOString(),
      ...extra,
    });
    expect(answer.body).toMatchObject({ success: true });
    return answer.body.value;
  }

  beforeAll(async () => {
    url = await databaseUrl();
    platform = await startCashierPlatform(url);
  });
  afterAll(() => platform?.stop());

  it('draws a raffle once from its recorded seed: racing draws pay each prize once, losers close, late sign-ups are refused', async () => {
    const promotionId = `${prefix}RAF`;
    const defined = await define(promotionId, { type: 'LUCKYBET', fixedAmount: '25.00', turnoverMultiple: 3, drawAt: new Date(Date.now() + 3_600_000).toISOString(), winners: 2 });
    expect(defined).toMatchObject({ winners: 2, drawnAt: null, status: 'JOIN' });
    // Bad definitions: a draw time without winners, a raffle's fields on another type.
    const period = { startsAt: new Date(Date.now() - DAY).toISOString(), endsAt: new Date(Date.now() + DAY).toISOString(), title: { en: 'x' }, description: { en: 'x' }, fixedAmount: '1.00' };
    for (const wrong of [
      { promotionId: `${prefix}BAD1`, type: 'LUCKYBET', drawAt: new Date().toISOString() },
      { promotionId: `${prefix}BAD2`, type: 'LOGIN', drawAt: new Date().toISOString(), winners: 1 },
      { promotionId: `${prefix}BAD3`, type: 'LUCKYBET', drawAt: new Date().toISOString(), winners: 0 },
    ]) {
      const bad = await platform.operator('PUT', '/promotions', { ...period, ...wrong });
      expect([bad.status, bad.body.code]).toEqual([400, 'validation_failed']);
    }
    const members = [];
    for (let n = 0; n < 5; n++) {
      const member = await platform.member(`${prefix}m${n}`, { balance: '0' });
      expect((await join(member.token, promotionId)).body).toMatchObject({ success: true, value: { state: 'S', status: 'SIGNED_UP' } });
      members.push(member);
    }
    expect((await platform.operator('GET', `/promotions/${promotionId}/draw`)).body.code).toBe('raffle_not_drawn');

    const draws = await Promise.all(Array.from({ length: 20 }, () => platform.operator('POST', `/promotions/${promotionId}/draw`)));
    for (const draw of draws) expect(draw.status).toBe(200);
    const result = draws[0].body.value;
    for (const draw of draws) expect(draw.body.value).toEqual(result);
    expect(result).toMatchObject({ promotionId, entries: 5, prize: '25.00' });
    expect(result.winners).toHaveLength(2);
    expect(result.winners.every((w: { paid: boolean }) => w.paid)).toBe(true);

    // The result is the seed's: each entry ranked by HMAC-SHA256(seed, claimId).
    const entries = [];
    for (const member of members) {
      const mine = (await summary(member.token)) as { claimed: { promotionId: string; claimId: string }[]; expired: { promotionId: string; claimId: string }[] };
      entries.push([...mine.claimed, ...mine.expired].find((c) => c.promotionId === promotionId)!.claimId);
    }
    expect([...pickWinners(result.seed, entries, 2)].sort()).toEqual(result.winners.map((w: { claimId: string }) => w.claimId).sort());

    const winnerIds = new Set(result.winners.map((w: { memberId: number }) => w.memberId));
    for (const member of members) {
      const center = await summary(member.token);
      if (winnerIds.has(member.memberId)) {
        expect(center.claimed.find((c: { promotionId: string }) => c.promotionId === promotionId)).toMatchObject({ status: 'ISSUED', state: 'C', bonus: '25.00', turnoverRequired: '75.00' });
        expect(await balance(member.token)).toBe('25.00');
        expect(await written(member.memberId)).toMatchObject({ claims: 1, turnover: 1 });
      } else {
        expect(center.expired.find((c: { promotionId: string }) => c.promotionId === promotionId)).toMatchObject({ status: 'CLOSED', state: 'E', bonus: '0.00' });
        expect(await balance(member.token)).toBe('0.00');
        expect(await written(member.memberId)).toMatchObject({ claims: 1, turnover: 0 });
      }
    }
    // A replayed draw changes nothing; a sign-up after the draw is refused.
    expect((await platform.operator('POST', `/promotions/${promotionId}/draw`)).body.value).toEqual(result);
    const late = await platform.member(`${prefix}late`, { balance: '0' });
    const refused = await join(late.token, promotionId);
    expect([refused.status, refused.body.code]).toEqual([409, 'promotion_closed']);
    expect(await written(late.memberId)).toMatchObject({ claims: 0, entries: 0 });
    const guestView = await platform.call(`/wps/relay/MCSFE_getPromotionDetail?promotionId=${promotionId}`);
    expect(guestView.body.value).toMatchObject({ status: 'CLOSED', drawnAt: result.drawnAt });
    await reconciles();
  });

  it('sign-ups racing a draw are either counted in it or refused: no entry is left undrawn', async () => {
    const promotionId = `${prefix}RACE`;
    await define(promotionId, { type: 'LUCKYBET', fixedAmount: '2.00', turnoverMultiple: 1, drawAt: new Date(Date.now() + 3_600_000).toISOString(), winners: 3 });
    const members = [];
    for (let n = 0; n < 12; n++) members.push(await platform.member(`${prefix}x${n}`, { balance: '0' }));
    const [draw, ...joins] = await Promise.all([
      new Promise((resolve) => setTimeout(resolve, 20)).then(() => platform.operator('POST', `/promotions/${promotionId}/draw`)),
      ...members.map((m) => join(m.token, promotionId)),
    ]);
    const signedUp = joins.filter((j) => j.body.success).length;
    for (const refused of joins.filter((j) => !j.body.success)) expect(refused.body.code).toBe('promotion_closed');
    const result = (await platform.operator('GET', `/promotions/${promotionId}/draw`)).body.value;
    expect(draw.body.value).toEqual(result);
    expect(result.entries).toBe(signedUp);
    expect(result.winners).toHaveLength(Math.min(3, signedUp));
    for (const member of members) {
      const center = await summary(member.token);
      const entry = [...center.claimed, ...center.expired].find((c: { promotionId: string }) => c.promotionId === promotionId);
      if (entry) expect(['ISSUED', 'CLOSED']).toContain(entry.status);
    }
    await reconciles();
  });

  it('shows the seeded raffles: last week’s drawn (two of three entries paid), the weekly one open with its draw time', async () => {
    const seeded = (await platform.operator('GET', '/promotions/LUCKYLAST/draw')).body.value;
    expect(seeded).toMatchObject({ promotionId: 'LUCKYLAST', entries: 3, prize: '300.00' });
    expect(seeded.winners.map((w: { paid: boolean }) => w.paid)).toEqual([true, true]);
    const player = await platform.member('player01');
    const center = await summary(player.token);
    const entry = [...center.claimed, ...center.expired].find((c: { promotionId: string }) => c.promotionId === 'LUCKYLAST');
    const won = seeded.winners.some((w: { memberId: number }) => w.memberId === player.memberId);
    expect(entry).toMatchObject(won ? { status: 'ISSUED', bonus: '300.00' } : { status: 'CLOSED', bonus: '0.00' });
    expect(center.available.find((p: { promotionId: string }) => p.promotionId === 'LUCKYDRAW')).toMatchObject({ winners: 3, drawnAt: null, status: 'SIGNED_UP' });
    await reconciles();
  });

  it('keeps the prize of a winner in a break claimable until the break ends; the raffle claim refuses it meanwhile', async () => {
    const promotionId = `${prefix}RAFB`;
    await define(promotionId, { type: 'LUCKYBET', fixedAmount: '9.00', turnoverMultiple: 1, drawAt: new Date(Date.now() + 3_600_000).toISOString(), winners: 2 });
    const playing = await platform.member(`${prefix}bp`, { balance: '0' });
    const resting = await platform.member(`${prefix}br`, { balance: '0' });
    for (const member of [playing, resting]) expect((await join(member.token, promotionId)).body.success).toBe(true);
    const coolOff = await platform.call('/wps/rg/exclusion', { method: 'POST', token: resting.token, body: { kind: 'coolOff', duration: '24h' } });
    expect(coolOff.body.success).toBe(true);

    const result = (await platform.operator('POST', `/promotions/${promotionId}/draw`)).body.value;
    expect(result.winners).toEqual(
      expect.arrayContaining([
        { memberId: playing.memberId, claimId: expect.any(String), paid: true },
        { memberId: resting.memberId, claimId: expect.any(String), paid: false },
      ]),
    );
    expect(await balance(playing.token)).toBe('9.00');
    expect(await balance(resting.token)).toBe('0.00');
    const waiting = (await summary(resting.token)).claimed.find((c: { promotionId: string }) => c.promotionId === promotionId);
    expect(waiting).toMatchObject({ status: 'CLAIM', state: 'I', bonus: '9.00' });
    const claim = await platform.call('/wps/relay/MCSFE_claimRafflePromotion', { method: 'POST', token: resting.token, key: randomUUID(), body: { claimId: waiting.claimId } });
    expect([claim.status, claim.body.code]).toEqual([403, 'rg_excluded']);
    expect(await written(resting.memberId)).toMatchObject({ turnover: 0 });
    await reconciles();
  });

  it('pays REGISTER at registration and LOGIN at the first login of the day, once even when logins race; trial and break get nothing', async () => {
    const registerId = `${prefix}REG`;
    const loginId = `${prefix}LOG`;
    await define(registerId, { type: 'REGISTER', fixedAmount: '11.00', turnoverMultiple: 1, autoGrant: true });
    expect(await define(loginId, { type: 'LOGIN', fixedAmount: '7.00', turnoverMultiple: 2, autoGrant: true })).toMatchObject({ autoGrant: true, status: 'IN_PROGRESS' });
    // Only REGISTER or LOGIN with a fixed amount is paid automatically.
    const wrong = await platform.operator('PUT', '/promotions', {
      promotionId: `${prefix}WRONG`,
      type: 'SAVIOR',
      autoGrant: true,
      fixedAmount: '1.00',
      title: { en: 'x' },
      description: { en: 'x' },
      startsAt: new Date(Date.now() - DAY).toISOString(),
      endsAt: new Date(Date.now() + DAY).toISOString(),
    });
    expect(wrong.status).toBe(400);

    // Registration: both rewards, each its own entry with its turnover.
    const username = `${prefix}new`.slice(0, 14);
    const registered = await platform.call('/wps/member/register', { method: 'PUT', body: { username, password: 'abc12345', confirmPassword: 'abc12345', ...(await platform.solvedCaptcha()) }, encrypt: true });
    expect(registered.body.success).toBe(true);
    const fresh = registered.body.value as { token: string; member: { id: number } };
    expect(await balance(fresh.token)).toBe('18.00');
    const center = await summary(fresh.token);
    expect(center.claimed.filter((c: { promotionId: string }) => [registerId, loginId].includes(c.promotionId))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ promotionId: registerId, status: 'ISSUED', bonus: '11.00', turnoverRequired: '11.00' }),
        expect.objectContaining({ promotionId: loginId, status: 'ISSUED', bonus: '7.00', turnoverRequired: '14.00' }),
      ]),
    );
    // Joining an automatic reward by hand is refused.
    expect((await join(fresh.token, loginId)).body.code).toBe('promotion_forbidden');

    // An existing member: five logins at once pay the day's LOGIN reward once; a later login, nothing more.
    const regular = await platform.member(`${prefix}reg`, { balance: '1.00' });
    const logins = await Promise.all(Array.from({ length: 5 }, () => login(`${prefix}reg`)));
    for (const answer of logins) expect(answer.body.success).toBe(true);
    expect((await login(`${prefix}reg`)).body.success).toBe(true);
    expect(await balance(regular.token)).toBe('8.00');
    expect(await written(regular.memberId)).toMatchObject({ claims: 1, turnover: 1 });
    expect((await login(username, 'abc12345')).body.success).toBe(true);
    expect(await balance(fresh.token)).toBe('18.00');

    // A member in a cool-off logs in: nothing.
    const resting = await platform.member(`${prefix}rest`, { balance: '0' });
    expect((await platform.call('/wps/rg/exclusion', { method: 'POST', token: resting.token, body: { kind: 'coolOff', duration: '24h' } })).body.success).toBe(true);
    const restingLogin = await login(`${prefix}rest`);
    if (restingLogin.body.success) expect(await balance(restingLogin.body.value.token)).toBe('0.00');
    expect(await written(resting.memberId)).toMatchObject({ claims: 0, turnover: 0 });

    // A trial account: nothing.
    const trial = await platform.call('/wps/session/login/freeplay', { method: 'POST', body: { random: 'r'.repeat(24), os: 'web', platform: 'W', gatewayVersion: 3 }, encrypt: true });
    expect(trial.body.success).toBe(true);
    expect(await written(trial.body.value.member.id)).toMatchObject({ claims: 0, turnover: 0 });
    await reconciles();

    // Switched off again, so the other suites' logins stay unpaid.
    for (const [promotionId, type, amount] of [[registerId, 'REGISTER', '11.00'], [loginId, 'LOGIN', '7.00']]) {
      await define(promotionId, { type, fixedAmount: amount, autoGrant: true, enabled: false });
    }
  });

  if (label === 'PostgreSQL') {
    it('two platform processes on one database: the job of one and the draws of the other pay a raffle once', async () => {
      // The second process looks for due raffles every second (RAFFLE_TICK_MS).
      process.env.RAFFLE_TICK_MS = '1000';
      const second = await startCashierPlatform(url);
      delete process.env.RAFFLE_TICK_MS;
      try {
        const promotionId = `${prefix}RAF2`;
        const drawAt = Date.now() + 4_000;
        await define(promotionId, { type: 'LUCKYBET', fixedAmount: '4.00', turnoverMultiple: 1, drawAt: new Date(drawAt).toISOString(), winners: 1 });
        const entrants = [await platform.member(`${prefix}t1`, { balance: '0' }), await platform.member(`${prefix}t2`, { balance: '0' })];
        for (const member of entrants) expect((await join(member.token, promotionId)).body.success).toBe(true);
        await new Promise((resolve) => setTimeout(resolve, drawAt - Date.now() + 50));
        const runs = await Promise.all(Array.from({ length: 10 }, () => platform.operator('POST', `/promotions/${promotionId}/draw`)));
        const result = runs[0].body.value;
        for (const run of runs) expect(run.body.value).toEqual(result);
        expect(result.winners).toEqual([expect.objectContaining({ paid: true })]);
        const balances = await Promise.all(entrants.map((m) => balance(m.token)));
        expect(balances.sort()).toEqual(['0.00', '4.00']);

        // A raffle nobody draws by hand: the second process's job draws it at its time.
        const byJob = `${prefix}RAF3`;
        await define(byJob, { type: 'LUCKYBET', fixedAmount: '3.00', turnoverMultiple: 1, drawAt: new Date(Date.now() + 1_000).toISOString(), winners: 1 });
        const only = await platform.member(`${prefix}t3`, { balance: '0' });
        expect((await join(only.token, byJob)).body.success).toBe(true);
        let drawn = await platform.operator('GET', `/promotions/${byJob}/draw`);
        for (let i = 0; i < 40 && !drawn.body.success; i++) {
          await new Promise((resolve) => setTimeout(resolve, 500));
          drawn = await platform.operator('GET', `/promotions/${byJob}/draw`);
        }
        expect(drawn.body.value).toMatchObject({ entries: 1, winners: [{ memberId: only.memberId, paid: true }] });
        expect(await balance(only.token)).toBe('3.00');
        await reconciles();
      } finally {
        await second.stop();
      }
    });
  }
}

describe('raffle draws and automatic rewards on PGlite', () => {
  defineSuite('PGlite', async () => undefined);
});

const reachable = postgresReachable();
(reachable ? describe : describe.skip)('raffle draws and automatic rewards on PostgreSQL', () => {
  const database = testDatabase();
  defineSuite('PostgreSQL', () => database.create());
  afterAll(() => database.drop());
});
