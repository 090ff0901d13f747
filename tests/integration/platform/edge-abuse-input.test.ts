/** @jest-environment node */
// Issue 27, bad input that reached the database or an operator's screen, refused as
// validation_failed with nothing stored:
// - finding 1: ids are PostgreSQL `integer`s, so an id above 2,147,483,647 (in a path, a query or a
//   JSON body) is refused, never passed on as a database error (500);
// - finding 2: text an operator reads in a list (a deposit's payer name, a member's payee name,
//   feedback) refuses line feeds and bidirectional controls, so a member cannot forge a second row
//   or reverse what the operator reads.
import { randomUUID } from 'node:crypto';
import { MoneyClient } from '../../support/money-client';
import { startPlatform, type RunningPlatform } from './platform-process';

let platform: RunningPlatform;
let client: MoneyClient;
let token: string;

beforeAll(async () => {
  platform = await startPlatform();
  client = new MoneyClient(platform.url, platform.operatorKey);
  token = await client.login('demo01', 'Demo@2026');
}, 120_000);

afterAll(async () => {
  await platform?.stop();
});

describe('out-of-range ids', () => {
  const TOO_BIG = 2_147_483_648;
  function expectRefused(answer: { status: number; body: { code?: string } }, what: string) {
    expect({ what, status: answer.status, code: answer.body.code }).toEqual({ what, status: 400, code: 'validation_failed' });
  }

  it('refuses an out-of-range id in an operator route path with validation_failed', async () => {
    expectRefused(await client.admin('POST', `/withdrawals/${TOO_BIG}/approve`, {}), 'withdrawal review');
    expectRefused(await client.admin('POST', `/board/events/${TOO_BIG}/close`), 'board event close');
    expectRefused(await client.admin('POST', `/board/events/${TOO_BIG}/settle`), 'board event settle');
    expectRefused(await client.admin('POST', `/lottery/draws/${TOO_BIG}/settle`), 'lottery draw settle');
    expectRefused(await client.admin('POST', `/feedback/${TOO_BIG}/reply`, { content: 'hello' }), 'feedback reply');
    expectRefused(await client.admin('POST', `/withdrawals/99999999999999999999/approve`, {}), 'withdrawal review, 20 digits');
  });

  it('refuses an out-of-range id in a member query or JSON body with validation_failed', async () => {
    expectRefused(await client.call(`/lgw/lottery/bets?drawId=${TOO_BIG}`, { token }), 'lottery bets query');
    expectRefused(await client.call('/lgw/lottery/bet', { method: 'POST', token, key: randomUUID(), json: { drawId: TOO_BIG, lines: [{ play: '3TOP', number: '123', amount: '1.00' }] } }), 'lottery bet');
    expectRefused(await client.call('/lgw/board/sports/bet', { method: 'POST', token, key: randomUUID(), json: { eventId: TOO_BIG, pick: 'HOME', odds: '1.90', amount: '1.00' } }), 'board bet');
    expectRefused(await client.call('/lgw/live/baccarat/bet', { method: 'POST', token, key: randomUUID(), json: { roundId: TOO_BIG, side: 'PLAYER', amount: '1.00' } }), 'baccarat bet');
    expectRefused(await client.call('/wps/inbox', { method: 'DELETE', token, json: { ids: [TOO_BIG] } }), 'inbox delete');
    expectRefused(await client.encrypted('/wps/v2/transaction/withdraw', { amount: '100', bankCardId: TOO_BIG, password: 'Fund@2026' }, { token, key: randomUUID() }), 'withdrawal');
    expect((await client.reconcile()).ok).toBe(true);
  });
});

describe('forged operator-visible text', () => {
  const FORGED_NAMES = [
    'Somchai Demo\nDP00000001  demo02  900000.00  approved',
    'Somchai\rDemo',
    'Somchai\tDemo',
    'Somchai \u202Eomed\u202C',
    'Somchai \u2067Demo\u2069',
    'Somchai\u200FDemo',
    'Somchai\u0085Demo',
  ];

  it('refuses a deposit whose payer name carries a line break, a tab or a bidi control, and lists nothing', async () => {
    const deposits = async () => (await client.admin('GET', '/deposits')).body.value as { payerName: string | null }[];
    const before = (await deposits()).length;
    for (const payeeName of FORGED_NAMES) {
      const answer = await client.call('/wps/relay/MCSFE_manualTransferByAccountName', { method: 'POST', token, key: randomUUID(), json: { vendorId: 'BANKTH', amount: '1000.00', payeeName } });
      expect({ payeeName, status: answer.status, code: answer.body.code }).toEqual({ payeeName, status: 400, code: 'validation_failed' });
    }
    expect(await deposits()).toHaveLength(before);
    const fair = await client.call('/wps/relay/MCSFE_manualTransferByAccountName', { method: 'POST', token, key: randomUUID(), json: { vendorId: 'BANKTH', amount: '1000.00', payeeName: 'สมชาย ใจดี' } });
    expect(fair.status).toBe(200);
    expect(await deposits()).toHaveLength(before + 1);
    expect((await client.reconcile()).ok).toBe(true);
  });

  it('refuses forged operator-visible text elsewhere: a member payee name, feedback', async () => {
    const created = await client.admin('POST', '/members', { account: 'forged01', password: 'Load@2026', openingBalance: '0.00', payeeName: 'Somchai \u202Eomed' });
    expect({ status: created.status, code: created.body.code }).toEqual({ status: 400, code: 'validation_failed' });
    const feedback = await client.call('/wps/feedback', { method: 'PUT', token, json: { type: 1, content: 'My deposit is missing \u202Ethis is reversed text', captcha: '1234', captchaKey: 'k' } });
    expect({ status: feedback.status, code: feedback.body.code }).toEqual({ status: 400, code: 'validation_failed' });
  });
});
