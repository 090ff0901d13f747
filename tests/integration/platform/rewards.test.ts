/** @jest-environment node */
// Promotions and the reward center against a real platform process, on PGlite and on PostgreSQL:
// a deposit promotion's bonus is its own entry with its turnover, played off by real rounds; fifty
// simultaneous claims of one reward (and of one promo code) by one member credit once; a replay
// gets the same answer; bad input (oversized or non-image uploads, a long remark, expired, unknown
// or foreign ids, trial accounts) gets the spec's code and writes nothing; reconcile passes.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { startCashierPlatform, type CashierHarness } from './cashier-harness';
import { postgresReachable, testDatabase } from './postgres-test-db';

jest.setTimeout(240_000);

const DAY = 86_400_000;
const png = async (width = 40) => `data:image/png;base64,${(await sharp({ create: { width, height: width, channels: 3, background: '#c33' } }).png().toBuffer()).toString('base64')}`;

function definition(promotionId: string, extra: Record<string, unknown>) {
  return {
    promotionId,
    type: 'LOGIN',
    title: { en: `Test ${promotionId}`, th: `ทดสอบ ${promotionId}` },
    description: { en: 'A test promotion', th: 'โปรโมชั่นทดสอบ' },
    startsAt: new Date(Date.now() - DAY).toISOString(),
    endsAt: new Date(Date.now() + 30 * DAY).toISOString(),
    turnoverMultiple: 2,
    ...extra,
  };
}

