/** @jest-environment node */
import { PATTERNS } from '@/contract/validation-patterns';
import {
  checkRegisterFields,
  COUNTRY_DIALING_CODES,
  enabledValues,
  mobileRegisterFields,
  registerFields,
} from '@/platform/src/modules/accounts/rules/register-fields';

const byName = (fields: ReturnType<typeof registerFields>) => Object.fromEntries(fields.map((field) => [field.name, field]));

describe('register field settings', () => {
  it('publish each pattern as the source of the shared rule', () => {
    for (const field of registerFields(false)) expect(field.acceptedPattern).toBe(PATTERNS[field.patternId].regex.source);
    const fields = byName(registerFields(false));
    expect(fields.username).toMatchObject({ enabled: true, required: true, patternId: 1, minLength: 6, maxLength: 16 });
    expect(fields.password).toMatchObject({ patternId: 5, minLength: 6, maxLength: 20 });
    expect(fields.email).toMatchObject({ enabled: true, required: false, patternId: 3, minLength: 5, maxLength: 60 });
    expect(fields.captcha.enabled).toBe(false);
    expect(COUNTRY_DIALING_CODES[0]).toBe('+66');
  });

  it('require mobile number and code with SMS verification, and always on the mobile tab', () => {
    expect(byName(registerFields(false)).mobileNum.required).toBe(false);
    expect(byName(registerFields(false)).verificationCode.enabled).toBe(false);
    expect(byName(registerFields(true)).mobileNum.required).toBe(true);
    expect(byName(registerFields(true)).verificationCode).toMatchObject({ enabled: true, required: true });
    expect(mobileRegisterFields().map((field) => field.name).sort()).toEqual(
      ['affiliateCode', 'confirmPassword', 'email', 'mobileNum', 'password', 'payeeName', 'verificationCode'].sort(),
    );
  });
});

describe('checking a registration', () => {
  const fields = registerFields(false);

  it('lists every problem at once and ignores disabled fields', () => {
    expect(checkRegisterFields(fields, { username: '1a', password: 'abc', confirmPassword: '', email: 'x', qqNum: 'zz' })).toEqual({
      username: { kind: 'pattern', patternId: 1, min: 6, max: 16 },
      password: { kind: 'pattern', patternId: 5, min: 6, max: 20 },
      confirmPassword: { kind: 'required' },
      email: { kind: 'pattern', patternId: 3, min: 5, max: 60 },
    });
  });

  it('checks the confirmation last', () => {
    expect(checkRegisterFields(fields, { username: 'player1', password: 'abc123', confirmPassword: 'abc124' })).toEqual({
      confirmPassword: { kind: 'mismatch' },
    });
    expect(checkRegisterFields(fields, { username: 'player1', password: 'abc123', confirmPassword: 'abc123' })).toEqual({});
  });

  it('keeps only enabled, non-empty values', () => {
    expect(enabledValues(fields, { username: ' player1 ', email: '', qqNum: '12345' })).toEqual({ username: 'player1' });
  });
});
