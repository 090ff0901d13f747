// The consolidated contract popup: lists what waits for the agent's decision, warns when accepting
// cancels a downline's higher contract, sends the spec's status per button (A/R for an offer, C/A
// for a terminate request), drops answered items, shows a refusal, and works from the keyboard.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import type { ContractView } from '@/contract/agent-contracts';
import { ContractPopup } from '@/components/agent/contracts/contract-popup';
import contractsEn from '@/messages/agent-contracts/en.json';

const contract = (over: Partial<ContractView>): ContractView => ({
  id: 1,
  kind: 'daily',
  status: 'P',
  version: 0,
  upline: { id: 10, account: 'agent01' },
  downline: { id: 11, account: 'agent02' },
  terms: { tiers: [{ betVolume: '1000.00', activeMember: 1, rateType: 'P', rate: '0.50' }] },
  pendingTerms: null,
  requestedBy: null,
  downlineHigherRate: 'N',
  createdAt: 0,
  updatedAt: 0,
  signedAt: null,
  endedAt: null,
  ...over,
});

let items: ContractView[] = [];
const decisions: Record<string, unknown>[] = [];
let refuse = false;

const server = setupServer(
  http.get('*/api/agent/contracts/consolidated', () =>
    HttpResponse.json({ items, divtypereq: false, dailysalreqtype: true, contracthoursalreq: false, realtimesalreqtype: false }),
  ),
  http.post('*/api/agent/contracts/decide', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    decisions.push(body);
    if (refuse) return HttpResponse.json({ error: { code: 'contract_state_changed', message: 'changed' } }, { status: 409 });
    return HttpResponse.json(contract({ id: body.id as number, status: 'A' }));
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  decisions.length = 0;
  refuse = false;
  sessionStorage.clear();
});
afterAll(() => server.close());

const renderPopup = () =>
  render(
    <NextIntlClientProvider locale="en" messages={contractsEn} timeZone="Asia/Bangkok">
      <ContractPopup />
    </NextIntlClientProvider>,
  );

it('lists offers and requests with the higher-rate warning and sends the spec status per button', async () => {
  items = [
    contract({ id: 1, downlineHigherRate: 'Y' }),
    contract({ id: 2, kind: 'hourly', status: 'V', requestedBy: 'upline', terms: { frequency: 'H', tiers: [{ minimumBet: '100.00', activeMember: 1, rateType: 'F', rate: '10.00' }] } }),
  ];
  renderPopup();
  const dialog = await screen.findByRole('dialog', { name: 'Contracts waiting for you' });
  const offer = within(dialog).getByTestId('contract-offer-1');
  expect(within(offer).getByText('agent01 offers you a Daily salary contract')).toBeInTheDocument();
  expect(within(offer).getByRole('note')).toHaveTextContent('agreeing will automatically terminate the contract with the downline');
  const termination = within(dialog).getByTestId('contract-offer-2');
  expect(within(termination).getByText('agent01 asks to terminate the Hourly salary contract')).toBeInTheDocument();

  fireEvent.click(within(offer).getByRole('button', { name: 'Accept' }));
  await waitFor(() => expect(screen.queryByTestId('contract-offer-1')).not.toBeInTheDocument());
  fireEvent.click(within(termination).getByRole('button', { name: 'Terminate' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(decisions).toEqual([
    { kind: 'daily', id: 1, status: 'A', version: 0 },
    { kind: 'hourly', id: 2, status: 'C', version: 0 },
  ]);
});

it('shows a refusal, rejects with R, and closes with Escape for the session', async () => {
  items = [contract({ id: 3 }), contract({ id: 4, kind: 'dividend', terms: { period: 'W', tiers: [{ minimumBet: '0', netLoss: '0', activeMember: 0, contractRate: '10' }] } })];
  refuse = true;
  renderPopup();
  const dialog = await screen.findByRole('dialog');
  // The first button has the focus: the keyboard starts there.
  expect(document.activeElement).toBe(within(screen.getByTestId('contract-offer-3')).getByRole('button', { name: 'Accept' }));
  fireEvent.click(within(screen.getByTestId('contract-offer-3')).getByRole('button', { name: 'Reject' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('The contract changed meanwhile; reload and try again');
  expect(decisions).toEqual([{ kind: 'daily', id: 3, status: 'R', version: 0 }]);
  fireEvent.keyDown(dialog, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sessionStorage.getItem('contractPopupClosed')).toBe('1');
});

it('shows nothing when nothing waits', async () => {
  items = [];
  const { container } = renderPopup();
  await waitFor(() => expect(container).toBeEmptyDOMElement());
});
