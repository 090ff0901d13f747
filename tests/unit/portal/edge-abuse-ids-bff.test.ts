/** @jest-environment node */
// Issue 27 finding 1 (BFF side): an id above 2,147,483,647 in a query, a JSON body or a path
// segment is refused by the route handler (4xx, a validation code) before any upstream call.
import { DELETE as deleteBankCard } from '@/app/api/bank-cards/route';
import { POST as placeLiveBet } from '@/app/api/live/[game]/bet/route';
import { POST as placeLotteryBet } from '@/app/api/lottery/bet/route';
import { GET as lotteryBets } from '@/app/api/lottery/bets/route';
import { GET as contractHistory } from '@/app/api/agent/contracts/[id]/history/route';
import { RECORD_ID_MAX, recordId, recordIdParam } from '@/contract/record-id';

jest.mock('server-only', () => ({}));
jest.mock('@/lib/session', () => ({ getSession: jest.fn(async () => ({ token: 'member-token', isAgent: true, isTrial: false, destroy: jest.fn() })) }));

const TOO_BIG = RECORD_ID_MAX + 1;
const upstream = jest.fn(async () => {
  throw new Error('the upstream must not be called');
});

beforeEach(() => {
  upstream.mockClear();
  global.fetch = upstream as unknown as typeof fetch;
});

const json = (url: string, method: string, body: unknown) =>
  new Request(`http://portal.test${url}`, { method, headers: { host: 'portal.test', 'content-type': 'application/json', 'idempotency-key': 'k-0123456789abcdef' }, body: JSON.stringify(body) });

async function expectRefused(answer: Response) {
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(upstream).not.toHaveBeenCalled();
}

it('the shared id schemas take 1…2,147,483,647 and nothing else', () => {
  expect(recordId.safeParse(RECORD_ID_MAX).success).toBe(true);
  expect(recordIdParam.safeParse(String(RECORD_ID_MAX)).success).toBe(true);
  for (const bad of [0, -1, 1.5, TOO_BIG, Number.MAX_SAFE_INTEGER]) expect(recordId.safeParse(bad).success).toBe(false);
  for (const bad of ['0', String(TOO_BIG), '99999999999999999999', 'abc', '']) expect(recordIdParam.safeParse(bad).success).toBe(false);
});

it('refuses an out-of-range id in a query (lottery bets), a body (bets, bank card) and a path (contract)', async () => {
  const bets = await lotteryBets(new Request(`http://portal.test/api/lottery/bets?drawId=${TOO_BIG}`));
  await expectRefused(bets);
  expect((await bets.json()).error.code).toBe('validation_failed');
  await expectRefused(await placeLiveBet(json('/api/live/baccarat/bet', 'POST', { roundId: TOO_BIG, side: 'PLAYER', amount: '1.00' }), { params: Promise.resolve({ game: 'baccarat' }) }));
  await expectRefused(await placeLotteryBet(json('/api/lottery/bet', 'POST', { drawId: TOO_BIG, lines: [{ play: '3TOP', number: '123', amount: '1.00' }] })));
  await expectRefused(await deleteBankCard(json('/api/bank-cards', 'DELETE', { id: TOO_BIG, fundsPassword: 'Fund@2026' })));
  await expectRefused(await contractHistory(new Request(`http://portal.test/api/agent/contracts/${TOO_BIG}/history`), { params: Promise.resolve({ id: String(TOO_BIG) }) }));
});
