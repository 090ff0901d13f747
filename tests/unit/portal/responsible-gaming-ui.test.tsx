import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import type { RgStatus } from '@/contract/responsible-gaming';
import { RealityCheck } from '@/components/responsible-gaming/reality-check';
import { useRgRefusalText } from '@/components/responsible-gaming/rg-refusal';
import rgEn from '@/messages/responsible-gaming/en.json';
import rgTh from '@/messages/responsible-gaming/th.json';
import { ClientProviders } from '../../support/client-providers';

// The reality check opens after the member's interval of this login session with the time played
// and the session's result; "continue" closes it until the next interval. Guests get nothing. A
// limit refusal reads the limit and what is left, in the page's language.
const member = { isLogin: true, isAgent: false, isTrial: false, firstTimeLogin: false, member: { account: 'demo01' } };
let session: unknown = member;
let statusReads = 0;
let startedAt = new Date().toISOString();

const status = (): RgStatus => ({ limits: [], realityCheckMinutes: 10, exclusion: null, session: { startedAt, net: '-12.50', rounds: 7 } });

const server = setupServer(
  http.get('*/api/session', () => (session ? HttpResponse.json(session) : HttpResponse.json({ error: { code: 'CUSTOMER_NOT_LOGIN' } }, { status: 401 }))),
  http.get('*/api/responsible-gaming', () => {
    statusReads++;
    return HttpResponse.json(status());
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  session = member;
  statusReads = 0;
  sessionStorage.clear();
});
afterAll(() => server.close());

function wrap(locale: 'en' | 'th') {
  const messages = locale === 'en' ? rgEn : rgTh;
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ClientProviders locale={locale} messages={messages}>
        {children}
      </ClientProviders>
    );
  };
}

test('after the chosen interval of the session: time played and the result, "continue" closes it', async () => {
  // Ten minutes of the session are over in 50 ms.
  startedAt = new Date(Date.now() - 10 * 60_000 + 50).toISOString();
  render(<RealityCheck />, { wrapper: wrap('en') });
  const dialog = await screen.findByRole('dialog', { name: rgEn.realityCheck.title });
  expect(dialog).toHaveTextContent('You have been playing for 10 minutes.');
  expect(dialog).toHaveTextContent('Your result this session: -12.50 over 7 rounds.');
  fireEvent.click(screen.getAllByRole('button', { name: rgEn.realityCheck.continue }).at(-1)!);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(JSON.parse(sessionStorage.getItem('rg-reality-ack')!)).toMatchObject({ startedAt });
});

test('in Thai too; not before the interval', async () => {
  startedAt = new Date(Date.now() - 60_000).toISOString();
  const { unmount } = render(<RealityCheck />, { wrapper: wrap('th') });
  await waitFor(() => expect(statusReads).toBe(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(screen.queryByRole('dialog')).toBeNull();
  unmount();
  startedAt = new Date(Date.now() - 10 * 60_000 + 20).toISOString();
  render(<RealityCheck />, { wrapper: wrap('th') });
  expect(await screen.findByRole('dialog', { name: rgTh.realityCheck.title })).toHaveTextContent('คุณเล่นมาแล้ว 10 นาที');
});

test('a guest gets no reality check and the status is never asked for', async () => {
  session = null;
  render(<RealityCheck />, { wrapper: wrap('en') });
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(statusReads).toBe(0);
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('a limit refusal says the limit and what is left; a break says when it ends; other errors are not its business', () => {
  const { result } = renderHook(() => useRgRefusalText(), { wrapper: wrap('en') });
  expect(result.current({ code: 'rg_deposit_limit', rg: { kind: 'deposit', period: 'day', limit: '1000.00', remaining: '200.00' } })).toBe(
    'This deposit would exceed your daily deposit limit of 1,000.00. You can still deposit 200.00.',
  );
  expect(result.current({ code: 'rg_excluded', rg: { kind: 'coolOff', endsAt: null } })).toBe(rgEn.rgRefusal.errors.rg_excluded_permanent);
  expect(result.current({ code: 'rg_excluded', rg: { kind: 'coolOff', endsAt: '2026-11-25T10:00:00Z' } })).toMatch(/November 25, 2026/);
  expect(result.current({ code: 'insufficient_balance' })).toBeNull();
  const thai = renderHook(() => useRgRefusalText(), { wrapper: wrap('th') });
  expect(thai.result.current({ code: 'rg_loss_limit', rg: { kind: 'loss', period: 'week', limit: '50.00', remaining: '3.00' } })).toBe(
    'เดิมพันนี้จะเกินวงเงินขาดทุนรายสัปดาห์ของคุณ 50.00 เหลือ 3.00',
  );
});
