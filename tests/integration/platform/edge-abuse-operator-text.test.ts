/** @jest-environment node */
// Issue 27 finding 2: text an operator reads in a list (a deposit's payer name, a member's payee
// name, a remark, feedback) refuses line feeds and bidirectional controls, so a member cannot forge
// a second row or reverse what the operator reads. Refused as validation_failed, nothing stored.
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
