/** @jest-environment node */
// Issue 27 finding 1: deposit slips and "not received" proofs cost the platform seconds of CPU and
// megabytes of database each, and every one was kept. Now an image over about 12 MP is refused from
// its header with a localized code, an image sent again replaces the order's earlier one (the
// operator sees the latest), and sending is limited per order and per member within the hour; a
// refusal changes nothing. On PGlite, in a platform process of its own (cashier-harness.ts).
import { randomInt, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { LIMITS } from '../../../platform/src/core/abuse-limits';
import { startCashierPlatform, type CashierHarness } from './cashier-harness';

jest.setTimeout(180_000);

const MESSAGES = path.resolve(__dirname, '../../../messages');
const FP = 'fund1234';
const TABLES = 'cashier_images,deposit_orders,withdrawal_orders,order_events';
let h: CashierHarness;
let serial = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++serial}`;

beforeAll(async () => {
  h = await startCashierPlatform();
}, 120_000);
afterAll(() => h?.stop());

/** A flat PNG as a data URL: a few kilobytes whatever its pixel count (what makes it an attack). */
async function png(width: number, height: number, background = '#3a6') {
  const bytes = await sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
  return `data:image/png;base64,${bytes.toString('base64')}`;
}

/** 4160 × 3125 = 13,000,000 pixels. */
const thirteenMegapixels = () => png(4160, 3125);

const imagesOf = async (memberId: number) => (await h.hook<{ images: number }>('GET', `/rewards/written/${memberId}`)).images;
const fingerprint = () => h.hook<Record<string, string | null>>('GET', `/fingerprint?tables=${TABLES}`);

/** The message every locale of the portal shows for `code` in `area` (messages/<area>/<locale>.json, `<area>.errors`). */
function messagesFor(area: string, code: string): Record<string, string | undefined> {
  const locales = readdirSync(path.join(MESSAGES, area)).map((file) => file.replace(/\.json$/, ''));
  return Object.fromEntries(
    locales.map((locale) => {
      const tree = JSON.parse(readFileSync(path.join(MESSAGES, area, `${locale}.json`), 'utf8'));
      return [locale, tree[area]?.errors?.[code]];
    }),
  );
}

describe('deposit slips', () => {
  async function memberWithOrder() {
    const m = await h.member(unique('up'), { payeeName: 'Somchai Jaidee' });
    return { ...m, depositId: await newOrder(m.token) };
  }
  async function newOrder(token: string): Promise<string> {
    const made = await h.call('/wps/relay/MCSFE_depositByQRImageUrl', { token, method: 'POST', key: randomUUID(), body: { vendorId: 'TBQR', amount: '500' } });
    expect(made.status).toBe(200);
    return made.body.value.depositId;
  }
  const upload = (token: string, depositId: string, image: string) => h.call('/wps/relay/depositUploadImage', { token, method: 'POST', body: { depositId, image } });
  /** The colour of the slip the operator is shown (lossy WebP: the strongest channel). */
  async function slipAsOperatorSees(depositId: string) {
    const answer = await fetch(`${h.url}/admin/deposits/${depositId}/slip`, { headers: { 'X-Operator-Key': h.operatorKey } });
    expect(answer.status).toBe(200);
    const { data } = await sharp(Buffer.from(await answer.arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
    const rgb = [data[0], data[1], data[2]];
    return ['red', 'green', 'blue'][rgb.indexOf(Math.max(...rgb))];
  }

  it('refuses a 13 MP slip with image_too_many_pixels, which the portal has a message for in every locale', async () => {
    const m = await memberWithOrder();
    const before = await fingerprint();
    const refused = await upload(m.token, m.depositId, await thirteenMegapixels());
    expect(refused).toMatchObject({ status: 400, body: { success: false, code: 'image_too_many_pixels' } });
    expect(await fingerprint()).toEqual(before);
    const texts = messagesFor('deposit', 'image_too_many_pixels');
    expect(Object.keys(texts).length).toBeGreaterThanOrEqual(2);
    expect(Object.entries(texts).filter(([, text]) => !text?.trim())).toEqual([]);
    expect(texts.en).toMatch(/12 megapixels/);
    // Under the cap, the same member's slip goes through.
    expect((await upload(m.token, m.depositId, await png(4000, 3000))).body.value).toMatchObject({ state: 4, hasSlip: true });
  });

  it('keeps one slip per order: three uploads leave one stored image, the last one, for the operator', async () => {
    const m = await memberWithOrder();
    const colours = ['#ff0000', '#00ff00', '#0000ff'];
    for (const colour of colours) {
      const answer = await upload(m.token, m.depositId, await png(30, 20, colour));
      expect(answer.body.value).toMatchObject({ state: 4, hasSlip: true });
    }
    expect(await imagesOf(m.memberId)).toBe(1);
    expect(await slipAsOperatorSees(m.depositId)).toBe('blue');
  });

  it(`refuses the slip after ${LIMITS.cashierImagesPerOrder.points} on one order within the hour, and changes nothing`, async () => {
    const m = await memberWithOrder();
    for (let i = 0; i < LIMITS.cashierImagesPerOrder.points; i += 1) {
      expect((await upload(m.token, m.depositId, await png(30, 20, i % 2 ? '#00ff00' : '#0000ff'))).status).toBe(200);
    }
    const before = await fingerprint();
    const shown = await slipAsOperatorSees(m.depositId);
    const refused = await upload(m.token, m.depositId, await png(30, 20, '#ff0000'));
    expect(refused).toMatchObject({ status: 429, body: { code: 'image_upload_limit' } });
    expect(refused.body.value.retryAfterSeconds).toBeGreaterThan(0);
    expect(await fingerprint()).toEqual(before);
    expect(await slipAsOperatorSees(m.depositId)).toBe(shown);
    expect(await imagesOf(m.memberId)).toBe(1);
    expect(messagesFor('deposit', 'image_upload_limit').th?.trim()).toBeTruthy();
  });

  it(`refuses a member's slip after ${LIMITS.cashierImagesPerMember.points} within the hour, whatever the order`, async () => {
    const m = await h.member(unique('upm'), { payeeName: 'Somchai Jaidee' });
    const perOrder = LIMITS.cashierImagesPerOrder.points;
    let sent = 0;
    while (sent < LIMITS.cashierImagesPerMember.points) {
      const depositId = await newOrder(m.token);
      for (let i = 0; i < perOrder && sent < LIMITS.cashierImagesPerMember.points; i += 1, sent += 1) {
        expect((await upload(m.token, depositId, await png(8, 8))).status).toBe(200);
      }
    }
    const fresh = await newOrder(m.token);
    const before = await fingerprint();
    expect(await upload(m.token, fresh, await png(8, 8))).toMatchObject({ status: 429, body: { code: 'image_upload_limit' } });
    expect(await fingerprint()).toEqual(before);
    // Another member is not held back by this one.
    const other = await memberWithOrder();
    expect((await upload(other.token, other.depositId, await png(8, 8))).status).toBe(200);
  });
});

