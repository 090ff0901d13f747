// The home page's popups (components/announcements/on-load-popups.tsx) come as soon as the page
// has loaded: the lists are asked for beside the popups' code, once, and the visitors' list opens.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { OnLoadPopups } from '@/components/announcements/on-load-popups';
import { businessDay } from '@/contract/business-time';
import type { AnnouncementView } from '@/components/announcements/types';
import siteEn from '@/messages/site/en.json';
import { renderWithProviders } from '../../support/client-providers';

const popup: AnnouncementView = { id: 7, title: 'Open all night', html: '<p>Open all night</p>', date: '2026-12-02 12:00:00', promotionType: null, execution: 'B', mustSee: false };
const listRequests: string[] = [];

const server = setupServer(
  http.get('*/api/session', () => HttpResponse.json({ isLogin: false, isAgent: false, isTrial: false, firstTimeLogin: false, member: null })),
  http.get('*/api/announcements', ({ request }) => {
    listRequests.push(new URL(request.url).search);
    return HttpResponse.json({ bulletins: [], popups: [popup], day: businessDay() });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it("opens the visitors' list once the page has loaded, from one request for the lists", async () => {
  const idle = jest.fn();
  window.requestIdleCallback = idle;
  renderWithProviders(<OnLoadPopups />, { messages: siteEn });
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain('Open all night');
  // Asked for in the page's language, once: the popup host's hook used the request already made.
  expect(listRequests).toEqual(['?lang=en']);
  // Nothing waited for an idle moment.
  expect(idle).not.toHaveBeenCalled();
});
