import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { BACCARAT_SPOTS } from '../../contract/live-spots';
import { ROUND_CLOSED, type BaccaratResult, type LiveTable } from '../../contract/live-table';
import { createFundedMember, platformUrl, reconcileLedger, uniqueName } from '../support/platform-admin';
import { sized } from '../support/soak';

// The live baccarat table through the BFF: many members (200 in the soak run) bet on the same round at once (each with its
// own session), the operator deals it (twice at once: paid once), each member's balance is the
// stake's outcome, a late bet is refused with the table's message, and the ledger reconciles.
/** Members on the one round (full size under `npm run test:soak`). */
const PLAYERS = sized(60, 200);
const json = { 'Content-Type': 'application/json' };

async function retried<T>(send: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (attempt >= attempts || !/ECONNRESET|socket hang up|ECONNREFUSED/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

test(`${PLAYERS} players on one live round: every bet is settled once and the ledger reconciles`, async ({ baseURL }) => {
  test.setTimeout(600_000);
  const prefix = uniqueName('bac');
  const players: APIRequestContext[] = [];
  for (let i = 0; i < PLAYERS; i += 20) {
    const batch = Array.from({ length: Math.min(20, PLAYERS - i) }, (_, j) => `${prefix}${i + j}`);
    await Promise.all(batch.map((account) => createFundedMember(account, '100.00')));
    players.push(
      ...(await Promise.all(
        batch.map(async (account) => {
          const api = await playwrightRequest.newContext({ baseURL });
          expect((await api.post('/api/session', { data: { username: account, password: 'Cash@2026' } })).status()).toBe(200);
          return api;
        }),
      )),
    );
  }
  const dealNow = () => fetch(`${platformUrl}/admin/live/baccarat/deal-now`, { method: 'POST', headers: { 'X-Operator-Key': process.env.E2E_OPERATOR_KEY ?? '' } }).then((r) => r.json());
  try {
    // A fresh round with its whole betting window (LIVE_BET_MS) for the 200 bets.
    await dealNow();
    const table: LiveTable = await (await players[0].get('/api/live/baccarat')).json();
    expect(table.current.state).toBe('open');
    // The round timer's full length: the betting time (LIVE_BET_MS, 90 s in the tests).
    expect(table.betSeconds).toBe(90);
    const roundId = table.current.roundId;
    const sides = players.map((_, i) => BACCARAT_SPOTS[i % 3]);
    // All at once; a request the overloaded test machine drops is sent again with the same key, as
    // the browser does after a network error (the platform answers it once).
    const answers = await Promise.all(
      players.map((api, i) => {
        const key = randomUUID();
        return retried(() => api.post('/api/live/baccarat/bet', { headers: { ...json, 'Idempotency-Key': key }, data: { roundId, side: sides[i], amount: '10.00' } }));
      }),
    );
    expect(answers.map((a) => a.status()).filter((s) => s !== 200)).toEqual([]);

    const runs = await Promise.all([dealNow(), dealNow()]);
    expect(runs.filter((r) => r.value.roundId === roundId && r.value.settled)).toHaveLength(1);

    const after: LiveTable = await (await players[0].get('/api/live/baccarat')).json();
    const dealt = after.history.find((r) => r.roundId === roundId)!;
    expect(dealt.state).toBe('settled');
    const winner = (dealt.result as BaccaratResult).winner;
    const expected = (side: string) => (side === winner ? { PLAYER: '110.00', BANKER: '109.50', TIE: '180.00' }[side]! : winner === 'TIE' ? '100.00' : '90.00');
    // Read back in batches (200 reads at once would only measure the test machine).
    const balances: string[] = [];
    for (let i = 0; i < PLAYERS; i += 20) {
      balances.push(...(await Promise.all(players.slice(i, i + 20).map(async (api) => (await (await retried(() => api.get('/api/wallet/balance'))).json()).balance))));
    }
    expect(balances).toEqual(sides.map(expected));

    const late = await players[1].post('/api/live/baccarat/bet', { headers: { ...json, 'Idempotency-Key': randomUUID() }, data: { roundId, side: 'PLAYER', amount: '10.00' } });
    expect(late.status()).toBe(409);
    expect((await late.json()).error).toMatchObject({ code: ROUND_CLOSED.code });
    expect(await reconcileLedger()).toMatchObject({ ok: true, total: '0.00', accountsOff: [], unbalancedEntries: [] });
  } finally {
    await Promise.all(players.map((api) => api.dispose()));
  }
});
