// The register center's account form (REGCEN): local checks before anything is sent, the
// confirmation step, the platform's errors beside their fields, and the credentials with
// "Copy and close".
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { RegisterDownlineForm } from '@/components/agent/team/register-downline-form';
import type { RebateBound } from '@/contract/agent-team';
import teamEn from '@/messages/agent-team/en.json';

const bounds: RebateBound[] = [
  { series: 'LOTT', rate: '8.00', min: '0.00', max: '8.00' },
  { series: 'RNG', rate: '2.00', min: '0.00', max: '2.00' },
];
const seriesNames = { LOTT: 'Lottery', RNG: 'Slots' };

const posts: unknown[] = [];
let answer: () => Response = () =>
  HttpResponse.json({ memberId: 9, account: 'newplayer1', accountType: 'member', rebates: [{ series: 'LOTT', rate: '5.00' }] });
const server = setupServer(
  http.post('*/api/agent/team/downline', async ({ request }) => {
    posts.push(await request.json());
    return answer();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  posts.length = 0;
});
afterAll(() => server.close());

function renderForm() {
  return render(
    <NextIntlClientProvider locale="en" messages={teamEn} timeZone="Asia/Bangkok">
      <RegisterDownlineForm bounds={bounds} seriesNames={seriesNames} />
    </NextIntlClientProvider>,
  );
}

function fill({ username = 'NewPlayer1', password = 'abc12345', lott = '5' } = {}) {
  fireEvent.change(screen.getByLabelText(/Username/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Lottery'), { target: { value: lott } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
}

describe('RegisterDownlineForm', () => {
  it('asks to confirm the information before it sends, then shows the credentials with "Copy and close"', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderForm();
    fill();
    expect(screen.getByRole('heading', { name: 'Please confirm the information' })).toBeInTheDocument();
    expect(screen.getByText('5%')).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Account created' })).toBeInTheDocument();
    expect(posts).toEqual([{ accountType: 'member', username: 'NewPlayer1', password: 'abc12345', rebates: { LOTT: '5', RNG: '0' } }]);
    expect(screen.getByTestId('created-username')).toHaveTextContent('newplayer1');
    expect(screen.getByTestId('created-password')).toHaveTextContent('abc12345');

    fireEvent.click(screen.getByRole('button', { name: 'Copy and close' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('Username: newplayer1\nPassword: abc12345'));
    expect(await screen.findByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveValue('');
  });

  it('goes back from the confirmation with everything kept', () => {
    renderForm();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/Username/)).toHaveValue('NewPlayer1');
    expect(screen.getByLabelText('Lottery')).toHaveValue('5');
  });

  it.each([
    [{ username: 'ab' }, 'The username must be 6–16 letters and digits, starting with a letter.'],
    [{ password: 'abcdefgh' }, 'The password must be 6–20 characters, letters and digits combined.'],
    [{ lott: '1e3' }, 'Enter a rebate between 0 and 100 with at most two decimals.'],
    [{ lott: '-1' }, 'Enter a rebate between 0 and 100 with at most two decimals.'],
    [{ lott: '8.5' }, 'At most 8.00%.'],
  ])('shows %j as an error beside its field and sends nothing', (input, message) => {
    renderForm();
    fill(input);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Please confirm the information' })).not.toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it("returns to the form with the platform's refusal: a taken username, a rebate above the maximum", async () => {
    answer = () => HttpResponse.json({ error: { code: 'exists.username.err', message: 'exists' } }, { status: 400 });
    renderForm();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findAllByText('This username already exists.')).not.toHaveLength(0);
    expect(screen.getByLabelText(/Username/)).toHaveAttribute('aria-invalid', 'true');

    answer = () =>
      HttpResponse.json({ error: { code: 'rebate.exceeds.max', message: 'max', fields: { LOTT: { kind: 'max', max: '4.00' } } } }, { status: 400 });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findAllByText('At most 4.00%.')).not.toHaveLength(0);
    expect(screen.getByLabelText('Lottery')).toHaveAttribute('aria-invalid', 'true');
  });
});
