// Issue #30: the inbox's unread badge, on every page of a member's frame, shows its count and its
// plural label at once without making a number format (the page's first Intl.NumberFormat is a
// long task on a phone; plural rules are cheap).
import { screen } from '@testing-library/react';
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

// Counts the number formats made (a constructor only: a jest spy would call it without `new`).
const NumberFormat = Intl.NumberFormat;
let numberFormats = 0;
beforeEach(() => {
  numberFormats = 0;
  Object.defineProperty(Intl, 'NumberFormat', { value: new Proxy(NumberFormat, { construct: (target, args) => ((numberFormats += 1), Reflect.construct(target, args)) }), configurable: true, writable: true });
});
afterEach(() => {
  Object.defineProperty(Intl, 'NumberFormat', { value: NumberFormat, configurable: true, writable: true });
});

it('shows the count and its plural label at once, making no number format', async () => {
  renderWithProviders(<InboxLink live variant="header" />, { messages: memberCenter });
  const badge = await screen.findByTestId('inbox-badge-header');
  expect(badge).toHaveTextContent('3');
  expect(badge).toHaveAttribute('aria-label', '3 unread messages');
  expect(numberFormats).toBe(0);
});

it('writes one message in the singular', async () => {
  server.use(http.get(`*${INBOX_UNREAD_KEY}`, () => HttpResponse.json({ value: 1 })));
  renderWithProviders(<InboxLink live variant="menu" />, { messages: memberCenter });
  expect(await screen.findByTestId('inbox-badge-menu')).toHaveAttribute('aria-label', '1 unread message');
});
