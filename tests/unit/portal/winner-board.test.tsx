// Issue #30: the home's winner board draws each amount as the BFF formatted it in the page's
// language (`winAmountText` of /api/winners): the page makes no number format of its own, whose first
// one costs a phone a long task while the home page loads.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { WinnerBoard } from '@/components/home/winner-board';
import siteEn from '@/messages/site/en.json';
import { renderWithProviders } from '../../support/client-providers';

let asked = '';
const server = setupServer(
  http.get('*/api/winners', ({ request }) => {
    asked = new URL(request.url).search;
    return HttpResponse.json({
      winners: [
        // The BFF's text, deliberately not what this process's Intl would write: drawing it proves no format ran.
        { customerName: 'dem***01', gameName: 'Lucky Reels', gameCode: 'PG_00001', gameType: 'RNG', winAmount: '12345.60', wonAt: '2026-11-30T08:00:00Z', winAmountText: 'twelve thousand' },
      ],
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it('shows the amounts as the BFF formatted them, and formats none itself', async () => {
  const formats = jest.spyOn(Intl, 'NumberFormat');
  renderWithProviders(<WinnerBoard />, { messages: siteEn });
  expect(await screen.findByTestId('winner-amount')).toHaveTextContent('฿twelve thousand');
  expect(screen.getByText('dem***01')).toBeInTheDocument();
  expect(asked).toBe('?lang=en');
  expect(formats).not.toHaveBeenCalled();
  formats.mockRestore();
});
