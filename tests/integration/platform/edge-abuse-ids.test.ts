/** @jest-environment node */
// Issue 27 finding 1: ids are PostgreSQL `integer`s, so an id above 2,147,483,647 (in a path, a
// query or a JSON body) is refused as validation_failed, never passed on as a database error (500).
import { randomUUID } from 'node:crypto';
import { MoneyClient } from '../../support/money-client';
import { startPlatform, type RunningPlatform } from './platform-process';

const TOO_BIG = 2_147_483_648;
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
