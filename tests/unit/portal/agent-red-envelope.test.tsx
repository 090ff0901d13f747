import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AgentTransferReceipt, PayeesPage, TransferEnabledAnswer } from '@/contract/agent-transfers';
import { RedEnvelope, plannedShares } from '@/components/agent/transfers/red-envelope';
import { TransferConfirmation } from '@/components/agent/transfers/transfer-confirmation';
import agentTransfersEn from '@/messages/agent-transfers/en.json';
import recordsEn from '@/messages/records/en.json';
import { renderWithProviders } from '../../support/client-providers';

const enabled: TransferEnabledAnswer = {
  enabled: true,
  hasFundsPassword: true,
  balance: '1000.00',
  minPerTransfer: '1.00',
  maxPerTransfer: '50000.00',
  maxPerDay: '500000.00',
  remainingToday: '500000.00',
  maxPayees: 1000,
};
const payees: PayeesPage = {
  list: [
    { account: 'demo02', nickname: 'Demo Two', type: 0, depth: 1 },
    { account: 'demo03', nickname: 'Demo Three', type: 0, depth: 1 },
    { account: 'sub01', nickname: 'Sub One', type: 1, depth: 2 },
  ],
  page: 1,
  size: 20,
  total: 3,
};
const sent: { url: string; method: string; key: string | null; body: Record<string, unknown> }[] = [];
let answer: (body: Record<string, unknown>) => Response;

const receiptOf = (body: Record<string, unknown>): AgentTransferReceipt => {
  const accounts = (body.payees as string[] | undefined) ?? [body.payee as string];
  const shares = plannedShares(accounts, body.total ? 'total' : 'each', String(body.total ?? body.amountEach ?? body.amount)) as { account: string; amount: string }[];
  const total = shares.reduce((sum, s) => sum + Math.round(Number(s.amount) * 100), 0);
  return { orderNo: 'RE123', total: (total / 100).toFixed(2), balance: ((100000 - total) / 100).toFixed(2), payees: shares, time: Date.UTC(2026, 0, 1) };
};

const server = setupServer(
  http.get('*/api/agent/transfers/enabled', () => HttpResponse.json(enabled)),
  http.get('*/api/agent/transfers/payees', () => HttpResponse.json(payees)),
  http.put('*/api/agent/transfers/downline', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    sent.push({ url: '/downline', method: 'PUT', key: request.headers.get('Idempotency-Key'), body });
    return answer(body);
  }),
  http.post('*/api/agent/transfers/red-envelope', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    sent.push({ url: '/red-envelope', method: 'POST', key: request.headers.get('Idempotency-Key'), body });
    return answer(body);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sent.length = 0;
  answer = (body) => HttpResponse.json(receiptOf(body));
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderAgent(ui: React.ReactElement) {
  return renderWithProviders(ui, { messages: { ...recordsEn, ...agentTransfersEn } });
}

async function fillAndReview({ amount, total = false }: { amount: string; total?: boolean }) {
  if (total) fireEvent.click(screen.getByLabelText('A total, split evenly'));
  fireEvent.change(screen.getByLabelText(total ? 'Total amount' : 'Amount each'), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText('Funds password'), { target: { value: 'Fund@2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('the confirmation step', () => {
  it('shows every payee with its share, their count and the total, and sends only on confirm', () => {
    const onConfirm = jest.fn();
    const onBack = jest.fn();
    renderAgent(
      <TransferConfirmation shares={[{ account: 'a1', amount: '33.34' }, { account: 'a2', amount: '33.33' }, { account: 'a3', amount: '33.33' }]} total="100.00" remark="Songkran" busy={false} onConfirm={onConfirm} onBack={onBack} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Please confirm the transfer' });
    expect(within(dialog).getByTestId('confirm-count')).toHaveTextContent('3');
    expect(within(dialog).getByTestId('confirm-total')).toHaveTextContent('100.00');
    const rows = within(dialog).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['a133.34', 'a233.33', 'a333.33']);
    expect(within(dialog).getByText('Songkran')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm and transfer' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('disables both buttons while sending', () => {
    renderAgent(<TransferConfirmation shares={[{ account: 'a1', amount: '1.00' }]} total="1.00" busy onConfirm={jest.fn()} onBack={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Confirm and transfer' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  });
});

describe('the red envelope page', () => {
  it('splits a total with the platform rule, confirms the payees and the total, then shows the receipt', async () => {
    renderAgent(<RedEnvelope />);
    fireEvent.click(await screen.findByLabelText('Select every downline on this page'));
    expect(screen.getByTestId('selected-payees')).toHaveTextContent('3 payees selected');
    await fillAndReview({ amount: '100', total: true });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['demo0233.34', 'demo0333.33', 'sub0133.33']);
    expect(sent).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm and transfer' }));
    expect(await screen.findByTestId('transfer-receipt')).toHaveTextContent('RE123');
    expect(sent).toEqual([{ url: '/red-envelope', method: 'POST', key: expect.any(String), body: { payees: ['demo02', 'demo03', 'sub01'], total: '100', password: 'Fund@2026' } }]);
  });

  it('sends one payee from ?to= as a transfer to a downline, and retries a lost answer with the same key', async () => {
    let attempts = 0;
    answer = (body) => (++attempts === 1 ? HttpResponse.error() : HttpResponse.json(receiptOf(body)));
    renderAgent(<RedEnvelope initialPayee="demo03" />);
    await screen.findByText('1 payee selected');
    await fillAndReview({ amount: '25.50' });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and transfer' }));
    expect(await screen.findByText(/No connection/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and transfer' }));
    await screen.findByTestId('transfer-receipt');
    expect(sent.map((s) => [s.url, s.method, s.body.payee, s.body.amount])).toEqual([
      ['/downline', 'PUT', 'demo03', '25.50'],
      ['/downline', 'PUT', 'demo03', '25.50'],
    ]);
    expect(sent[0].key).toBe(sent[1].key);
  });

  it('refuses before confirming: no payee, a bad amount, more than the balance; and shows a refusal in words', async () => {
    answer = () => HttpResponse.json({ error: { code: 'invalid.payment.pw', message: 'Wrong' } }, { status: 403 });
    renderAgent(<RedEnvelope />);
    await screen.findByLabelText('Select every downline on this page');
    await fillAndReview({ amount: '10' });
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one payee.');
    fireEvent.click(screen.getByLabelText('Pay demo02'));
    await fillAndReview({ amount: '1e3' });
    expect(screen.getByRole('alert')).toHaveTextContent('at most two decimals');
    await fillAndReview({ amount: '1000.01' });
    expect(screen.getByRole('alert')).toHaveTextContent('does not cover');
    await fillAndReview({ amount: '0.50' });
    expect(screen.getByRole('alert')).toHaveTextContent('at least 1.00');
    await fillAndReview({ amount: '10' });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and transfer' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Wrong funds password.'));
    expect(screen.getByLabelText('Funds password')).toHaveValue('');
  });
});