function defineRewardSuite(databaseUrl: () => Promise<string | undefined>) {
  let platform: CashierHarness;
  const prefix = `r${Date.now().toString(36).slice(-5)}`;

  const written = (memberId: number) => platform.hook<{ claims: number; images: number; entries: number; turnover: number }>('GET', `/rewards/written/${memberId}`);
  const balance = async (token: string) => (await platform.call('/wps/v2/wallets/balance', { token })).body.value.balance as string;
  const summary = async (token: string) => (await platform.call('/wps/relay/rewardsSummary?language=en', { token })).body.value;
  async function reconciles() {
    expect(await platform.hook('GET', '/reconcile')).toMatchObject({ ok: true });
  }
  async function define(promotionId: string, extra: Record<string, unknown>) {
    const answer = await platform.operator('PUT', '/promotions', definition(`${prefix}${promotionId}`, extra));
    expect(answer.body).toMatchObject({ success: true });
    return `${prefix}${promotionId}`;
  }

  beforeAll(async () => {
    platform = await startCashierPlatform(await databaseUrl());
  });
  afterAll(() => platform?.stop());

  it('credits a deposit promotion on approval as its own entry with its turnover, played off by rounds', async () => {
    const promotionId = await define('DEP', { type: 'DEPOSIT', percent: '10', maxBonus: '50.00', minDeposit: '100.00', turnoverMultiple: 10 });
    const member = await platform.member(`${prefix}dep`, { balance: '0' });
    const offered = await platform.call(`/wps/relay/getDepositPromotions?amount=1000.00&language=th`, { token: member.token });
    expect(offered.body.value).toContainEqual(expect.objectContaining({ promotionId, name: `ทดสอบ ${promotionId}`, percent: 10, maxBonus: '50.00' }));
    const created = await platform.call('/wps/relay/MCSFE_depositByQRImageUrl', { method: 'POST', token: member.token, key: randomUUID(), body: { amount: '1000.00', vendorId: 'TBQR', promotionId } });
    expect(created.body).toMatchObject({ success: true, value: { promotionId } });
    const depositId = created.body.value.depositId;
    const waiting = (await summary(member.token)).available.find((p: { promotionId: string }) => p.promotionId === promotionId);
    expect(waiting.status).toBe('IN_PROGRESS');

    const approved = await platform.operator('POST', `/deposits/${depositId}/approve`, {});
    expect(approved.body.success).toBe(true);
    const again = await platform.operator('POST', `/deposits/${depositId}/approve`, {});
    expect(again.body).toEqual(approved.body);
    expect(await balance(member.token)).toBe('1050.00');

    const center = await summary(member.token);
    expect(center.claimed).toEqual([expect.objectContaining({ promotionId, status: 'ISSUED', bonus: '50.00', turnoverRequired: '500.00' })]);
    const before = (await platform.call('/wps/relay/getTurnoverInfo', { token: member.token })).body.value;
    const required = Number(before.totalRequiredTurnover);
    expect(required).toBeGreaterThanOrEqual(500);
    expect(before.status).not.toBe('A');

    await platform.hook('POST', '/rounds', { memberId: member.memberId, gameType: 'RNG', rounds: Array.from({ length: 4 }, () => ({ bet: '100.00', win: '0.00', at: Date.now() })) });
    const after = (await platform.call('/wps/relay/getTurnoverInfo', { token: member.token })).body.value;
    expect(Number(after.totalActualTurnover)).toBe(400);
    expect(Number(after.details[0].remainingTurnover)).toBe(Math.max(0, required - 400));
    await reconciles();
  });

  it('lets fifty simultaneous claims of one issued reward credit once; a replay gets the same answer', async () => {
    const promotionId = await define('ISSUE', { fixedAmount: '25.00', applyRequired: true });
    const member = await platform.member(`${prefix}race`, { balance: '10.00' });
    const issued = await platform.operator('POST', `/promotions/${promotionId}/issue`, { account: `${prefix}race` });
    expect(issued.body.value).toMatchObject({ status: 'CLAIM', bonus: '25.00', turnoverRequired: '50.00' });
    const claimId = issued.body.value.claimId;
    expect((await summary(member.token)).claimableCount).toBe(1);
    const entriesBefore = (await written(member.memberId)).entries;

    const keys = Array.from({ length: 50 }, () => randomUUID());
    const answers = await Promise.all(keys.map((key) => platform.call('/wps/relay/MCSFE_claimIssuedPromotion', { method: 'POST', token: member.token, key, body: { claimId } })));
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.status !== 200)) expect(lost.body.code).toBe('claim_state_invalid');
    expect(won[0].body.value).toMatchObject({ balance: '35.00', claim: { status: 'CLAIMED' } });
    expect(await balance(member.token)).toBe('35.00');
    expect((await written(member.memberId)).entries).toBe(entriesBefore + 1);

    const winner = keys[answers.indexOf(won[0])];
    const replay = await platform.call('/wps/relay/MCSFE_claimIssuedPromotion', { method: 'POST', token: member.token, key: winner, body: { claimId } });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(won[0].body);
    expect(await balance(member.token)).toBe('35.00');
    expect((await summary(member.token)).claimableCount).toBe(0);
    await reconciles();
  });

  it('lets fifty simultaneous redemptions of one promo code credit once', async () => {
    await define('CODE', { type: 'PROMOCODE', promoCode: `${prefix.toUpperCase()}CODE`, fixedAmount: '8.00', turnoverMultiple: 3 });
    const member = await platform.member(`${prefix}code`, { balance: '0' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => platform.call('/wps/relay/PROMOFE_claimPromoCode', { method: 'POST', token: member.token, key: randomUUID(), body: { promoCode: `${prefix}code` } })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const lost of answers.filter((a) => a.status !== 200)) expect(lost.body.code).toBe('promotion_joined');
    expect(await balance(member.token)).toBe('8.00');
    expect(await written(member.memberId)).toMatchObject({ claims: 1, turnover: 1 });
    const unknown = await platform.call('/wps/relay/PROMOFE_claimPromoCode', { method: 'POST', token: member.token, key: randomUUID(), body: { promoCode: 'NOSUCHCODE' } });
    expect(unknown.body.code).toBe('promo_code_invalid');
    await reconciles();
  });

  it('takes an application with a remark and images, which an operator approves and the member claims', async () => {
    const promotionId = await define('APPLY', { type: 'SAVIOR', fixedAmount: '30.00', applyRequired: true });
    const member = await platform.member(`${prefix}apply`, { balance: '0' });
    const join = await platform.call('/wps/relay/MCSFE_signUpPromotionJoin', {
      method: 'POST',
      token: member.token,
      body: { promotionId, remark: 'ยอดเสียสัปดาห์นี้', images: [await png(), `data:image/jpeg;base64,${(await sharp({ create: { width: 30, height: 30, channels: 3, background: '#36c' } }).jpeg().toBuffer()).toString('base64')}`] },
    });
    expect(join.body).toMatchObject({ success: true, value: { status: 'APPLYING', imageCount: 2, remark: 'ยอดเสียสัปดาห์นี้' } });
    expect(await written(member.memberId)).toMatchObject({ claims: 1, images: 2 });
    const twice = await platform.call('/wps/relay/MCSFE_signUpPromotionJoin', { method: 'POST', token: member.token, body: { promotionId } });
    expect(twice.body.code).toBe('promotion_joined');

    const queue = await platform.operator('GET', '/promotion-claims?state=A');
    expect(queue.body.value).toContainEqual(expect.objectContaining({ claimId: join.body.value.claimId, account: `${prefix}apply` }));
    const decided = await platform.operator('POST', `/promotion-claims/${join.body.value.claimId}/decide`, { action: 'approve', amount: '45.00' });
    expect(decided.body.value).toMatchObject({ status: 'CLAIM', bonus: '45.00', turnoverRequired: '90.00' });
    const claim = await platform.call('/wps/relay/PROMOFE_claimTicket', { method: 'POST', token: member.token, key: randomUUID(), body: { transactionId: join.body.value.claimId } });
    expect(claim.body).toMatchObject({ success: true, value: { balance: '45.00' } });
    await reconciles();
  });

  it('refuses bad input with the spec’s codes and writes nothing', async () => {
    const apply = await define('BAD', { type: 'SAVIOR', fixedAmount: '10.00', applyRequired: true });
    const ended = await define('ENDED', { fixedAmount: '10.00', startsAt: new Date(Date.now() - 10 * DAY).toISOString(), endsAt: new Date(Date.now() - DAY).toISOString() });
    const soon = await define('SOON', { fixedAmount: '10.00', startsAt: new Date(Date.now() + DAY).toISOString(), endsAt: new Date(Date.now() + 10 * DAY).toISOString() });
    const member = await platform.member(`${prefix}bad`, { balance: '0' });
    const other = await platform.member(`${prefix}other`, { balance: '0' });
    const trial = await platform.member(`${prefix}trial`, { type: 4 });
    const join = (token: string, body: unknown) => platform.call('/wps/relay/MCSFE_signUpPromotionJoin', { method: 'POST', token, body });
    const image = await png();
    const big = `data:image/png;base64,${Buffer.alloc(5 * 1024 * 1024 + 10, 1).toString('base64')}`;
    const gif = `data:image/gif;base64,${(await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer()).toString('base64')}`;
    const fake = `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`;
    const jpegAsPng = `data:image/png;base64,${(await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).jpeg().toBuffer()).toString('base64')}`;

    const cases: [unknown, number, string][] = [
      [{ promotionId: apply, remark: 'x'.repeat(141) }, 400, 'remark_too_long'],
      [{ promotionId: apply, images: [big] }, 413, 'image_too_large'],
      [{ promotionId: apply, images: [image, fake] }, 400, 'image_invalid'],
      [{ promotionId: apply, images: [gif] }, 400, 'image_invalid'],
      [{ promotionId: apply, images: [jpegAsPng] }, 400, 'image_invalid'],
      [{ promotionId: apply, images: [image, image, image, image] }, 400, 'too_many_images'],
      [{ promotionId: ended }, 409, 'promotion_closed'],
      [{ promotionId: soon }, 409, 'promotion_not_started'],
      [{ promotionId: 'NOSUCHPROMO' }, 404, 'promotion_not_found'],
      [{ promotionId: '../../etc' }, 400, 'validation_failed'],
    ];
    for (const [body, status, code] of cases) {
      const answer = await join(member.token, body);
      expect([answer.status, answer.body.code]).toEqual([status, code]);
    }
    const trialJoin = await join(trial.token, { promotionId: apply });
    expect([trialJoin.status, trialJoin.body.code]).toEqual([403, 'in_need_true_account']);
    const trialCode = await platform.call('/wps/relay/PROMOFE_claimPromoCode', { method: 'POST', token: trial.token, key: randomUUID(), body: { promoCode: 'WELCOME88' } });
    expect(trialCode.body.code).toBe('in_need_true_account');

    // Another member's reward reads as missing; an expired one cannot be claimed.
    const theirs = await platform.operator('POST', `/promotions/${apply}/issue`, { account: `${prefix}other`, amount: '5.00' });
    const foreign = await platform.call('/wps/relay/MCSFE_claimIssuedPromotion', { method: 'POST', token: member.token, key: randomUUID(), body: { claimId: theirs.body.value.claimId } });
    expect([foreign.status, foreign.body.code]).toEqual([404, 'claim_not_found']);
    const noKey = await platform.call('/wps/relay/MCSFE_claimIssuedPromotion', { method: 'POST', token: other.token, body: { claimId: theirs.body.value.claimId } });
    expect(noKey.body.code).toBe('idempotency_key_required');

    expect(await written(member.memberId)).toMatchObject({ claims: 0, images: 0, turnover: 0 });
    expect(await written(trial.memberId)).toMatchObject({ claims: 0, images: 0 });
    expect(await balance(member.token)).toBe('0.00');
    await reconciles();
  });

  it('shows player01’s seeded history: a claimable reward, claimed and expired ones; an expired reward cannot be claimed', async () => {
    const player = await platform.member('player01');
    const center = await summary(player.token);
    expect(center.claimableCount).toBeGreaterThanOrEqual(1);
    expect(center.claimed.map((c: { status: string }) => c.status)).toEqual(expect.arrayContaining(['CLAIMED', 'CLAIM', 'SIGNED_UP']));
    expect(center.expired.length).toBeGreaterThanOrEqual(1);
    const statuses = center.available.map((p: { status: string }) => p.status);
    expect(statuses).toEqual(expect.arrayContaining(['JOIN', 'COMING_SOON']));
    const expired = await platform.call('/wps/relay/MCSFE_claimIssuedPromotion', { method: 'POST', token: player.token, key: randomUUID(), body: { claimId: center.expired[0].claimId } });
    expect([expired.status, expired.body.code]).toEqual([409, 'claim_expired']);
    const guest = await platform.call('/wps/relay/MCSFE_getAvailablePromotions?language=th');
    expect(guest.body.value.find((p: { promotionId: string }) => p.promotionId === 'FIRST10')).toMatchObject({ title: 'โบนัสฝากแรก 10%', status: 'JOIN', claim: null });
    await reconciles();
  });
}

describe('rewards on PGlite', () => {
  defineRewardSuite(async () => undefined);
});

const reachable = postgresReachable();
(reachable ? describe : describe.skip)('rewards on PostgreSQL', () => {
  const database = testDatabase();
  defineRewardSuite(() => database.create());
  afterAll(() => database.drop());
});