describe('withdrawal proofs ("not received")', () => {
  /** A member with a paid-out (approved) withdrawal waiting for the receipt. */
  async function paidWithdrawal() {
    const m = await h.member(unique('upw'), { payeeName: 'Somchai Jaidee', balance: '2000.00' });
    const accountNumber = Array.from({ length: 10 }, () => randomInt(10)).join('');
    const card = await h.call('/wps/member/bankCard', { token: m.token, method: 'PUT', encrypt: true, body: { bankCode: 'KBANK', accountNumber, fundsPassword: FP, confirmFundsPassword: FP } });
    expect(card.status).toBe(200);
    const made = await h.call('/wps/v2/transaction/withdraw', { token: m.token, method: 'POST', encrypt: true, key: randomUUID(), body: { amount: '1000', bankCardId: card.body.value.id, password: FP } });
    const withdrawalId: string = made.body.value.withdrawalId;
    const { id } = await h.hook<{ id: number }>('GET', `/order/${withdrawalId}`);
    expect((await h.operator('POST', `/withdrawals/${id}/approve`, {})).status).toBe(200);
    return { ...m, withdrawalId };
  }
  const notReceived = (token: string, withdrawalId: string, proofImage: string) =>
    h.call('/wps/relay/withdrawConfirm', { token, method: 'POST', key: randomUUID(), body: { withdrawalId, result: 'not_received', proofImage } });
  const proofImageId = async (withdrawalId: string) => (await h.hook<{ proofImageId: number | null }>('GET', `/order/${withdrawalId}`)).proofImageId;

  it('refuses a 13 MP proof with image_too_many_pixels, which the portal has a message for in every locale', async () => {
    const m = await paidWithdrawal();
    const before = await fingerprint();
    const refused = await notReceived(m.token, m.withdrawalId, await thirteenMegapixels());
    expect(refused).toMatchObject({ status: 400, body: { code: 'image_too_many_pixels' } });
    expect(await fingerprint()).toEqual(before);
    const texts = messagesFor('withdraw', 'image_too_many_pixels');
    expect(Object.entries(texts).filter(([, text]) => !text?.trim())).toEqual([]);
  });

  it('keeps one proof per order: three "not received" answers leave one stored image, the last one', async () => {
    const m = await paidWithdrawal();
    const ids: number[] = [];
    for (const colour of ['#ff0000', '#00ff00', '#0000ff']) {
      expect((await notReceived(m.token, m.withdrawalId, await png(30, 20, colour))).body.value).toMatchObject({ state: 2, confirmation: 'not_received' });
      ids.push((await proofImageId(m.withdrawalId))!);
    }
    expect(new Set(ids).size).toBe(3);
    expect(await imagesOf(m.memberId)).toBe(1);
    expect(await h.hook('GET', '/reconcile')).toMatchObject({ ok: true });
  });

  it(`refuses the proof after ${LIMITS.cashierImagesPerOrder.points} on one order within the hour, and changes nothing`, async () => {
    const m = await paidWithdrawal();
    for (let i = 0; i < LIMITS.cashierImagesPerOrder.points; i += 1) {
      expect((await notReceived(m.token, m.withdrawalId, await png(8, 8))).status).toBe(200);
    }
    const before = await fingerprint();
    const refused = await notReceived(m.token, m.withdrawalId, await png(8, 8));
    expect(refused).toMatchObject({ status: 429, body: { code: 'image_upload_limit' } });
    expect(await fingerprint()).toEqual(before);
    expect(messagesFor('withdraw', 'image_upload_limit').th?.trim()).toBeTruthy();
  });
});
