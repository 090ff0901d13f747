// Issue #30: the home's jackpot hydrates with the server's text (no number format of its own on the
// page's first render), polls the platform once the page has loaded, and draws the climb to a new
// reading in the page's language.
import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { JackpotTicker } from '@/components/games/jackpot-ticker';

let polls = 0;
let pool = '50000.00';
const server = setupServer(
  http.get('*/api/jackpot', () => {
    polls += 1;
    return HttpResponse.json({ pool });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it('draws the server text until the pool moves, polls after load, then formats the climb in the page language', async () => {
  const formats = jest.spyOn(Intl, 'NumberFormat');
  // The server's text, deliberately not what this process's Intl would write: drawing it proves no format ran.
  render(<JackpotTicker locale="en" label="Jackpot" className="jackpot-ticker" initial={{ pool: 50_000, text: 'fifty thousand' }} />);
  const ticker = screen.getByRole('status', { name: 'Jackpot' });
  expect(ticker).toHaveTextContent('฿ fifty thousand');
  expect(ticker).toHaveAttribute('data-jackpot', '50000');
  expect(formats).not.toHaveBeenCalled();
  expect(polls).toBe(0);

  // jsdom has no idle callback: the page counts as idle 200 ms after load. The poll reads a grown pool.
  pool = '50600.00';
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 400));
  });
  expect(polls).toBe(1);
  // The climb to 50,600 takes the polling interval; within a second the number has moved and is formatted.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  });
  const shown = Number(ticker.getAttribute('data-jackpot'));
  expect(shown).toBeGreaterThan(50_000);
  expect(shown).toBeLessThanOrEqual(50_600);
  expect(ticker).toHaveTextContent(`฿ ${shown.toLocaleString('en')}`);
  expect(formats).toHaveBeenCalledWith('en', expect.anything());
  formats.mockRestore();
});
