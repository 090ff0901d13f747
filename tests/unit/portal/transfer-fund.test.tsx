import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { WalletsAnswer } from '@/contract/cashier-records';
import { TransferFund } from '@/components/records/transfers';
import { renderCashier } from './cashier-test-kit';

// /transferFund with the merchant wallet's two modes (spec §7 isSingle): transfer wallets get the
// transfer form; a single wallet gets no form, only the money left in vendor wallets and "return all".
let answer: WalletsAnswer;
const returns: (string | null)[] = [];

const server = setupServer(
  http.get('*/api/wallets', () => HttpResponse.json(answer)),
  http.post('*/api/transfer/return', ({ request }) => {
    returns.push(request.headers.get('Idempotency-Key'));
    answer = { ...answer, main: '50.00', wallets: [], total: '50.00' };
    return HttpResponse.json({ orderNo: 'E7', moved: '10.00', wallets: answer });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  returns.length = 0;
});
afterAll(() => server.close());

describe('the transfer page', () => {
  it('with transfer wallets: the balances and the transfer form', async () => {
    answer = { mode: 'transfer', main: '40.00', wallets: [{ vendor: 'PP', balance: '10.00' }, { vendor: 'JILI', balance: '0.00' }], total: '50.00' };
    renderCashier(<TransferFund />);
    expect(await screen.findByRole('button', { name: 'Transfer' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'To' })).toBeInTheDocument();
  });

  it('with a single wallet: no transfer form; money left in a vendor wallet comes home with "return all"', async () => {
    answer = { mode: 'seamless', main: '40.00', wallets: [{ vendor: 'PP', balance: '10.00' }], total: '50.00' };
    renderCashier(<TransferFund />);
    fireEvent.click(await screen.findByRole('button', { name: 'Return all to main wallet' }));
    expect(screen.queryByRole('button', { name: 'Transfer' })).not.toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(/Returned .*10\.00 to the main wallet\./);
    expect(returns).toHaveLength(1);
    await waitFor(() => expect(screen.getByText('Your games use the main wallet directly: nothing to transfer.')).toBeInTheDocument());
  });

  it('with a single wallet and nothing left in vendor wallets: only the notice', async () => {
    answer = { mode: 'seamless', main: '50.00', wallets: [], total: '50.00' };
    renderCashier(<TransferFund />);
    expect(await screen.findByText('Your games use the main wallet directly: nothing to transfer.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
