'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { TextField } from '@/components/ui/text-field';
import { ClientLocaleLink } from '@/components/ui/client-locale-link';
import { authModal } from '@/lib/ui/auth-modal-store';
import { useProblemText } from '@/lib/ui/use-messages';
import type { RegisterFieldConfig } from '@/lib/validation/registration';
import { CaptchaField } from './captcha-field';
import { DialingCodeSelect } from './dialing-code-select';
import type { Registration } from './use-registration';

const INPUT_TYPES: Record<string, string> = { password: 'password', confirmPassword: 'password', paymentPassword: 'password', email: 'email' };
const AUTOCOMPLETE: Record<string, string> = {
  username: 'username', password: 'new-password', confirmPassword: 'new-password', email: 'email',
  mobileNum: 'tel-national', payeeName: 'name', verificationCode: 'one-time-code',
};
const NUMERIC = new Set(['mobileNum', 'verificationCode', 'qqNum', 'whatsapp', 'paymentPassword']);

interface RegisterInputProps {
  field: RegisterFieldConfig;
  registration: Registration;
  /** Marks an optional field in its label (the step-by-step form says what may be left empty). */
  markOptional?: boolean;
  children?: ReactNode;
}

/** One configured register field: its label, input kind, length and error; the mobile number with its dialing code. */
export function RegisterInput({ field, registration, markOptional = false, children }: RegisterInputProps) {
  const t = useTranslations();
  const problemText = useProblemText();
  const { values, set, form, checkAffiliateCode, affiliateOk } = registration;
  const id = `register-${field.name}`;
  const label = t(`register.fields.${field.name}` as never);
  const common = {
    id, name: field.name, required: field.required,
    label: markOptional && !field.required ? t('register.steps.optionalLabel', { label }) : label,
    type: INPUT_TYPES[field.name] ?? 'text',
    autoComplete: AUTOCOMPLETE[field.name] ?? 'off',
    inputMode: NUMERIC.has(field.name) ? ('numeric' as const) : undefined,
    maxLength: field.maxLength || undefined,
    value: values[field.name] ?? '',
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(field.name, event.target.value),
    error: problemText(form.problems[field.name]),
  };
  if (field.name === 'mobileNum') {
    return (
      <TextField {...common}>
        <DialingCodeSelect value={values.countryDialingCode} onChange={(code) => set('countryDialingCode', code)} />
        {children}
      </TextField>
    );
  }
  if (field.name === 'affiliateCode') {
    return (
      <div>
        <TextField {...common} onBlur={(event) => void checkAffiliateCode(event.target.value)} />
        {affiliateOk ? <p className="form-success" role="status">{t('register.invitationOk')}</p> : null}
      </div>
    );
  }
  return <TextField {...common}>{children}</TextField>;
}

/** The captcha row of the register popup (every account creation and every SMS code costs a solved one). */
export function RegisterCaptcha({ registration }: { registration: Registration }) {
  const problemText = useProblemText();
  const { captcha, form } = registration;
  return (
    <CaptchaField id="register-captcha" version={captcha.version} error={problemText(form.problems.captcha)} required
      value={captcha.value} onChange={captcha.setValue} />
  );
}

/** The terms (ticked by default) and the 18+ agreement, each with its error. */
export function RegisterConsents({ registration }: { registration: Registration }) {
  const t = useTranslations();
  const problemText = useProblemText();
  const { terms, setTerms, adult, setAdult, form } = registration;
  return (
    <>
      <label className="check">
        <input type="checkbox" name="termsAccepted" checked={terms} onChange={(event) => setTerms(event.target.checked)}
          aria-invalid={Boolean(form.problems.termsAccepted)} aria-describedby={form.problems.termsAccepted ? 'register-terms-error' : undefined} />
        <span>
          {t('register.termsBefore')}{' '}
          <ClientLocaleLink href="/help#term" onClick={() => authModal.close()}>{t('register.termsLink')}</ClientLocaleLink>
        </span>
      </label>
      {form.problems.termsAccepted ? <p className="field-error" id="register-terms-error" role="alert">{problemText(form.problems.termsAccepted)}</p> : null}
      <label className="check">
        <input type="checkbox" name="adultConfirmed" checked={adult} onChange={(event) => setAdult(event.target.checked)}
          aria-invalid={Boolean(form.problems.adultConfirmed)} aria-describedby={form.problems.adultConfirmed ? 'register-adult-error' : undefined} />
        <span>{t('register.adult')}</span>
      </label>
      {form.problems.adultConfirmed ? <p className="field-error" id="register-adult-error" role="alert">{problemText(form.problems.adultConfirmed)}</p> : null}
    </>
  );
}
