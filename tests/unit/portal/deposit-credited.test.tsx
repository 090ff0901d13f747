// Issue #30: a deposit order waiting for the operator turns credited without a reload. A credit
// arrives on the member's balance stream; the order is read again at once (not at the next poll or
// when the window regains focus) and a success sheet says what was credited. An order that was
// already credited when opened shows no sheet.
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { DepositOrder } from '@/contract/cashier-deposit';
import { DEPOSIT_STATE } from '@/contract/cashier-states';
import { DepositOrderView } from '@/components/deposit/deposit-order';
import { loadMessages } from '@/lib/i18n/messages';
import { FakeEventSource } from '../../support/fake-event-source';
import { renderWithProviders } from '../../support/client-providers';

let messages: Awaited<ReturnType<typeof loadMessages>>;
let served: DepositOrder;
let reads = 0;
const server = setupServer(
  http.get('*/api/deposit/order', () => {
    reads += 1;
    return HttpResponse.json(served);
  }),
);

beforeAll(async () => {
  messages = await loadMessages('en');
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  FakeEventSource.install();
  reads = 0;
});
afterAll(() => server.close());

const waitingOrder: DepositOrder = {
  depositId: 'DP26112912345678',
  method: 'BANK',
  vendorId: 'BANK-KBANK',
  amount: '500.00',
  fee: '0.00',
  creditAmount: '500.00',
  state: DEPOSIT_STATE.pending,
  promotionId: null,
  hasSlip: true,
  createdAt: '2026-11-29T07:05:00.000Z',
  expiresAt: '2099-11-29T07:35:00.000Z',
  instructions: { method: 'BANK', bankCode: 'KBANK', branch: 'Silom', accountNumber: '1234567890', accountName: 'Site Co', payeeName: 'Somchai Jaidee' },
};

function show(order: DepositOrder) {
  served = order;
  return renderWithProviders(<DepositOrderView initial={order} onDone={() => undefined} />, { messages });
}

it('reads the order again on a balance event and shows the success sheet once it is approved', async () => {
  show(waitingOrder);
  expect(await screen.findByText('Pending', { exact: false })).toBeInTheDocument();
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  const before = reads;

  served = { ...waitingOrder, state: DEPOSIT_STATE.approved };
  act(() => FakeEventSource.opened[0].send('balance', JSON.stringify({ balance: '500.00', balanceText: '500.00', currency: 'THB', currencySymbol: '฿' })));
  const sheet = await screen.findByRole('dialog', { name: 'Deposit credited' });
  expect(reads).toBeGreaterThan(before);
  expect(sheet).toHaveTextContent('500.00 was added to your balance');
  expect(screen.getByRole('link', { name: 'Play now' })).toHaveAttribute('href', '/en');
  // Credited: the stream is no longer needed for this order.
  await waitFor(() => expect(FakeEventSource.opened[0].closed).toBe(true));
});

it('shows no sheet for an order that was already credited when opened', async () => {
  show({ ...waitingOrder, state: DEPOSIT_STATE.approved });
  expect(await screen.findByText('Approved', { exact: false })).toBeInTheDocument();
  expect(FakeEventSource.opened).toHaveLength(0);
  expect(screen.queryByRole('dialog')).toBeNull();
});
