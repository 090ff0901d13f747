// The register popup's mobile tab, one step at a time (issue 30): the number and "Send code" with its
// captcha, the code, a password, then the rest; focus on each step's heading, "n of 4", values kept
// going back, one account creation call at the end with everything, and a refused code reopening
// the code step.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { RegisterSteps } from '@/components/auth/register-steps';
import { useRegistration, type RegisterSettings } from '@/components/auth/use-registration';
import { registerFields } from '@/platform/src/modules/accounts/rules/register-fields';
import accountEn from '@/messages/account/en.json';

jest.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams() }));
jest.mock('@/lib/i18n/client-navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }) }));
jest.mock('@/lib/ui/use-session', () => ({ useSession: () => ({ mutate: jest.fn() }) }));

const settings: RegisterSettings = {
  methods: { username: true, mobile: true },
  smsVerification: false,
  mobilePassword: true,
  fields: registerFields(false),
  countryDialingCodes: ['+66', '+84'],
};

const smsRequests: Record<string, unknown>[] = [];
const registrations: Record<string, unknown>[] = [];
const server = setupServer(
  http.get('*/api/captcha', () => HttpResponse.json({ image: null })),
  http.get('*/api/register/settings', () => HttpResponse.json(settings)),
  http.post('*/api/sms-code', async ({ request }) => {
    smsRequests.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ expiredMinutes: 1 });
  }),
  http.post('*/api/register', async ({ request }) => {
    registrations.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ error: { code: 'code_invalid' } }, { status: 400 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  smsRequests.length = 0;
  registrations.length = 0;
});
afterAll(() => server.close());

function Steps() {
  return <RegisterSteps settings={settings} registration={useRegistration(settings)} />;
}

function renderSteps() {
  return render(
    <NextIntlClientProvider locale="en" messages={accountEn} timeZone="Asia/Bangkok">
      <Steps />
    </NextIntlClientProvider>,
  );
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const steps = accountEn.register.steps;

async function expectStep(title: string, current: number) {
  const heading = await screen.findByRole('heading', { name: title });
  expect(heading).toHaveFocus();
  expect(screen.getByText(`Step ${current} of 4`)).toBeInTheDocument();
}

describe('the phone-first mobile registration', () => {
  it('goes number → code → password → details, keeps every value going back, and creates the account once with everything', async () => {
    renderSteps();
    expect(screen.getByRole('heading', { name: steps.phone })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    // No password and no other field before the number.
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();

    // Spec §5: the number is checked before a code is sent; every code costs a solved captcha.
    type(/^Mobile number/, '12');
    click('Send code');
    expect(await screen.findByText('Please enter 9 - 10 digits')).toBeInTheDocument();
    type(/^Mobile number/, '0812345678');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 1_000)));
    click('Send code');
    expect(await screen.findByText('Please enter the captcha')).toBeInTheDocument();
    expect(smsRequests).toHaveLength(0);
    type(/^Captcha/, 'ab3x');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 1_000)));
    click('Send code');

    await expectStep(steps.code, 2);
    expect(smsRequests).toEqual([{ mobileNum: '0812345678', countryDialingCode: '+66', purpose: 'register', captcha: 'ab3x' }]);
    expect(screen.getByText(/We sent a code by SMS to \+66 0812345678\./)).toBeInTheDocument();
    // The countdown runs: no captcha row, no new code yet.
    expect(screen.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    expect(screen.queryByLabelText(/^Captcha/)).not.toBeInTheDocument();
    click('Next');
    expect(await screen.findByText('Input cannot be empty')).toBeInTheDocument();
    type(/^SMS verification code/, '123456');
    click('Next');

    await expectStep(steps.password, 3);
    expect(screen.getByTestId('register-account-name')).toHaveTextContent('Your account name: m0812345678');
    type(/^Password/, 'Play2026ok');
    type(/^Confirm password/, 'Play2026no');
    click('Next');
    expect(await screen.findByText('Incorrect confirmation input')).toBeInTheDocument();
    type(/^Confirm password/, 'Play2026ok');

    // Back keeps what was typed, on every step.
    click('Back');
    await expectStep(steps.code, 2);
    expect(screen.getByLabelText(/^SMS verification code/)).toHaveValue('123456');
    click('Change number');
    await expectStep(steps.phone, 1);
    expect(screen.getByLabelText(/^Mobile number/)).toHaveValue('0812345678');
    // The code went to this number: on to the code without sending another.
    click('Next');
    await expectStep(steps.code, 2);
    expect(smsRequests).toHaveLength(1);
    click('Next');
    await expectStep(steps.password, 3);
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Play2026ok');
    expect(screen.getByLabelText(/^Confirm password/)).toHaveValue('Play2026ok');
    click('Next');

    await expectStep(steps.details, 4);
    expect(screen.getByLabelText('Real name (optional)')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail (optional)')).toBeInTheDocument();
    click('Register');
    expect(await screen.findByText('Please enter the captcha')).toBeInTheDocument();
    expect(screen.getByText(accountEn.validation.adult_required, { selector: '.field-error' })).toBeInTheDocument();
    expect(registrations).toHaveLength(0);
    type(/^Captcha/, 'ab3x');
    fireEvent.click(screen.getByLabelText(accountEn.register.adult));
    click('Register');

    // One creation call with everything the platform needs; a wrong code reopens the code step.
    await expectStep(steps.code, 2);
    expect(registrations).toEqual([{
      method: 'mobile',
      fields: { mobileNum: '0812345678', verificationCode: '123456', password: 'Play2026ok', confirmPassword: 'Play2026ok',
        payeeName: '', email: '', affiliateCode: '', countryDialingCode: '+66' },
      termsAccepted: true,
      adultConfirmed: true,
      captcha: 'ab3x',
    }]);
    expect(screen.getByRole('alert')).toHaveTextContent(accountEn.errors.code_invalid);
    expect(screen.getByLabelText(/^SMS verification code/)).toHaveValue('123456');
  });

  it('asks for a new number\'s code: a changed number cannot skip to the code step', async () => {
    renderSteps();
    type(/^Mobile number/, '0812345678');
    await waitFor(() => expect(screen.getByLabelText(/^Captcha/)).toBeInTheDocument());
    type(/^Captcha/, 'ab3x');
    click('Send code');
    await expectStep(steps.code, 2);
    click('Change number');
    await expectStep(steps.phone, 1);
    type(/^Mobile number/, '0812345679');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByTestId('sms-code-button')).toBeDisabled();
  });
});
