/** @jest-environment node */
// The winner board lists real settled wins only (issue #29 "nothing fabricated"): on a new demo
// database (PGlite) whose first start played the demo members' rounds, members play the slot, a trial
// account plays its trial credit, and the board is read. Then, with the platform stopped, every board
// entry is joined in its database to its round and the round's ledger entry, whose winning posting
// credits the member's own money; the board is exactly those wins of at least the operator's
// minimum, newest first. Nothing without a member or a round is left, and no trial win shows.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { maskCustomerName } from '@/platform/src/modules/content/queries/winners';
import { cheapSlot, MoneyClient, newKey } from '../../support/money-client';
import { startPlatform, type RunningPlatform } from './platform-process';
import { supportScript } from '../../support/support-script';

const REPO_ROOT = path.resolve(__dirname, '../../..');
const BOARD = '/wps/winners/board?gameCategory=ALL&language=en&limitNum=20';
const cents = (money: string) => Math.round(Number(money) * 100);

interface BoardEntry {
  customerName: string;
  gameCode: string;
  winAmount: string;
  wonAt: string;
}

/** The rows of each query, read from the stopped platform's PGlite (tests/support/query-database.ts). */
async function query(dataDir: string, ...queries: string[]): Promise<any[][]> {
  const { stdout } = await promisify(execFile)(...supportScript('query-database', dataDir, ...queries), {
    cwd: REPO_ROOT,
    timeout: 120_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout);
}

describe('winner board from real ledger wins (PGlite)', () => {
  jest.setTimeout(300_000);
  let dataDir: string;
  let platform: RunningPlatform;
  let client: MoneyClient;

  beforeAll(async () => {
    // A data directory of the test's own: a first start (seed and demo rounds), kept after stop().
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'winner-board-'));
    platform = await startPlatform({ LOG_LEVEL: 'warn' }, { dataDir });
    client = new MoneyClient(platform.url, platform.operatorKey);
  });

  afterAll(async () => {
    await platform?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const board = async () => (await client.call<BoardEntry[]>(BOARD)).body.value!;
  const setMinimum = (minWinAmount: string) => client.admin('PUT', '/winner-board/settings', { minWinAmount });

  /** Spins `bet` until `wanted` says a win is the one looked for (or the rounds or the money run out): the wins found. */
  async function playUntil(playToken: string, bet: string, wanted: (win: string) => boolean, enough: number, maxRounds: number): Promise<string[]> {
    const found: string[] = [];
    for (let round = 0; round < maxRounds && found.length < enough; round++) {
      const answer = await client.spin(playToken, `wb-${newKey()}`, bet);
      if (answer.body.code === 'insufficient_balance') break;
      expect(answer.status).toBe(200);
      if (wanted(answer.body.value!.win)) found.push(answer.body.value!.win);
    }
    return found;
  }

  it('lists real wins of at least the minimum, masked and newest first, never a trial win, and each joins its round and ledger entry', async () => {
    expect((await client.admin('GET', '/winner-board/settings')).body.value).toEqual({ minWinAmount: '100.00' });
    // Bad input is refused and changes nothing.
    expect((await setMinimum('a lot')).body.code).toBe('validation_failed');
    expect((await client.admin('PUT', '/winner-board/settings', { minWinAmount: '1.00', extra: 1 })).status).toBe(400);
    expect((await client.admin('GET', '/winner-board/settings')).body.value).toEqual({ minWinAmount: '100.00' });

    // A member whose 50.00 bets win 100.00 or more, and one whose 1.00 bets win less.
    await client.createMember('boardbig1', '5000.00');
    const big = await client.login('boardbig1', 'Load@2026');
    const slot = await cheapSlot(client, big);
    const bigWins = await playUntil(await client.openGame(big, slot), '50.00', (win) => cents(win) >= 10_000, 2, 200);
    expect(bigWins.length).toBeGreaterThan(0);
    await client.createMember('boardsmall1', '300.00');
    const small = await client.login('boardsmall1', 'Load@2026');
    const smallWins = await playUntil(await client.openGame(small, slot), '1.00', (win) => win !== '0.00' && cents(win) < 10_000, 1, 300);
    expect(smallWins).toHaveLength(1);
    // A trial account wins with its trial credit.
    const trialLogin = await client.encrypted<{ token: string }>('/wps/session/login/freeplay', { random: 't'.repeat(24), os: 'web', platform: 'W', gatewayVersion: 3 });
    const trial = trialLogin.body.value!.token;
    const trialWins = await playUntil(await client.openGame(trial, slot), '50.00', (win) => cents(win) >= 10_000, 1, 200);
    expect(trialWins).toHaveLength(1);

    const shown = await board();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThanOrEqual(20);
    for (const entry of shown) expect(cents(entry.winAmount)).toBeGreaterThanOrEqual(10_000);
    expect(shown.filter((entry) => entry.customerName === 'boa***g1').map((entry) => entry.winAmount).sort()).toEqual([...bigWins].sort());
    expect(shown.map((entry) => entry.customerName)).not.toContain('boa***l1');
    const times = shown.map((entry) => Date.parse(entry.wonAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // The operator's minimum decides: lowered, the small win shows; raised back, it goes.
    expect((await setMinimum('0.01')).body.value).toEqual({ minWinAmount: '0.01' });
    expect((await board()).find((entry) => entry.customerName === 'boa***l1')).toMatchObject({ winAmount: smallWins[0], gameCode: slot });
    expect((await setMinimum('100')).body.value).toEqual({ minWinAmount: '100.00' });
    const final = await board();
    expect(final).toEqual(shown);
    expect(await client.reconcile()).toMatchObject({ ok: true, unbalancedEntries: [], accountsOff: [] });

    await platform.stop();
    const [invented, expected, trialOnBoard, trialBigRounds, demoRounds] = await query(
      dataDir,
      'select count(*)::int as n from game_wins where member_id is null or round_id is null',
      // The board worked out from rounds and the ledger alone: each round's spin entry and its winning
      // posting to the member's own (not trial) account. Rounds played, that is: player01's week of
      // history is written by the seed straight into its records (seed/cashier-history.ts), not played.
      `select m.account, g.game_code, r.win::text as win, r.created_at, e.id as entry_id, p.amount::text as credited
         from game_rounds r
         join members m on m.id = r.member_id
         join games g on g.id = r.game_id
         join journal_entries e on e.key = 'spin:' || r.member_id || ':' || r.spin_id
         join postings p on p.entry_id = e.id and p.tx_type = 'winning' and p.amount > 0
         join ledger_accounts a on a.id = p.account_id and a.member_id = r.member_id and a.kind <> 'trial'
        where r.win >= 100 and m.account <> 'player01'
        order by r.created_at desc, r.win desc
        limit 20`,
      `select count(*)::int as n from game_wins w
         join game_rounds r on r.id = w.round_id
         join journal_entries e on e.key = 'spin:' || r.member_id || ':' || r.spin_id
         join postings p on p.entry_id = e.id join ledger_accounts a on a.id = p.account_id
        where a.kind = 'trial'`,
      `select count(*)::int as n from game_rounds r
         join journal_entries e on e.key = 'spin:' || r.member_id || ':' || r.spin_id
         join postings p on p.entry_id = e.id and p.tx_type = 'winning' join ledger_accounts a on a.id = p.account_id
        where a.kind = 'trial' and r.win >= 100`,
      `select m.account, count(*)::int as rounds from game_rounds r join members m on m.id = r.member_id
        where r.session_id like 'demo-start-%' group by m.account order by m.account`,
    );
    expect(invented[0].n).toBe(0);
    expect(shown).toHaveLength(expected.length);
    expected.forEach((row, i) => {
      expect(shown[i]).toMatchObject({ customerName: maskCustomerName(row.account), gameCode: row.game_code, winAmount: row.win, wonAt: new Date(row.created_at).toISOString() });
      expect(Number(row.credited)).toBe(cents(row.win));
    });
    expect(trialOnBoard[0].n).toBe(0);
    expect(trialBigRounds[0].n).toBeGreaterThanOrEqual(1);
    // The demo's first start played real rounds for demo04 and demo05 (their wins are among the above).
    expect(demoRounds.map((row) => row.account)).toEqual(['demo04', 'demo05']);
    for (const row of demoRounds) expect(row.rounds).toBeGreaterThan(0);
  });
});
