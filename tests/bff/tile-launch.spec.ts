import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import type { Game } from '../../contract/games';
import { launchPath } from '../../lib/games/launch-target';
import eventBoardEn from '../../messages/event-board/en.json';
import lotteryEn from '../../messages/lottery/en.json';
import siteEn from '../../messages/site/en.json';
import { createFundedMember, uniqueName } from '../support/platform-admin';

// Issue 29: every game type's tiles open a game of that type, or say plainly (on the tile and on
// the page it opens) that they open a stand-in. One tile per type (and per live-casino game),
// taken from the portal's own game list, opened as the Play button opens it, read as the page's
// HTML. The expectation is this test's own: what a tile of that kind must open.

interface Case {
  /** The tile: its category and a word of its name (or its vendor). */
  gameType: string;
  keyword?: string;
  vassalage?: string;
  /** The pages of its own kind and their heading; absent when no local game is of its kind (a stand-in). */
  opens?: { pages: string[]; title: string };
}

const live = lotteryEn.liveTable.titles;
const board = (name: keyof typeof eventBoardEn.eventBoard.boards) => eventBoardEn.eventBoard.title.replace('{board}', eventBoardEn.eventBoard.boards[name]);
const CASES: Case[] = [
  { gameType: 'RNG', opens: { pages: ['/seamless'], title: '' } },
  { gameType: 'LIVE', keyword: 'baccarat', opens: { pages: ['/baccarat'], title: live.BACCARAT } },
  { gameType: 'LIVE', keyword: 'roulette', opens: { pages: ['/roulette'], title: live.ROULETTE } },
  { gameType: 'LIVE', keyword: 'sic bo', opens: { pages: ['/sicBo'], title: live.SIC_BO } },
  { gameType: 'LIVE', keyword: 'dragon tiger', opens: { pages: ['/dragonTiger'], title: live.DRAGON_TIGER } },
  { gameType: 'LIVE', keyword: 'blackjack' },
  { gameType: 'PVP' },
  { gameType: 'FISH' },
  { gameType: 'BGS' },
  { gameType: 'SPORTS', vassalage: 'SBO', opens: { pages: ['/eventBoard'], title: board('SPORTS') } },
  { gameType: 'SPORTS', vassalage: 'AV', opens: { pages: ['/eventBoard'], title: board('ESPORTS') } },
  { gameType: 'SPORTS', vassalage: 'SV3', opens: { pages: ['/eventBoard'], title: board('COCKFIGHT') } },
  { gameType: 'LOTT', keyword: 'lobby', opens: { pages: ['/lottery', '/seaLottery', '/vnLottery'], title: lotteryEn.lottery.title } },
  { gameType: 'LOTT', keyword: 'keno' },
  { gameType: 'ELOTT', keyword: 'lobby', opens: { pages: ['/lottery', '/seaLottery', '/vnLottery'], title: lotteryEn.lottery.title } },
  { gameType: 'ELOTT', keyword: 'pk10' },
];

const h1Of = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const has = (html: string, testId: string) => html.includes(`data-testid="${testId}"`);

let member: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  const account = uniqueName('tile');
  await createFundedMember(account, '10.00');
  member = await playwrightRequest.newContext({ baseURL });
  expect((await member.post('/api/session', { data: { username: account, password: 'Cash@2026' } })).status()).toBe(200);
});

test.afterAll(async () => member?.dispose());

async function tileOf({ gameType, keyword, vassalage }: Case): Promise<Game> {
  const query = new URLSearchParams({ gameType, ...(keyword ? { keyword } : {}), ...(vassalage ? { vassalage } : {}) });
  const page = await (await member.get(`/api/games?${query}`)).json();
  expect(page.list.length, `a ${gameType} ${keyword ?? vassalage ?? ''} tile`).toBeGreaterThan(0);
  return page.list[0];
}

for (const item of CASES) {
  const name = `${item.gameType} ${item.keyword ?? item.vassalage ?? ''}`.trim();
  test(`a ${name} tile ${item.opens ? 'opens a game of its kind' : 'says it opens a stand-in, and its page says so'}`, async () => {
    const tile = await tileOf(item);
    const path = launchPath(tile);
    const html = await (await member.get(`/en${path}`)).text();
    if (item.opens) {
      expect(tile.standIn, tile.displayName).toBe(false);
      expect(item.opens.pages.some((page) => path.startsWith(`${page}?`)), path).toBe(true);
      if (item.opens.title) expect(h1Of(html)).toBe(item.opens.title);
      expect(has(html, 'stand-in-label')).toBe(false);
    } else {
      expect(tile.standIn, tile.displayName).toBe(true);
      expect(path).toContain('standIn=1');
      const label = siteEn.games.standIn.page.replace('{game}', siteEn.games.localGame[tile.localGame!]);
      expect(html).toContain(label);
    }
    if (tile.localGame === 'SLOT') {
      // The frame's game: the local vendor's slot, which says the same about a stand-in.
      const launch = await (await member.get(`/api/games/launch?${new URLSearchParams({ gameCode: tile.gameCode, gameType: tile.gameType })}`)).json();
      const slot = await (await member.get(launch.url)).text();
      expect(has(slot, 'reels')).toBe(true);
      expect(has(slot, 'stand-in')).toBe(tile.standIn === true);
    }
  });
}

test('a category page labels each of its stand-in tiles, and only those', async () => {
  for (const [gameType, standIn] of [
    ['LIVE', (tileName: string) => !/baccarat|roulette|sic bo|dragon tiger/i.test(tileName)],
    ['FISH', () => true],
    ['RNG', () => false],
  ] as const) {
    const html = await (await member.get(`/en/${gameType.toLowerCase()}`)).text();
    const { list } = (await (await member.get(`/api/games?gameType=${gameType}`)).json()) as { list: Game[] };
    expect(list.length, gameType).toBeGreaterThan(0);
    for (const game of list) {
      const start = html.indexOf(`data-game-code="${game.gameCode}"`);
      expect(start, game.gameCode).toBeGreaterThan(-1);
      const tile = html.slice(start, html.indexOf('</li>', start));
      expect({ tile: game.displayName, labelled: has(tile, 'stand-in') }).toEqual({ tile: game.displayName, labelled: standIn(game.displayName) });
    }
  }
});
