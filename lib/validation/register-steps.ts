// The phone-first mobile registration (issue 30): with mobile registration on (MOBILENUMREG3), the
// mobile tab asks one thing at a time — the number, its SMS code, a password, then the rest — and
// creates the account with one call at the end, as the one-page form does. Each step checks its
// fields with the same rules as the whole form (registrationProblems); the platform checks them all
// again, with the captcha, the code bound to the number and its rate limits.
import type { FieldProblem } from './field-problem';
import { formFields, registrationProblems, type RegisterFieldConfig, type RegistrationForm } from './registration';

export type RegisterStepId = 'phone' | 'code' | 'password' | 'details';

export interface RegisterStep {
  id: RegisterStepId;
  /** The configured fields this step asks for, in the server's order. */
  fields: RegisterFieldConfig[];
}

const FIELDS_OF: Record<Exclude<RegisterStepId, 'details'>, readonly string[]> = {
  phone: ['mobileNum'],
  code: ['verificationCode'],
  password: ['password', 'confirmPassword'],
};
const EARLIER = new Set(Object.values(FIELDS_OF).flat());

/**
 * The steps of the mobile registration: phone, code, password (only when the site's mobile
 * registration asks for one, MOBILENUMPASSREG3), then every other configured field with the terms,
 * the age agreement and the captcha of the account creation.
 */
export function mobileRegisterSteps(form: RegistrationForm): RegisterStep[] {
  const fields = formFields(form, 'mobile');
  const named = (names: readonly string[]) => fields.filter((field) => names.includes(field.name));
  const steps: RegisterStep[] = [
    { id: 'phone', fields: named(FIELDS_OF.phone) },
    { id: 'code', fields: named(FIELDS_OF.code) },
    { id: 'password', fields: named(FIELDS_OF.password) },
    { id: 'details', fields: fields.filter((field) => !EARLIER.has(field.name)) },
  ];
  return steps.filter((step) => step.id === 'details' || step.fields.length > 0);
}

/** The problems of one step's fields: the whole form's rules (confirmation included), kept to the step. */
export function stepProblems(form: RegistrationForm, step: RegisterStep, values: Record<string, string | undefined>): Record<string, FieldProblem> {
  const names = new Set(step.fields.map((field) => field.name));
  return Object.fromEntries(Object.entries(registrationProblems(form, 'mobile', values)).filter(([name]) => names.has(name)));
}

/** The number a code goes to, as the form sends it: a code is bound to it (the platform redeems it for that number only). */
export function codeRecipient(values: Record<string, string | undefined>): string {
  return `${values.countryDialingCode ?? ''} ${(values.mobileNum ?? '').trim()}`;
}

/**
 * Whether the phone step may go on to the code without sending another: a code was sent to this
 * very number (going back to look at the number loses nothing; changing it needs a new code).
 */
export function codeSentToNumber(sentTo: string | null, values: Record<string, string | undefined>): boolean {
  return sentTo !== null && sentTo === codeRecipient(values);
}

/** The step a refusal of the account creation is about: the code's, the number's, or the step of a named field. */
const STEP_OF_ERROR: Record<string, RegisterStepId> = {
  code_invalid: 'code',
  code_expired: 'code',
  code_missing: 'code',
  phone_invalid: 'phone',
  phone_missing: 'phone',
  mobile_exists: 'phone',
  // The mobile account's name is the number's ('m' + the national number).
  account_exists: 'phone',
};

/**
 * Where a refused creation sends the member: the first step holding a field the refusal names,
 * else the step its error code is about, else the last step (captcha, terms, a server error).
 */
export function stepOfRefusal(steps: readonly RegisterStep[], refusal: { fields: readonly string[]; code: string | null }): number {
  const byField = steps.findIndex((step) => step.fields.some((field) => refusal.fields.includes(field.name)));
  if (byField >= 0) return byField;
  const named = refusal.code ? STEP_OF_ERROR[refusal.code] : undefined;
  const byCode = named ? steps.findIndex((step) => step.id === named) : -1;
  return byCode >= 0 ? byCode : steps.length - 1;
}
