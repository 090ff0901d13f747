import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { WithdrawalRecord } from '@/contract/cashier-withdraw';
import { WithdrawalRecords } from '@/components/cashier/withdrawal-records';
import { renderCashier } from './cashier-test-kit';

const record = (over: Partial<WithdrawalRecord> = {}): WithdrawalRecord => ({
  withdrawalId: 'W260101ABCDEF',
  withdrawType: 'BC',
  amount: '1000.00',
  fee: '10.00',
  payout: '990.00',
  bankName: 'Kasikornbank',
  bankCode: 'KBANK',
  accountNumber: '******7890',
  withdrawDate: Date.UTC(2026, 0, 1, 3, 0, 0),
  status: 2,
  confirmation: null,
  receivedAmount: null,
  remainderAmount: null,
  autoConfirmAt: Date.UTC(2026, 0, 1, 4, 0, 0),
  ...over,
});

let rows: WithdrawalRecord[] = [];
const reads: URL[] = [];
const confirms: { key: string | null; body: Record<string, unknown> }[] = [];

const server = setupServer(
  http.get('*/api/withdraw/records', ({ request }) => {
    reads.push(new URL(request.url));
    return HttpResponse.json({ records: rows, total: rows.length, totalPages: 1 });
  }),
  http.post('*/api/withdraw/confirm', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    confirms.push({ key: request.headers.get('Idempotency-Key'), body });
    rows = [record({ confirmation: 'partial', receivedAmount: '500.00', remainderAmount: '490.00', autoConfirmAt: null })];
    return HttpResponse.json({ withdrawalId: body.withdrawalId, state: 2, confirmation: 'partial' });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  rows = [record()];
});
afterEach(() => {
  server.resetHandlers();
  reads.length = 0;
  confirms.length = 0;
});
afterAll(() => server.close());

const png = () => new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'statement.png', { type: 'image/png' });

describe('withdrawal records', () => {
  it('lists the rows of today in Bangkok with the state name, and filters by state', async () => {
    renderCashier(<WithdrawalRecords />);
    const row = (await screen.findByText('W260101ABCDEF')).closest('tr')!;
    expect(within(row).getByText('Transferring')).toBeInTheDocument();
    expect(within(row).getByText('1,000.00')).toBeInTheDocument();
    expect(within(row).getByText('Kasikornbank ******7890')).toBeInTheDocument();
    expect(within(row).getByText('2026-01-01 10:00:00')).toBeInTheDocument();
    expect(within(row).getByText(/Counted as received automatically at 2026-01-01 11:00:00/)).toBeInTheDocument();
    const first = reads[0];
    expect(Number(first.searchParams.get('startDateTs'))).toBeLessThanOrEqual(Date.now());
    expect(first.searchParams.get('status')).toBeNull();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '2' } });
    await waitFor(() => expect(reads.at(-1)!.searchParams.get('status')).toBe('2'));
  });

  it('requires the received amount and a proof image for a partial receipt, then sends both with a key and refreshes', async () => {
    renderCashier(<WithdrawalRecords />);
    fireEvent.click(await screen.findByRole('button', { name: 'Partly received' }));
    const dialog = screen.getByRole('dialog');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('The amount received must be more than 0 and less than the payout.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Amount received'), { target: { value: '990' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('The amount received must be more than 0 and less than the payout.')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Amount received'), { target: { value: '500' } });
    expect(within(dialog).getByText('Amount remainder: 490.00')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Please attach a proof image.')).toBeInTheDocument();
    expect(confirms).toHaveLength(0);

    const proof = within(dialog).getByLabelText(/Proof image/);
    fireEvent.change(proof, { target: { files: [new File(['not an image'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await within(dialog).findByText('The proof must be a PNG, JPEG or WebP image of at most 5 MB.')).toBeInTheDocument();
    fireEvent.change(proof, { target: { files: [png()] } });
    expect(await within(dialog).findByText('Image attached: statement.png')).toBeInTheDocument();

    const readsBefore = reads.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you, your answer is saved.')).toBeInTheDocument();
    expect(confirms).toHaveLength(1);
    expect(confirms[0].key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(confirms[0].body).toMatchObject({ withdrawalId: 'W260101ABCDEF', result: 'partial', receivedAmount: '500' });
    expect(String(confirms[0].body.proofImage)).toMatch(/^data:image\/png;base64,/);
    await waitFor(() => expect(reads.length).toBeGreaterThan(readsBefore));
    expect(await screen.findByText('Partly received (under review)')).toBeInTheDocument();
    expect(screen.getByText(/Amount remainder: 490\.00/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All received' })).toBeInTheDocument();
  });

  it('asks before "received" and sends no proof with it', async () => {
    renderCashier(<WithdrawalRecords />);
    fireEvent.click(await screen.findByRole('button', { name: 'Received' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Confirm that 990.00 arrived in Kasikornbank ******7890? This cannot be undone.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(confirms).toHaveLength(1));
    expect(confirms[0].body).toEqual({ withdrawalId: 'W260101ABCDEF', result: 'received' });
  });

  it('shows an answer already given and offers no actions on other states', async () => {
    rows = [record({ withdrawalId: 'W260101AAAAAA', status: 4, confirmation: 'auto', autoConfirmAt: null }), record({ withdrawalId: 'W260101BBBBBB', status: 4, confirmation: 'forced', autoConfirmAt: null })];
    renderCashier(<WithdrawalRecords />);
    expect(await screen.findByText('Auto-counted as received')).toBeInTheDocument();
    expect(screen.getByText('Forced receipt')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /received/i })).not.toBeInTheDocument();
  });
});
