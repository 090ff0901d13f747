// Deposits against a real platform process (money-and-agents §2, §7): the same scenarios run on
// PGlite and on PostgreSQL (platform-deposits-*.test.ts). Every money test checks the ledger's
// reconcile report afterwards; creating an order never moves money; approval credits exactly once
// whoever asks and however often; the gateway's callback is believed only when signed and fresh.
import { createHmac, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { encryptAes, type RsaPublicKeyInfo } from './payload-client';
import type { RunningPlatform } from './platform-process';

export const GATEWAY_SECRET = 'test-gateway-secret-0123456789';

interface Answer<T = any> {
  status: number;
  body: { success: boolean; value?: T; code?: string; message?: string };
}

export interface DepositHarness {
  platform: RunningPlatform;
  /** Moves an order's expiry into the past (only where the test can reach the database). */
  expireNow?: (depositId: string) => Promise<void>;
  /** The turnover requirement recorded for a deposit ("2000.00"), where the test can read it. */
  turnoverOf?: (depositId: string) => Promise<string | undefined>;
}

export function depositScenarios(start: () => Promise<DepositHarness>, stop: () => Promise<void>) {
  let harness: DepositHarness;
  let rsa: RsaPublicKeyInfo;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    harness = await start();
    rsa = (await call<RsaPublicKeyInfo>('/wps/session/key/rsa')).body.value!;
  }, 90_000);
  afterAll(() => stop());

  async function call<T = any>(route: string, init: RequestInit & { token?: string; key?: string; operator?: boolean } = {}): Promise<Answer<T>> {
    const headers = new Headers(init.headers);
    headers.set('Merchant', 'DEMO');
    headers.set('X-Forwarded-For', '127.0.0.1');
    if (init.token) headers.set('Authorization', init.token);
    if (init.key) headers.set('Idempotency-Key', init.key);
    if (init.operator) headers.set('X-Operator-Key', harness.platform.operatorKey);
    if (init.body && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    const response = await fetch(`${harness.platform.url}${route}`, { ...init, headers });
    return { status: response.status, body: await response.json() };
  }

  async function login(username: string): Promise<string> {
    if (tokens[username]) return tokens[username];
    const payload = encryptAes({ username, password: 'Demo@2026', type: 'username' }, rsa);
    const answer = await call('/wps/session/login', { method: 'POST', headers: payload.headers, body: JSON.stringify(payload.body) });
    expect(answer.body.success).toBe(true);
    tokens[username] = answer.body.value.token;
    return tokens[username];
  }

  const newKey = () => randomBytes(12).toString('hex');
  const balance = async (user: string) => (await call('/wps/v2/wallets/balance', { token: await login(user) })).body.value.balance as string;
  async function expectReconciled() {
    const report = await call('/admin/ledger/reconcile', { operator: true });
    expect(report.body.value).toMatchObject({ ok: true, total: '0.00' });
  }

  const CREATE = {
    BANK: ['/wps/relay/MCSFE_manualTransferByAccountName', { vendorId: 'BANKTH', payeeName: 'Somchai Demo' }],
    QR: ['/wps/relay/MCSFE_depositByQRImageUrl', { vendorId: 'TBQR' }],
    USDT: ['/wps/relay/MCSFE_depositVirtualWallet', { vendorId: 'USDT-TRC20' }],
  } as const;

  async function create(user: string, method: keyof typeof CREATE, amount: unknown, extra: object = {}, key = newKey()) {
    const [path, body] = CREATE[method];
    return call(path, { method: 'POST', token: await login(user), key, body: JSON.stringify({ ...body, amount, ...extra }) });
  }

  const decide = (depositId: string, action: 'approve' | 'reject', remark = 'checked') =>
    call(`/admin/deposits/${depositId}/${action}`, { method: 'POST', operator: true, body: JSON.stringify({ remark }) });

  function signed(body: object, { secret = GATEWAY_SECRET, timestamp = Date.now() } = {}) {
    const rawBody = JSON.stringify(body);
    const signature = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
    return { method: 'POST', headers: { 'X-Timestamp': String(timestamp), 'X-Signature': signature, 'Content-Type': 'application/json' }, body: rawBody };
  }
  const callback = (init: { method: string; headers: Record<string, string>; body: string }) =>
    fetch(`${harness.platform.url}/gateway/local/callback`, init).then(async (r) => ({ status: r.status, body: await r.json() }));

  describe('channels and settings', () => {
    it('lists channels by bankType with limits and fees, and the settings', async () => {
      const token = await login('demo01');
      const channels = await call('/wps/relay/MCSFE_getDepositPaymentChannels', { token });
      expect(channels.body.value.TBQR.channels[0]).toMatchObject({ vendorId: 'TBQR', method: 'QR', min: '100.00', max: '30000.00' });
      expect(channels.body.value.TRX.channels[0]).toMatchObject({ customerCharge: '1.0', minCustomerCharge: '10.00' });
      const settings = await call('/wps/relay/MCSFE_getDepositSettings', { token });
      expect(settings.body.value).toMatchObject({ allowDeposit: 'Y' });
    });

    it('refuses guests and trial members', async () => {
      expect((await call('/wps/relay/MCSFE_getDepositPaymentChannels')).status).toBe(401);
      const payload = encryptAes({ random: 'r'.repeat(24), os: 'web', platform: 'W', gatewayVersion: 3 }, rsa);
      const trial = await call('/wps/session/login/freeplay', { method: 'POST', headers: payload.headers, body: JSON.stringify(payload.body) });
      const refused = await call(CREATE.QR[0], { method: 'POST', token: trial.body.value.token, key: newKey(), body: JSON.stringify({ vendorId: 'TBQR', amount: '500' }) });
      expect(refused).toMatchObject({ status: 403, body: { code: 'in_need_true_account' } });
    });
  });

  describe('creating orders', () => {
    it('creates an order per method without moving money', async () => {
      const before = await balance('demo01');
      const bank = await create('demo01', 'BANK', '1000.00');
      expect(bank.body.value).toMatchObject({ state: 5, amount: '1000.00', fee: '0.00', instructions: { method: 'BANK', payeeName: 'Somchai Demo' } });
      expect(bank.body.value.instructions.accountNumber).toMatch(/^\d{10}$/);
      const qr = await create('demo01', 'QR', '250.50');
      expect(qr.body.value.instructions.payload).toMatch(/^000201010212.*5406250\.506304[0-9A-F]{4}$/);
      const usdt = await create('demo01', 'USDT', '1000');
      // 1000 THB at 36.50 THB/USDT = 27.397260.27… rounded up; fee 1 % (min 10) deducted.
      expect(usdt.body.value).toMatchObject({ fee: '10.00', creditAmount: '990.00', instructions: { usdtAmount: '27.397261', rate: '36.50' } });
      const window = Date.parse(usdt.body.value.expiresAt) - Date.parse(usdt.body.value.createdAt);
      expect(window).toBe(30 * 60_000);
      expect(await balance('demo01')).toBe(before);
      await expectReconciled();
    });

    it('replays a create with the same key, and refuses the key for other parameters', async () => {
      const key = newKey();
      const first = await create('demo01', 'QR', '300', {}, key);
      const again = await create('demo01', 'QR', '300', {}, key);
      expect(again.body.value.depositId).toBe(first.body.value.depositId);
      expect((await create('demo01', 'QR', '301', {}, key)).body.code).toBe('idempotency_key_reused');
    });

    it.each([
      ['-5', 'amount_invalid'],
      ['0', 'amount_zero'],
      ['10.123', 'amount_invalid'],
      ['99999999999999', 'amount_invalid'],
      ['1000000001', 'amount_too_large'],
      ['abc', 'amount_invalid'],
      [12.5, 'amount_invalid'],
      ['99.99', 'amount_below_min'],
      ['30000.01', 'amount_above_max'],
    ])('refuses the amount %p with %s', async (amount, code) => {
      const answer = await create('demo01', 'QR', amount);
      expect(answer.body).toMatchObject({ success: false, code });
    });

    it('refuses an unknown channel, a channel of another method and an ineligible promotion', async () => {
      expect((await create('demo01', 'QR', '500', { vendorId: 'NOPE' })).body.code).toBe('channel_invalid');
      expect((await create('demo01', 'QR', '500', { vendorId: 'BANKTH' })).body.code).toBe('channel_invalid');
      expect((await create('demo01', 'QR', '500', { promotionId: 'DAILY5' })).body.code).toBe('promotion_invalid');
    });

    it('offers promotions by amount and records the choice', async () => {
      const token = await login('demo03');
      const few = await call('/wps/relay/getDepositPromotions?amount=500&vendorId=TBQR', { token });
      expect(few.body.value.map((p: { promotionId: string }) => p.promotionId)).toEqual(['FIRST10']);
      const order = await create('demo03', 'QR', '500', { promotionId: 'FIRST10' });
      expect(order.body.value.promotionId).toBe('FIRST10');
    });
  });

  describe('approval', () => {
    it('credits amount − fee once, records turnover, and reconciles; replays move nothing', async () => {
      const before = await balance('demo02');
      const order = (await create('demo02', 'USDT', '2000')).body.value;
      const approved = await decide(order.depositId, 'approve');
      expect(approved.body.value).toMatchObject({ state: 2 });
      expect(await balance('demo02')).toBe((Number(before) + 1980).toFixed(2));
      const replay = await decide(order.depositId, 'approve');
      expect(replay.body.value).toMatchObject({ state: 2 });
      const lateReject = await decide(order.depositId, 'reject');
      expect(lateReject).toMatchObject({ status: 409, body: { code: 'deposit_state_invalid' } });
      expect(await balance('demo02')).toBe((Number(before) + 1980).toFixed(2));
      // depositTurnoverPercent 100: the whole deposit must be played once.
      if (harness.turnoverOf) expect(await harness.turnoverOf(order.depositId)).toBe('2000.00');
      await expectReconciled();
    });

    it('lets exactly one of a concurrent approve and reject win', async () => {
      for (let round = 0; round < 3; round += 1) {
        const before = await balance('demo02');
        const order = (await create('demo02', 'BANK', '500')).body.value;
        const [approve, reject] = await Promise.all([decide(order.depositId, 'approve'), decide(order.depositId, 'reject')]);
        expect([approve.body.success, reject.body.success].filter(Boolean)).toHaveLength(1);
        const expected = approve.body.success ? Number(before) + 500 : Number(before);
        expect(await balance('demo02')).toBe(expected.toFixed(2));
        const list = await call('/admin/deposits', { operator: true });
        const row = list.body.value.find((o: { depositId: string }) => o.depositId === order.depositId);
        expect(row.state).toBe(approve.body.success ? 2 : 6);
        // The payer's name beside the member's real name, and whether they match (a risk hint).
        expect(row).toMatchObject({ payerName: 'Somchai Demo' });
        expect(row.payerMatchesRealName).toBe(row.realName !== null && row.realName.toLowerCase() === 'somchai demo');
      }
      await expectReconciled();
    });

    it('credits once when the same approval is sent many times at once', async () => {
      const before = await balance('demo02');
      const order = (await create('demo02', 'BANK', '700')).body.value;
      const answers = await Promise.all(Array.from({ length: 5 }, () => decide(order.depositId, 'approve')));
      expect(answers.every((a) => a.body.value?.state === 2)).toBe(true);
      expect(await balance('demo02')).toBe((Number(before) + 700).toFixed(2));
      await expectReconciled();
    });
  });

  describe('the first-deposit promotion (decided at approval, once per member)', () => {
    const BONUS_OF_1000 = '100.00'; // FIRST10: 10 % of a 1,000.00 deposit
    async function newMember(): Promise<string> {
      const account = `fd${randomBytes(5).toString('hex')}`;
      const made = await call('/admin/members', { method: 'POST', operator: true, body: JSON.stringify({ account, password: 'Demo@2026' }) });
      expect(made.status).toBe(201);
      return account;
    }
    const firstDeposit = async (user: string) => (await create(user, 'BANK', '1000', { promotionId: 'FIRST10' })).body;
    const outcomes = (answers: Answer[]) => answers.map((a) => a.body.value?.bonusOutcome).sort();

    it('pays one bonus for ten orders made first and approved at once; replays pay nothing more', async () => {
      const user = await newMember();
      const orders: { depositId: string }[] = [];
      for (let i = 0; i < 10; i += 1) {
        const made = await firstDeposit(user);
        expect(made.success).toBe(true);
        orders.push(made.value);
      }
      const approvals = await Promise.all(orders.map((o) => decide(o.depositId, 'approve')));
      expect(approvals.every((a) => a.body.value?.state === 2)).toBe(true);
      expect(outcomes(approvals)).toEqual(['already_claimed', ...Array(8).fill('already_claimed'), 'paid'].sort());
      expect(await balance(user)).toBe((10_000 + Number(BONUS_OF_1000)).toFixed(2));
      const replays = await Promise.all(orders.map((o) => decide(o.depositId, 'approve')));
      expect(outcomes(replays)).toEqual(outcomes(approvals));
      expect(await balance(user)).toBe((10_000 + Number(BONUS_OF_1000)).toFixed(2));
      // The operator's queue says which orders were approved as plain deposits.
      const queue = (await call('/admin/deposits?state=2', { operator: true })).body.value as { depositId: string; bonusOutcome: string }[];
      const ours = queue.filter((o) => orders.some((mine) => mine.depositId === o.depositId));
      expect(ours.filter((o) => o.bonusOutcome === 'paid')).toHaveLength(1);
      await expectReconciled();
    });

    it('pays one bonus when ten orders are made and approved interleaved', async () => {
      const user = await newMember();
      const runs = await Promise.all(
        Array.from({ length: 10 }, async () => {
          const made = await firstDeposit(user);
          // Once one is approved, the form no longer offers the promotion: such a make is refused.
          if (!made.success) return { made, approved: undefined };
          return { made, approved: await decide(made.value.depositId, 'approve') };
        }),
      );
      const approved = runs.flatMap((r) => (r.approved ? [r.approved] : []));
      expect(runs.filter((r) => !r.made.success).every((r) => r.made.code === 'promotion_invalid')).toBe(true);
      expect(approved.every((a) => a.body.value?.state === 2)).toBe(true);
      expect(approved.filter((a) => a.body.value.bonusOutcome === 'paid')).toHaveLength(1);
      expect(await balance(user)).toBe((approved.length * 1000 + Number(BONUS_OF_1000)).toFixed(2));
      await expectReconciled();
    });

    it('approves an order whose member already had an approved deposit as a plain deposit', async () => {
      const user = await newMember();
      const early = (await firstDeposit(user)).value;
      const plain = (await create(user, 'BANK', '1000')).body.value;
      expect((await decide(plain.depositId, 'approve')).body.value).toMatchObject({ state: 2, bonusOutcome: null });
      expect((await decide(early.depositId, 'approve')).body.value).toMatchObject({ state: 2, bonusOutcome: 'already_claimed' });
      expect(await balance(user)).toBe('2000.00');
      const seen = await call(`/wps/relay/getDepositConfirmationDetail?depositId=${early.depositId}`, { token: await login(user) });
      expect(seen.body.value.bonusOutcome).toBe('already_claimed');
      await expectReconciled();
    });
  });

  describe('the local payment gateway', () => {
    it('credits once on a signed PAID callback; a replayed event returns the first answer', async () => {
      const before = await balance('demo03');
      const order = (await create('demo03', 'QR', '800')).body.value;
      const list = await call('/admin/deposits?state=5', { operator: true });
      const reference = list.body.value.find((o: { depositId: string }) => o.depositId === order.depositId).gatewayRef;
      const event = { eventId: `evt_${newKey()}`, reference, depositId: order.depositId, status: 'PAID', amount: '800.00' };
      // The PSP retries at once: three deliveries of one event race, one credit.
      const deliveries = await Promise.all([callback(signed(event)), callback(signed(event)), callback(signed(event))]);
      for (const paid of deliveries) expect(paid.body).toMatchObject({ success: true, value: { state: 2 } });
      const replayed = await callback(signed(event));
      expect(replayed.body).toMatchObject({ success: true, value: { state: 2 } });
      const otherEvent = await callback(signed({ ...event, eventId: `evt_${newKey()}` }));
      expect(otherEvent.body.code).toBe('deposit_state_invalid');
      expect(await balance('demo03')).toBe((Number(before) + 800).toFixed(2));
      await expectReconciled();
    });

    it('refuses forged signatures, stale timestamps and amount mismatches, and moves nothing', async () => {
      const before = await balance('demo03');
      const order = (await create('demo03', 'QR', '600')).body.value;
      const list = await call('/admin/deposits?state=5', { operator: true });
      const reference = list.body.value.find((o: { depositId: string }) => o.depositId === order.depositId).gatewayRef;
      const event = { eventId: `evt_${newKey()}`, reference, depositId: order.depositId, status: 'PAID', amount: '600.00' };
      expect((await callback(signed(event, { secret: 'not-the-secret' }))).status).toBe(401);
      const tampered = signed(event);
      expect((await callback({ ...tampered, body: tampered.body.replace('600.00', '6000.00') })).status).toBe(401);
      expect((await callback({ ...tampered, headers: { ...tampered.headers, 'X-Signature': '' } })).status).toBe(401);
      const stale = await callback(signed(event, { timestamp: Date.now() - 6 * 60_000 }));
      expect(stale).toMatchObject({ status: 401, body: { code: 'timestamp_stale' } });
      const mismatch = { ...event, eventId: `evt_${newKey()}`, amount: '6000.00' };
      expect((await callback(signed(mismatch))).body.code).toBe('amount_mismatch');
      expect((await callback(signed(mismatch))).body.code).toBe('amount_mismatch');
      expect(await balance('demo03')).toBe(before);
      const detail = await call(`/wps/relay/getDepositConfirmationDetail?depositId=${order.depositId}`, { token: await login('demo03') });
      expect(detail.body.value.state).toBe(5);
      await expectReconciled();
    });

    it('pays through the operator simulation, and FAILED rejects', async () => {
      const before = await balance('demo03');
      const paid = (await create('demo03', 'BANK', '150')).body.value;
      const failed = (await create('demo03', 'BANK', '160')).body.value;
      const pay = await call(`/admin/gateway/local/pay/${paid.depositId}`, { method: 'POST', operator: true, body: JSON.stringify({ status: 'PAID' }) });
      expect(pay.body.value.state).toBe(2);
      const fail = await call(`/admin/gateway/local/pay/${failed.depositId}`, { method: 'POST', operator: true, body: JSON.stringify({ status: 'FAILED' }) });
      expect(fail.body.value.state).toBe(6);
      expect(await balance('demo03')).toBe((Number(before) + 150).toFixed(2));
      await expectReconciled();
    });
  });

  describe('the member side of an order', () => {
    it('uploads a slip (5 → 4), refuses non-images and oversize, and hides other members\' orders', async () => {
      const token = await login('demo01');
      const order = (await create('demo01', 'BANK', '400')).body.value;
      // A phone photo carries EXIF (camera, place): the stored slip must not.
      const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a6' } }).jpeg().withExif({ IFD0: { Artist: 'where-i-live' } }).toBuffer();
      expect((await sharp(photo).metadata()).exif).toBeDefined();
      const upload = (image: string, depositId = order.depositId, as = token) =>
        call('/wps/relay/depositUploadImage', { method: 'POST', token: as, body: JSON.stringify({ depositId, image }) });
      expect((await upload('data:image/png;base64,' + Buffer.from('not an image at all').toString('base64'))).body.code).toBe('image_invalid');
      expect((await upload('data:text/html;base64,PGI+aGk8L2I+')).body.code).toBe('image_invalid');
      const huge = Buffer.alloc(5 * 1024 * 1024 + 10, 1).toString('base64');
      expect((await upload(`data:image/png;base64,${huge}`)).body.code).toBe('image_too_large');
      expect((await upload(`data:image/jpeg;base64,${photo.toString('base64')}`, order.depositId, await login('demo02'))).status).toBe(404);
      const uploaded = await upload(`data:image/jpeg;base64,${photo.toString('base64')}`);
      expect(uploaded.body.value).toMatchObject({ state: 4, hasSlip: true });
      const slip = await fetch(`${harness.platform.url}/admin/deposits/${order.depositId}/slip`, { headers: { 'X-Operator-Key': harness.platform.operatorKey } });
      expect(slip.headers.get('content-type')).toBe('image/webp');
      const stored = await sharp(Buffer.from(await slip.arrayBuffer())).metadata();
      expect(stored).toMatchObject({ format: 'webp', width: 40, height: 30 });
      expect(stored.exif).toBeUndefined();
      expect((await call(`/wps/relay/getDepositConfirmationDetail?depositId=${order.depositId}`, { token: await login('demo02') })).status).toBe(404);
    });

    it('reminds at most once per 10 minutes and cancels', async () => {
      const token = await login('demo01');
      const order = (await create('demo01', 'QR', '450')).body.value;
      const remind = () => call('/wps/relay/MCSFE_initiateReminder', { method: 'POST', token, body: JSON.stringify({ depositId: order.depositId }) });
      expect((await remind()).body.success).toBe(true);
      expect((await remind()).body.code).toBe('remind_too_soon');
      const cancel = await call('/wps/relay/MCSFE_cancelDeposit', { method: 'POST', token, body: JSON.stringify({ depositId: order.depositId }) });
      expect(cancel.body.value.state).toBe(3);
      expect((await decide(order.depositId, 'approve')).body.code).toBe('deposit_state_invalid');
      expect((await remind()).body.code).toBe('deposit_state_invalid');
    });

    it('lists the member\'s own records with the arrivals total', async () => {
      const token = await login('demo02');
      const now = Date.now();
      const report = await call(`/wps/relay/voucherReport?startDate=${now - 3_600_000}&endDate=${now + 60_000}&page=1&size=50`, { token });
      expect(report.body.value.list.length).toBeGreaterThan(0);
      expect(report.body.value.list.every((row: { depositId: string }) => row.depositId.startsWith('DP'))).toBe(true);
      const arrived = report.body.value.list.filter((r: { state: number }) => r.state === 2).reduce((s: number, r: { reimbursementAmount: string }) => s + Number(r.reimbursementAmount), 0);
      expect(report.body.value.footer.total_arrivals).toBe(arrived.toFixed(2));
      const approvedOnly = await call(`/wps/relay/voucherReport?startDate=${now - 3_600_000}&endDate=${now + 60_000}&depositState=2`, { token });
      expect(approvedOnly.body.value.list.every((r: { state: number }) => r.state === 2)).toBe(true);
    });
  });

  it('expires new orders past their time', async () => {
    if (!harness.expireNow) return;
    const order = (await create('demo01', 'QR', '350')).body.value;
    await harness.expireNow(order.depositId);
    const token = await login('demo01');
    let state = 5;
    for (let i = 0; i < 40 && state === 5; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = (await call(`/wps/relay/getDepositConfirmationDetail?depositId=${order.depositId}`, { token })).body.value.state;
    }
    expect(state).toBe(7);
    expect((await decide(order.depositId, 'approve')).body.code).toBe('deposit_state_invalid');
    await expectReconciled();
  });
}
