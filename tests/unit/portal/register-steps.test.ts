/** @jest-environment node */
// The phone-first mobile registration's steps (issue 30): what each step asks for and requires, with
// the same rules as the one-page form, which number a code belongs to, and where a refusal leads.
import { registerFields, type RegisterFieldSpec } from '@/platform/src/modules/accounts/rules/register-fields';
import type { RegistrationForm } from '@/lib/validation/registration';
import { codeSentToNumber, mobileRegisterSteps, stepOfRefusal, stepProblems, type RegisterStep } from '@/lib/validation/register-steps';

const settings = (mobilePassword = true, configured: RegisterFieldSpec[] = []): RegistrationForm => ({
  methods: { username: true, mobile: true },
  smsVerification: false,
  mobilePassword,
  fields: registerFields(false, configured),
});
const ids = (steps: RegisterStep[]) => steps.map((step) => step.id);
const names = (step: RegisterStep) => step.fields.map((field) => field.name);
const stepOf = (form: RegistrationForm, id: RegisterStep['id']) => mobileRegisterSteps(form).find((step) => step.id === id)!;

const filled = { countryDialingCode: '+66', mobileNum: '0812345678', verificationCode: '123456', password: 'Play2026ok', confirmPassword: 'Play2026ok' };

describe('the mobile registration steps', () => {
  it('asks for the number, then the code, then the password, then every other configured field', () => {
    const steps = mobileRegisterSteps(settings());
    expect(ids(steps)).toEqual(['phone', 'code', 'password', 'details']);
    expect(steps.slice(0, 3).map(names)).toEqual([['mobileNum'], ['verificationCode'], ['password', 'confirmPassword']]);
    // The base configuration's other enabled fields, in the server's order; never a username.
    expect(names(steps[3])).toEqual(['payeeName', 'email', 'affiliateCode']);
    expect(steps.flatMap(names).sort()).toEqual(['affiliateCode', 'confirmPassword', 'email', 'mobileNum', 'password', 'payeeName', 'verificationCode']);
  });

  it('has no password step when the site registers mobiles without one (MOBILENUMPASSREG3 off)', () => {
    const steps = mobileRegisterSteps(settings(false));
    expect(ids(steps)).toEqual(['phone', 'code', 'details']);
    expect(steps.flatMap(names)).not.toContain('password');
  });

  it('keeps a last step for the terms and the captcha even when no other field is configured', () => {
    const off = (['payeeName', 'email', 'affiliateCode'] as const).map((name) => ({ ...registerFields(false).find((field) => field.name === name)!, enabled: false }));
    const steps = mobileRegisterSteps(settings(true, off));
    expect(ids(steps)).toEqual(['phone', 'code', 'password', 'details']);
    expect(names(steps[3])).toEqual([]);
  });

  it('requires a valid number on the phone step, by the rule the server publishes', () => {
    const form = settings();
    const phone = stepOf(form, 'phone');
    expect(stepProblems(form, phone, {})).toEqual({ mobileNum: { kind: 'required' } });
    expect(stepProblems(form, phone, { mobileNum: '12' })).toEqual({ mobileNum: { kind: 'pattern', patternId: 6, min: 9, max: 10 } });
    expect(stepProblems(form, phone, { mobileNum: '0812345678' })).toEqual({});
  });

  it('requires the code on the code step, and only the code', () => {
    const form = settings();
    const code = stepOf(form, 'code');
    expect(stepProblems(form, code, { mobileNum: '0812345678' })).toEqual({ verificationCode: { kind: 'required' } });
    expect(stepProblems(form, code, { mobileNum: '0812345678', verificationCode: '12345' })).toEqual({ verificationCode: { kind: 'pattern', patternId: 6, min: 6, max: 6 } });
    // The password is not typed yet: its step asks for it, not this one.
    expect(stepProblems(form, code, { mobileNum: '0812345678', verificationCode: '123456' })).toEqual({});
  });

  it('requires a password and the same confirmation on the password step', () => {
    const form = settings();
    const password = stepOf(form, 'password');
    expect(stepProblems(form, password, { ...filled, password: '', confirmPassword: '' })).toMatchObject({ password: { kind: 'required' } });
    expect(stepProblems(form, password, { ...filled, confirmPassword: 'Play2026no' })).toEqual({ confirmPassword: { kind: 'mismatch' } });
    expect(stepProblems(form, password, filled)).toEqual({});
  });

  it('lets the optional fields of the last step stay empty, checks what is typed, and requires what the operator requires', () => {
    const form = settings();
    const details = stepOf(form, 'details');
    expect(stepProblems(form, details, filled)).toEqual({});
    expect(stepProblems(form, details, { ...filled, email: 'not-an-email' })).toEqual({ email: { kind: 'pattern', patternId: 3, min: 5, max: 60 } });
    const realName = { ...registerFields(false).find((field) => field.name === 'payeeName')!, required: true };
    const strict = settings(true, [realName]);
    expect(stepOf(strict, 'details').fields.find((field) => field.name === 'payeeName')?.required).toBe(true);
    expect(stepProblems(strict, stepOf(strict, 'details'), filled)).toEqual({ payeeName: { kind: 'required' } });
  });
});

describe('the number a code was sent to', () => {
  const sentTo = '+66 0812345678';

  it('lets the phone step go on to the code without a new one only for that very number', () => {
    expect(codeSentToNumber(sentTo, { countryDialingCode: '+66', mobileNum: ' 0812345678 ' })).toBe(true);
    expect(codeSentToNumber(sentTo, { countryDialingCode: '+66', mobileNum: '0812345679' })).toBe(false);
    expect(codeSentToNumber(sentTo, { countryDialingCode: '+84', mobileNum: '0812345678' })).toBe(false);
    expect(codeSentToNumber(null, { countryDialingCode: '+66', mobileNum: '0812345678' })).toBe(false);
  });
});

describe('where a refused account creation leads', () => {
  const steps = mobileRegisterSteps(settings());

  it('opens the step of the first field the refusal names', () => {
    expect(stepOfRefusal(steps, { fields: ['email', 'password'], code: 'validation_failed' })).toBe(2);
    expect(stepOfRefusal(steps, { fields: ['affiliateCode'], code: null })).toBe(3);
    expect(stepOfRefusal(steps, { fields: ['mobileNum'], code: null })).toBe(0);
  });

  it('opens the code step for a wrong or expired code, the phone step for a taken number', () => {
    expect(stepOfRefusal(steps, { fields: [], code: 'code_invalid' })).toBe(1);
    expect(stepOfRefusal(steps, { fields: [], code: 'code_expired' })).toBe(1);
    expect(stepOfRefusal(steps, { fields: [], code: 'mobile_exists' })).toBe(0);
    expect(stepOfRefusal(steps, { fields: [], code: 'account_exists' })).toBe(0);
  });

  it('stays on the last step for the captcha, the terms and anything else', () => {
    expect(stepOfRefusal(steps, { fields: ['captcha'], code: null })).toBe(3);
    expect(stepOfRefusal(steps, { fields: ['termsAccepted', 'adultConfirmed'], code: null })).toBe(3);
    expect(stepOfRefusal(steps, { fields: [], code: 'captcha_invalid' })).toBe(3);
    expect(stepOfRefusal(steps, { fields: [], code: 'too_many_requests' })).toBe(3);
  });
});
