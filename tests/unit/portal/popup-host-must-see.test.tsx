// Issue #30: a device that already showed today's visitor popups does not show them again the same
// Bangkok day, unless the operator marked one of them must-see: that list opens on every visit. One
// decision per file: the host remembers for the whole document that it has decided.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { PopupHost } from '@/components/announcements/popup-host';
import { SEEN_KEY, withSeen } from '@/components/announcements/popup-day';
import { businessDay } from '@/contract/business-time';
import type { AnnouncementView } from '@/components/announcements/types';
import siteEn from '@/messages/site/en.json';
import { renderWithProviders } from '../../support/client-providers';

const popup = (id: number, title: string, mustSee: boolean): AnnouncementView => ({ id, title, html: `<p>${title}</p>`, date: '2026-11-29 12:00:00', promotionType: null, execution: 'B', mustSee });

const server = setupServer(
  http.get('*/api/session', () => HttpResponse.json({ isLogin: false, isAgent: false, isTrial: false, firstTimeLogin: false, member: null })),
  http.get('*/api/announcements', () => HttpResponse.json({ bulletins: [], popups: [popup(1, 'Welcome, guest', false), popup(2, 'Closed on Friday', true)], day: businessDay() })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it("opens the visitors' list again the same day when one of its popups is must-see", async () => {
  localStorage.setItem(SEEN_KEY, withSeen(null, 'B', businessDay())!);
  renderWithProviders(<PopupHost />, { messages: siteEn });
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain('Welcome, guest');
});
