// The agent header's clock (components/agent/agent-clock.tsx): the server's time, then the business
// clock (Bangkok) each second, written from the face the server made: the browser makes no date
// format (a page's first one is a long task on a phone).
import { act, render, screen } from '@testing-library/react';
import { AgentClock } from '@/components/agent/agent-clock';
import { businessClockFace } from '@/contract/business-time';

const RENDERED = Date.UTC(2026, 0, 1, 7, 5, 29);

beforeEach(() => jest.useFakeTimers({ now: RENDERED + 1000 }));
afterEach(() => jest.useRealTimers());

it.each([
  ['en', 'GMT+07:00 14:05:29', 'GMT+07:00 14:05:30', 'GMT+07:00 14:05:31'],
  ['fa', 'GMT+07:00 ۱۴:۰۵:۲۹', 'GMT+07:00 ۱۴:۰۵:۳۰', 'GMT+07:00 ۱۴:۰۵:۳۱'],
])('ticks each second on the business clock with no date format in the browser (%s)', (locale, initial, first, second) => {
  const face = businessClockFace(RENDERED, locale);
  const formats = jest.spyOn(Intl, 'DateTimeFormat');
  const numbers = jest.spyOn(Intl, 'NumberFormat');
  render(<AgentClock initial={{ dateTime: new Date(RENDERED).toISOString(), text: initial }} face={face} />);
  // The effect subscribed and ticked: the time now, a second after the server's.
  const clock = screen.getByText(first);
  expect(clock).toHaveAttribute('dateTime', '2026-01-01T07:05:30.000Z');
  act(() => jest.advanceTimersByTime(1000));
  expect(clock).toHaveTextContent(second);
  expect(clock).toHaveAttribute('dateTime', '2026-01-01T07:05:31.000Z');
  expect(formats).not.toHaveBeenCalled();
  expect(numbers).not.toHaveBeenCalled();
  formats.mockRestore();
  numbers.mockRestore();
});
