import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { EventBoardView } from '@/contract/event-board';
import { EventBoard } from '@/components/event-board/event-board';
import { GAME_NAMESPACES, pickNamespaces } from '@/lib/i18n/client-messages';
import boardEn from '@/messages/event-board/en.json';
import boardTh from '@/messages/event-board/th.json';
import rgEn from '@/messages/responsible-gaming/en.json';
import rgTh from '@/messages/responsible-gaming/th.json';
import siteEn from '@/messages/site/en.json';
import siteTh from '@/messages/site/th.json';
import { renderWithProviders } from '../../support/client-providers';

// Issue 27: a bet refused because the site went into maintenance, or because the visitor's address
// is blocked, after the game page opened (the platform's bet guard, or proxy.ts) reads as the
// maintenance and region screens do, in the page's language, not as "something went wrong".
const view: EventBoardView = {
  board: 'SPORTS',
  events: [{ eventId: 7, board: 'SPORTS', league: 'League', home: 'Lions', away: 'Tigers', state: 'open', closesAt: new Date(Date.now() + 3_600_000).toISOString(), odds: { HOME: '1.80', DRAW: '3.20', AWAY: '2.10' }, lines: null, seedHash: 'ab'.repeat(32), seed: null, result: null }],
  results: [],
  minBet: '1.00',
  maxBet: '20000.00',
  serverTime: new Date().toISOString(),
};
let refusal = { status: 503, code: 'system_maintenance' };
const server = setupServer(
  http.get('*/api/board/sports', () => HttpResponse.json(view)),
  http.get('*/api/board/bets', () => HttpResponse.json({ list: [] })),
  http.post('*/api/board/sports/bet', () => HttpResponse.json({ error: { code: refusal.code, message: 'refused' } }, { status: refusal.status })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const MESSAGES = { en: { ...siteEn, ...boardEn, ...rgEn }, th: { ...siteTh, ...boardTh, ...rgTh } };

async function betRefused(locale: 'en' | 'th', status: number, code: string): Promise<HTMLElement> {
  refusal = { status, code };
  // What the game layout sends to the browser (GAME_NAMESPACES).
  const messages = pickNamespaces(MESSAGES[locale], GAME_NAMESPACES);
  const { unmount } = renderWithProviders(<EventBoard board="SPORTS" />, { locale, messages });
  const t = locale === 'en' ? boardEn.eventBoard : boardTh.eventBoard;
  fireEvent.click(await screen.findByRole('button', { name: /1\.80/ }));
  fireEvent.click(screen.getByRole('button', { name: t.placeBet }));
  fireEvent.click(screen.getByRole('button', { name: t.confirm }));
  const alert = await screen.findByRole('alert');
  unmount();
  return alert;
}

test('a bet refused for maintenance shows the maintenance text, in English and Thai', async () => {
  expect(await betRefused('en', 503, 'system_maintenance')).toHaveTextContent(siteEn.maintenance.info);
  expect(await betRefused('th', 503, 'system_maintenance')).toHaveTextContent(siteTh.maintenance.info);
});

test("a bet refused for the visitor's region shows the region text, in English and Thai", async () => {
  expect(await betRefused('en', 403, 'region_blocked')).toHaveTextContent(siteEn.blocked.info);
  expect(await betRefused('th', 403, 'region_blocked')).toHaveTextContent(siteTh.blocked.info);
});
