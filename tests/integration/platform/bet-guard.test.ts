/** @jest-environment node */
// Issue 27: every bet checks the system status and the client's region when it is placed, not only
// when the game was launched (platform/src/core/http/bet-guard.ts). A game session, a live round, a
// lottery draw and a sports event opened before the operator's maintenance take no bet during it;
// a bet from a blocked address is refused whoever's session it is; nothing refused moves money or
// records a round, the same idempotency key bets once the site is open again, and the ledger
// reconciles.
import { randomUUID } from 'node:crypto';
import type { EventBoardView } from '../../../contract/event-board';
import type { LiveTable } from '../../../contract/live-table';
import type { LotteryLobby } from '../../../contract/lottery';
import { forwardAs } from '../../support/forwarded-address';
import { cheapSlot, MoneyClient, type Answer } from '../../support/money-client';
import { startPlatform, type RunningPlatform } from './platform-process';

const BLOCKED_IP = '203.0.113.27';
const HOME_IP = '198.51.100.27';

describe('the bet guard: status and region at the time of every bet', () => {
  jest.setTimeout(240_000);
  let platform: RunningPlatform;
  let client: MoneyClient;
  let member: { token: string; playToken: string; launchUrl: string };
  let live: LiveTable['current'];
  let draw: { id: number };
  let event: EventBoardView['events'][number];

  beforeAll(async () => {
    // The operator deals, draws and settles (no schedules): every round opened here stays open.
    platform = await startPlatform({ LOG_LEVEL: 'warn', LOTTERY_SCHEDULES: 'off', LIVE_BET_MS: '3600000', BOARD_EVENT_MS: '3600000', LOTTERY_FAST_DRAW_MS: '3600000' });
    client = new MoneyClient(platform.url, platform.operatorKey);
    await client.createMember('guard27a', '500.00');
    const token = await client.login('guard27a', 'Load@2026');
    const game = await cheapSlot(client, token);
    // A second launch's ticket, kept to open its game page later.
    const launched = await client.call<{ url: string }>(`/wps/game/launchGame?gameCode=${game}&language=en`, { token });
    member = { token, playToken: await client.openGame(token, game), launchUrl: launched.body.value!.url };
    live = (await client.call<LiveTable>('/lgw/live/baccarat', { token })).body.value!.current;
    // FAST draws are on the hour here: within 90 s of the next one's close, bet on the one after it.
    for (;;) {
      const fast = (await client.call<LotteryLobby>('/lgw/lottery/lobby?page=lottery', { token })).body.value!.markets.find((m) => m.market === 'FAST')!.next!;
      if (fast.state === 'open' && Date.parse(fast.closesAt) - Date.now() > 90_000) {
        draw = { id: fast.drawId };
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
    event = (await client.call<EventBoardView>('/lgw/board/sports', { token })).body.value!.events[0];
  });
  afterAll(async () => {
    await platform?.stop();
  });
  afterEach(async () => {
    await client.admin('POST', '/status', { status: 0 });
    await client.admin('POST', '/region', { entry: BLOCKED_IP, blocked: false });
    expect(await client.reconcile()).toMatchObject({ ok: true, total: '0.00', unbalancedEntries: [], accountsOff: [] });
  });

  const from = (ip: string) => forwardAs(new Headers(), ip);
  /** One bet of each kind, each with its own key (sent again later: the refusal was not stored). */
  const bets = {
    spin: (key: string, ip = HOME_IP) => client.spin(member.playToken, key, '1.00', from(ip)),
    live: (key: string, ip = HOME_IP) => client.call('/lgw/live/baccarat/bet', { method: 'POST', token: member.token, key, headers: from(ip), json: { roundId: live.roundId, side: 'BANKER', amount: '1.00' } }),
    lottery: (key: string, ip = HOME_IP) => client.call('/lgw/lottery/bet', { method: 'POST', token: member.token, key, headers: from(ip), json: { drawId: draw.id, lines: [{ play: '2TOP', number: '27', amount: '1.00' }] } }),
    sports: (key: string, ip = HOME_IP) => client.call('/lgw/board/sports/bet', { method: 'POST', token: member.token, key, headers: from(ip), json: { eventId: event.eventId, pick: 'HOME', odds: event.odds.HOME, amount: '1.00', gameCode: 'SBO_00001' } }),
  };
  type Kind = keyof typeof bets;
  const kinds = Object.keys(bets) as Kind[];
  const spinId = () => `g27${randomUUID().replaceAll('-', '').slice(0, 20)}`;

  /** What a refusal must leave as it was: the balance, the ledger's entries and the member's rounds of each kind. */
  async function books() {
    const day = 24 * 3_600_000;
    const list = async (route: string) => (await client.call<{ list: unknown[] }>(route, { token: member.token })).body.value!.list.length;
    const profit = await client.call<{ total: { rounds: number } }>(`/wps/relay/ODSFE2_MemPNLDet?startDate=${Date.now() - day}&endDate=${Date.now() + day}`, { token: member.token });
    return {
      balance: await client.balance(member.token),
      entries: (await client.reconcile()).entries,
      rounds: {
        // Spins settle at once: the P&L counts them; the other bets wait for their draw or deal.
        spin: profit.body.value!.total.rounds,
        live: await list('/lgw/live/baccarat/bets?limit=100'),
        lottery: await list('/lgw/lottery/bets?limit=100'),
        sports: await list('/lgw/board/bets?limit=100'),
      },
    };
  }
  const plusOneEach = (rounds: Record<Kind, number>) => Object.fromEntries(kinds.map((kind) => [kind, rounds[kind] + 1]));

  async function expectAllRefused(ip: string, status: number, code: string): Promise<Record<Kind, string>> {
    const before = await books();
    const keys = Object.fromEntries(kinds.map((kind) => [kind, spinId()])) as Record<Kind, string>;
    for (const kind of kinds) {
      const answer: Answer = await bets[kind](keys[kind], ip);
      expect([kind, answer.status, answer.body.code]).toEqual([kind, status, code]);
    }
    expect(await books()).toEqual(before);
    return keys;
  }

  it('a game session, round, draw and event opened before maintenance take no bet during it, and the same keys bet after it', async () => {
    await client.admin('POST', '/status', { status: 1 });
    const keys = await expectAllRefused(HOME_IP, 503, 'system_maintenance');
    // Launching and opening a game page are refused too.
    const launch = await client.call(`/wps/game/launchGame?gameCode=${await cheapSlot(client, member.token)}&language=en`, { token: member.token });
    expect([launch.status, launch.body.code]).toEqual([503, 'system_maintenance']);
    const page = await fetch(member.launchUrl);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('maintenance');

    await client.admin('POST', '/status', { status: 0 });
    const before = await books();
    for (const kind of kinds) {
      const answer = await bets[kind](keys[kind]);
      expect([kind, answer.status, answer.body.success]).toEqual([kind, 200, true]);
    }
    const after = await books();
    expect(after.rounds).toEqual(plusOneEach(before.rounds));
    expect(after.entries).toBeGreaterThanOrEqual(before.entries + kinds.length);
  });

  it('a bet from a blocked address is refused, whoever opened the session; the same member bets from another address', async () => {
    await client.admin('POST', '/region', { entry: BLOCKED_IP, blocked: true });
    await expectAllRefused(BLOCKED_IP, 403, 'region_blocked');
    const before = await books();
    for (const kind of kinds) expect([kind, (await bets[kind](spinId(), HOME_IP)).status]).toEqual([kind, 200]);
    expect((await books()).rounds).toEqual(plusOneEach(before.rounds));
  });

  it('the operator restricting the whole site (status 2) refuses every bet', async () => {
    await client.admin('POST', '/status', { status: 2 });
    await expectAllRefused(HOME_IP, 403, 'region_blocked');
  });

  it('a member the staff blocked from betting places no bet of any kind; lifting the block lets the same member bet (issue 28)', async () => {
    const block = (bet: boolean) => client.admin('POST', '/members/guard27a/blocks', { deposit: false, bet, withdrawal: false, reason: 'risk review of this account' });
    expect((await block(true)).status).toBe(200);
    try {
      await expectAllRefused(HOME_IP, 403, 'member_blocked_bet');
    } finally {
      expect((await block(false)).status).toBe(200);
    }
    const before = await books();
    for (const kind of kinds) expect([kind, (await bets[kind](spinId(), HOME_IP)).status]).toEqual([kind, 200]);
    expect((await books()).rounds).toEqual(plusOneEach(before.rounds));
    // The member's history shows who blocked and why.
    const overview = await client.admin('GET', '/members/guard27a/overview');
    const history = (overview.body as { value: { history: { after: { blocks?: { bet: boolean } }; reason: string }[] } }).value.history;
    expect(history.slice(0, 2).map((h) => [h.after.blocks?.bet, h.reason])).toEqual([
      [false, 'risk review of this account'],
      [true, 'risk review of this account'],
    ]);
  });
});
