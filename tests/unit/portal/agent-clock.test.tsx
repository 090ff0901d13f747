// The agent header's clock (components/agent/agent-clock.tsx): the server's time until the browser is
// idle, so hydration makes no date format; then the business clock (Bangkok), each second.
import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { AgentClock } from '@/components/agent/agent-clock';

beforeEach(() => jest.useFakeTimers({ now: Date.UTC(2026, 0, 1, 7, 5, 30) }));
afterEach(() => jest.useRealTimers());

it('shows the server’s time without formatting a date, then ticks on the business clock once idle', () => {
  const formats = jest.spyOn(Intl, 'DateTimeFormat');
  render(
    <NextIntlClientProvider locale="en" messages={{}} timeZone="UTC">
      <AgentClock initial={{ dateTime: '2026-01-01T07:05:29.000Z', text: 'GMT+07:00 14:05:29' }} />
    </NextIntlClientProvider>,
  );
  const clock = screen.getByText('GMT+07:00 14:05:29');
  expect(clock).toHaveAttribute('dateTime', '2026-01-01T07:05:29.000Z');
  expect(formats).not.toHaveBeenCalled();

  // No idle callback in this DOM: the clock starts a second after load, then ticks each second.
  act(() => jest.advanceTimersByTime(1000));
  expect(clock).toHaveTextContent('GMT+07:00 14:05:31');
  expect(formats).toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1000));
  expect(clock).toHaveTextContent('GMT+07:00 14:05:32');
  expect(clock).toHaveAttribute('dateTime', '2026-01-01T07:05:32.000Z');
});
