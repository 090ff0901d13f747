// Issue #30: the inbox's unread badge shows its count at once, and writes its plural label (the
// page's first number format, a long task on a phone) only once the page has loaded and is idle.
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { InboxLink } from '@/components/member-center/inbox-link';
import { INBOX_UNREAD_KEY } from '@/lib/ui/inbox-unread';
import memberCenter from '@/messages/member-center/en.json';
import { renderWithProviders } from '../../support/client-providers';
import { FakeEventSource } from '../../support/fake-event-source';

const server = setupServer(http.get(`*${INBOX_UNREAD_KEY}`, () => HttpResponse.json({ value: 3 })));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => FakeEventSource.install());

// Counts the plural rules made (a constructor only: a jest spy would call it without `new`).
const PluralRules = Intl.PluralRules;
let plurals = 0;
beforeEach(() => {
  plurals = 0;
  Object.defineProperty(Intl, 'PluralRules', { value: new Proxy(PluralRules, { construct: (target, args) => ((plurals += 1), Reflect.construct(target, args)) }), configurable: true, writable: true });
});
afterEach(() => {
  Object.defineProperty(Intl, 'PluralRules', { value: PluralRules, configurable: true, writable: true });
});

it('shows the count with the title at once and the plural label once the page is idle', async () => {
  renderWithProviders(<InboxLink live variant="header" />, { messages: memberCenter });
  const badge = await screen.findByTestId('inbox-badge-header');
  expect(badge).toHaveTextContent('3');
  expect(badge).toHaveAttribute('aria-label', 'Messages: 3');
  expect(plurals).toBe(0);

  // jsdom has no idle callback: the page counts as idle 200 ms after load.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 400));
  });
  expect(badge).toHaveAttribute('aria-label', '3 unread messages');
  expect(plurals).toBeGreaterThan(0);
});
