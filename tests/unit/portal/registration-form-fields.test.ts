// The register popup's fields follow the server's settings: the mobile tab asks for a password only
// with MOBILENUMPASSREG3 on (contract/site-flags.ts), and the form's checks then need none.
import { registerFields } from '@/platform/src/modules/accounts/rules/register-fields';
import { formFields, registrationProblems, type RegistrationForm } from '@/lib/validation/registration';

const form = (mobilePassword?: boolean): RegistrationForm => ({
  methods: { username: true, mobile: true },
  smsVerification: false,
  ...(mobilePassword === undefined ? {} : { mobilePassword }),
  fields: registerFields(false),
});
const names = (settings: RegistrationForm, method: 'username' | 'mobile') => formFields(settings, method).map((field) => field.name);

describe('registration form fields and MOBILENUMPASSREG3', () => {
  it('asks the mobile tab for a password when the flag is on, or when the server does not say', () => {
    for (const settings of [form(true), form()]) {
      expect(names(settings, 'mobile')).toEqual(expect.arrayContaining(['mobileNum', 'verificationCode', 'password', 'confirmPassword']));
      expect(registrationProblems(settings, 'mobile', { mobileNum: '0812345678', verificationCode: '123456' })).toMatchObject({ password: { kind: 'required' } });
    }
  });

  it('asks the mobile tab for no password when the flag is off; the username tab still asks for one', () => {
    const off = form(false);
    expect(names(off, 'mobile')).not.toContain('password');
    expect(names(off, 'mobile')).not.toContain('confirmPassword');
    expect(names(off, 'mobile')).toEqual(expect.arrayContaining(['mobileNum', 'verificationCode']));
    expect(registrationProblems(off, 'mobile', { mobileNum: '0812345678', verificationCode: '123456' })).toEqual({});
    expect(names(off, 'username')).toEqual(expect.arrayContaining(['username', 'password', 'confirmPassword']));
  });
});
