import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { BankCardList, TurnoverInfo } from '@/contract/cashier-withdraw';
import { WithdrawScreen, type WithdrawOverview } from '@/components/cashier/withdraw-screen';
import { renderCashier } from './cashier-test-kit';
import { BUSINESS_TIME_ZONE } from '@/contract/business-time';

const overview = (turnover: Partial<TurnoverInfo> = {}): WithdrawOverview => ({
  settings: {
    allowWithdraw: true,
    withdrawDateFrom: '00:00',
    withdrawDateTo: '00:00',
    allDay: true,
    timeZone: BUSINESS_TIME_ZONE,
    minWithdrawal: '100.00',
    maxWithdrawal: '50000.00',
    maxTransactionTimes: 5,
    freePerDay: 1,
    feePerMille: 5,
    allowDecimal: true,
    autoConfirmMinutes: 60,
  },
  account: {
    allowWithdraw: true,
    inWindow: true,
    minWithdrawal: '100.00',
    maxWithdrawal: '50000.00',
    maxTransactionTimes: 5,
    remainingTransactionTimes: 3,
    remainingWithdrawAmount: '200000.00',
    mainWalletBalance: '10000.00',
    withdrawableAmount: '10000.00',
  },
  turnover: { status: 'A', details: [], totalRequiredTurnover: '0.00', totalActualTurnover: '0.00', ...turnover },
});

const cards: BankCardList = {
  cards: [{ id: 7, bankCode: 'KBANK', bankName: 'Kasikornbank', accountNumber: '******7890', accountName: 'Demo One', createdAt: '2026-01-01T00:00:00Z' }],
  maxCardCount: 3,
  hasFundsPassword: true,
  accountName: 'Demo One',
};

const feeAsked: string[] = [];
const posts: { key: string | null; body: unknown }[] = [];
const booked = () => HttpResponse.json({ withdrawalId: 'W260101ABCDEF', state: 1, amount: '1000.00', fee: '5.00', balance: '9000.00' });
let answerWithdraw: (attempt: number) => Response = booked;
let currentOverview = overview();

const server = setupServer(
  http.get('*/api/withdraw', () => HttpResponse.json(currentOverview)),
  http.get('*/api/bank-cards', () => HttpResponse.json(cards)),
  http.get('*/api/withdraw/fee', ({ request }) => {
    const amount = new URL(request.url).searchParams.get('amount')!;
    feeAsked.push(amount);
    return HttpResponse.json({ withdrawAmount: Number(amount).toFixed(2), value: '5.00', free: false });
  }),
  http.post('*/api/withdraw', async ({ request }) => {
    posts.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
    return answerWithdraw(posts.length);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  feeAsked.length = 0;
  posts.length = 0;
  currentOverview = overview();
  answerWithdraw = booked;
});
afterAll(() => server.close());

async function fillForm(amount = '1000') {
  renderCashier(<WithdrawScreen />);
  fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText('To card'), { target: { value: '7' } });
  fireEvent.change(screen.getByLabelText('Funds password'), { target: { value: 'secret1' } });
}

async function openConfirmation() {
  await fillForm();
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Confirm the withdrawal' });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Withdraw now' })).toBeEnabled(), { timeout: 3000 });
}

