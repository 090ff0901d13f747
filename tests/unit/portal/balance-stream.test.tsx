import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BALANCE_EVENTS_URL, subscribeBalance } from '@/lib/ui/balance-stream';
import { useBalance } from '@/lib/ui/use-balance';
import { FakeEventSource } from '../../support/fake-event-source';
import { ClientProviders } from '../../support/client-providers';

/** A balance event as the BFF passes it on: the upstream's fields and the text it formatted (here as in English). */
const event = (balance: string) =>
  JSON.stringify({ balance, currency: 'THB', currencySymbol: '฿', reason: 'deposit', balanceText: Number(balance).toLocaleString('en', { minimumFractionDigits: 2 }) });

beforeEach(() => FakeEventSource.install());

describe('balance stream', () => {
  it('opens one EventSource for every listener of the tab and closes it with the last', () => {
    const first = jest.fn();
    const second = jest.fn();
    const stopFirst = subscribeBalance(first, 'en');
    const stopSecond = subscribeBalance(second, 'en');
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(FakeEventSource.opened[0].url).toBe(`${BALANCE_EVENTS_URL}?lang=en`);

    FakeEventSource.opened[0].send('balance', event('1012.50'));
    expect(first).toHaveBeenCalledWith({ balance: '1012.50', balanceText: '1,012.50', currency: 'THB', currencySymbol: '฿' });
    expect(second).toHaveBeenCalledTimes(1);

    stopFirst();
    expect(FakeEventSource.opened[0].closed).toBe(false);
    stopSecond();
    expect(FakeEventSource.opened[0].closed).toBe(true);
  });

  it('ignores an event that is not a balance, or a balance without its text', () => {
    const listener = jest.fn();
    const stop = subscribeBalance(listener, 'th');
    FakeEventSource.opened[0].send('balance', 'not json');
    FakeEventSource.opened[0].send('balance', event('1.5'));
    FakeEventSource.opened[0].send('balance', JSON.stringify({ balance: '1.50', currency: 'THB', currencySymbol: '฿' }));
    expect(listener).not.toHaveBeenCalled();
    stop();
  });

  it('opens the stream anew in the language of a page in another language', () => {
    const stopThai = subscribeBalance(jest.fn(), 'th');
    const stopEnglish = subscribeBalance(jest.fn(), 'en');
    expect(FakeEventSource.opened.map((source) => [source.url, source.closed])).toEqual([
      [`${BALANCE_EVENTS_URL}?lang=th`, true],
      [`${BALANCE_EVENTS_URL}?lang=en`, false],
    ]);
    stopThai();
    stopEnglish();
    expect(FakeEventSource.opened[1].closed).toBe(true);
  });
});

describe('useBalance', () => {
  const wrapper = ({ children }: { children: ReactNode }) => <ClientProviders>{children}</ClientProviders>;
  let fetched: string[];

  beforeEach(() => {
    fetched = [];
    global.fetch = jest.fn(async (url: string) => {
      fetched.push(url);
      return new Response(event('100.00'), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }) as unknown as typeof fetch;
  });

  it('shows each streamed balance for a member and closes the stream on unmount', async () => {
    const { result, unmount } = renderHook(() => useBalance(true), { wrapper });
    await waitFor(() => expect(result.current.data?.balanceText).toBe('100.00'));
    expect(fetched).toEqual(['/api/wallet/balance?lang=en']);
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual(['/api/wallet/events?lang=en']);

    act(() => FakeEventSource.opened[0].send('balance', event('2250.75')));
    await waitFor(() => expect(result.current.data?.balanceText).toBe('2,250.75'));

    unmount();
    expect(FakeEventSource.opened[0].closed).toBe(true);
  });

  it('opens no stream for a trial player', async () => {
    const { result } = renderHook(() => useBalance(false), { wrapper });
    await waitFor(() => expect(result.current.data?.balance).toBe('100.00'));
    expect(FakeEventSource.opened).toHaveLength(0);
  });
});
