import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { BALANCE_EVENTS_URL, subscribeBalance } from '@/lib/ui/balance-stream';
import { useBalance } from '@/lib/ui/use-balance';
import { FakeEventSource } from '../../support/fake-event-source';

const event = (balance: string) => JSON.stringify({ balance, currency: 'THB', currencySymbol: '฿', reason: 'deposit' });

beforeEach(() => FakeEventSource.install());

describe('balance stream', () => {
  it('opens one EventSource for every listener of the tab and closes it with the last', () => {
    const first = jest.fn();
    const second = jest.fn();
    const stopFirst = subscribeBalance(first);
    const stopSecond = subscribeBalance(second);
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(FakeEventSource.opened[0].url).toBe(BALANCE_EVENTS_URL);

    FakeEventSource.opened[0].send('balance', event('12.50'));
    expect(first).toHaveBeenCalledWith({ balance: '12.50', currency: 'THB', currencySymbol: '฿' });
    expect(second).toHaveBeenCalledTimes(1);

    stopFirst();
    expect(FakeEventSource.opened[0].closed).toBe(false);
    stopSecond();
    expect(FakeEventSource.opened[0].closed).toBe(true);
  });

  it('ignores an event that is not a balance', () => {
    const listener = jest.fn();
    const stop = subscribeBalance(listener);
    FakeEventSource.opened[0].send('balance', 'not json');
    FakeEventSource.opened[0].send('balance', event('1.5'));
    expect(listener).not.toHaveBeenCalled();
    stop();
  });
});

describe('useBalance', () => {
  const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

  beforeEach(() => {
    global.fetch = jest.fn(async () => new Response(event('100.00'), { status: 200, headers: { 'Content-Type': 'application/json' } })) as typeof fetch;
  });

  it('shows each streamed balance for a member and closes the stream on unmount', async () => {
    const { result, unmount } = renderHook(() => useBalance(true), { wrapper });
    await waitFor(() => expect(result.current.data?.balance).toBe('100.00'));
    expect(FakeEventSource.opened).toHaveLength(1);

    act(() => FakeEventSource.opened[0].send('balance', event('250.75')));
    await waitFor(() => expect(result.current.data?.balance).toBe('250.75'));

    unmount();
    expect(FakeEventSource.opened[0].closed).toBe(true);
  });

  it('opens no stream for a trial player', async () => {
    const { result } = renderHook(() => useBalance(false), { wrapper });
    await waitFor(() => expect(result.current.data?.balance).toBe('100.00'));
    expect(FakeEventSource.opened).toHaveLength(0);
  });
});