describe('withdraw form', () => {
  it('shows the balance, the withdrawable amount, the window and the daily count', async () => {
    renderCashier(<WithdrawScreen />);
    expect(await screen.findByText('All day')).toBeInTheDocument();
    expect(screen.getAllByText('10,000.00')).toHaveLength(2);
    expect(screen.getByText('Daily limit 5 times, remaining 3')).toBeInTheDocument();
  });

  it('shows the bonus held apart from what can be withdrawn', async () => {
    const base = overview();
    currentOverview = { ...base, account: { ...base.account, withdrawableAmount: '9912.00', bonusHeld: '88.00' } };
    renderCashier(<WithdrawScreen />);
    expect(await screen.findByText('Bonus held until its turnover is met')).toBeInTheDocument();
    expect(screen.getByText('88.00')).toBeInTheDocument();
    expect(screen.getByText('9,912.00')).toBeInTheDocument();
  });

  it('previews the fee 500 ms after the member stops typing, once for the last amount', async () => {
    renderCashier(<WithdrawScreen />);
    const amount = await screen.findByLabelText('Amount');
    for (const typed of ['1', '10', '100', '1000']) fireEvent.change(amount, { target: { value: typed } });
    expect(screen.getByText(/Calculating/)).toBeInTheDocument();
    expect(await screen.findByText('995.00', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText(/Fee: 5\.00/)).toBeInTheDocument();
    expect(feeAsked).toEqual(['1000']);
  });

  it('refuses an amount under the minimum without asking the platform', async () => {
    await fillForm('50');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The amount is below the minimum.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Confirm the withdrawal' })).not.toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('shows amount, fee, payout and card before any money moves, then the receipt', async () => {
    await openConfirmation();
    expect(posts).toHaveLength(0);
    expect(screen.getByText('1,000.00')).toBeInTheDocument();
    expect(screen.getByText('5.00')).toBeInTheDocument();
    expect(screen.getByText('995.00')).toBeInTheDocument();
    expect(screen.getByText('Kasikornbank ******7890')).toBeInTheDocument();

    // A double click books once.
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw now' }));
    fireEvent.click(screen.getByRole('button', { name: /Withdraw now|Sending/ }));
    expect(await screen.findByRole('heading', { name: 'Withdrawal requested' })).toBeInTheDocument();
    expect(screen.getByText('W260101ABCDEF')).toBeInTheDocument();
    expect(screen.getByText('Processing')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View withdrawal records' })).toHaveAttribute('href', '/en/withdrawRecords');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({ amount: '1000', bankCardId: 7, password: 'secret1' });
  });

  it('sends the same Idempotency-Key when a withdrawal is retried after a network error, and a new one for the next withdrawal', async () => {
    answerWithdraw = (attempt) =>
      attempt === 1 ? HttpResponse.error() : HttpResponse.json({ withdrawalId: `W26010100000${attempt}`, state: 1, amount: '1000.00', fee: '5.00', balance: '9000.00' });
    await openConfirmation();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw now' }));
    expect(await screen.findByText('Network error, please try again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Confirm the withdrawal' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw now' }));
    await screen.findByRole('heading', { name: 'Withdrawal requested' });
    expect(posts).toHaveLength(2);
    expect(posts[0].key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(posts[1].key).toBe(posts[0].key);

    fireEvent.click(screen.getByRole('button', { name: 'New withdrawal' }));
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '1000' } });
    fireEvent.change(screen.getByLabelText('To card'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Funds password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Withdraw now' })).toBeEnabled(), { timeout: 3000 });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw now' }));
    await screen.findByRole('heading', { name: 'Withdrawal requested' });
    expect(posts).toHaveLength(3);
    expect(posts[2].key).not.toBe(posts[0].key);
  });

  it('keeps the Idempotency-Key after a server error (the database lost at COMMIT answers 503), so the retry cannot book twice', async () => {
    answerWithdraw = (attempt) =>
      attempt === 1
        ? HttpResponse.json({ error: { code: 'database_unavailable' } }, { status: 503 })
        : HttpResponse.json({ withdrawalId: 'W260101000002', state: 1, amount: '1000.00', fee: '5.00', balance: '9000.00' });
    await openConfirmation();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw now' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: 'Confirm the withdrawal' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw now' }));
    await screen.findByRole('heading', { name: 'Withdrawal requested' });
    expect(posts).toHaveLength(2);
    expect(posts[1].key).toBe(posts[0].key);
  });

  it('shows the text of invalid.payment.pw, clears the password and takes a new key for the next try', async () => {
    answerWithdraw = (attempt) =>
      attempt === 1
        ? HttpResponse.json({ error: { code: 'invalid.payment.pw', message: 'Wrong password' } }, { status: 400 })
        : HttpResponse.json({ withdrawalId: 'W260101000002', state: 1, amount: '1000.00', fee: '5.00', balance: '9000.00' });
    await openConfirmation();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw now' }));
    expect(await screen.findByText('Wrong funds password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Funds password')).toHaveValue('');

    fireEvent.change(screen.getByLabelText('Funds password'), { target: { value: 'secret2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Withdraw now' })).toBeEnabled(), { timeout: 3000 });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw now' }));
    await screen.findByRole('heading', { name: 'Withdrawal requested' });
    expect(posts[1].key).not.toBe(posts[0].key);
  });

  it('hides the form behind a blocking turnover requirement and offers more games', async () => {
    currentOverview = overview({
      status: 'N',
      details: [{ gameType: 'ALL', requiredTurnover: '3000.00', actualTurnover: '1000.00', remainingTurnover: '2000.00' }],
      totalRequiredTurnover: '3000.00',
      totalActualTurnover: '1000.00',
    });
    renderCashier(<WithdrawScreen />);
    expect(await screen.findByText('The turnover requirement must be met before you can withdraw.')).toBeInTheDocument();
    expect(screen.getByText('2,000.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play more games' })).toHaveAttribute('href', '/en/rng');
    expect(screen.queryByLabelText('Amount')).not.toBeInTheDocument();
  });
});
