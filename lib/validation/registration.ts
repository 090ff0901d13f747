import type { FieldProblem } from './field-problem';
import { checkField, type FieldRule } from '@/contract/validation-patterns';

export interface RegisterFieldConfig extends FieldRule {
  name: string;
}

export interface RegistrationForm {
  methods: { username: boolean; mobile: boolean };
  smsVerification: boolean;
  /** The mobile registration asks for a password (MOBILENUMPASSREG3); absent means it does. */
  mobilePassword?: boolean;
  fields: RegisterFieldConfig[];
}

/** Fields that a method always asks for, whatever the server's `enabled` says (spec §5). */
const ALWAYS: Record<'username' | 'mobile', string[]> = {
  username: ['username', 'password', 'confirmPassword'],
  mobile: ['mobileNum', 'verificationCode', 'password', 'confirmPassword'],
};
/** Fields only the other method shows. */
const NOT_ON: Record<'username' | 'mobile', string[]> = { username: [], mobile: ['username'] };
/** Filled by the server from the request or handled elsewhere, never typed into the form. */
const HIDDEN = new Set(['captcha', 'referralCode']);

/** The fields a registration form shows for a method, in the server's order, with their rules. */
export function formFields(form: RegistrationForm, method: 'username' | 'mobile'): RegisterFieldConfig[] {
  const needsCode = method === 'mobile' || form.smsVerification;
  const notOn = method === 'mobile' && form.mobilePassword === false ? [...NOT_ON.mobile, 'password', 'confirmPassword'] : NOT_ON[method];
  return form.fields
    .filter((field) => !HIDDEN.has(field.name) && !notOn.includes(field.name))
    .filter((field) => field.enabled || ALWAYS[method].includes(field.name) || (field.name === 'mobileNum' && needsCode))
    .filter((field) => field.name !== 'verificationCode' || needsCode)
    .map((field) => {
      const required =
        field.required ||
        ALWAYS[method].includes(field.name) ||
        (needsCode && (field.name === 'mobileNum' || field.name === 'verificationCode'));
      return { ...field, enabled: true, required };
    });
}

/**
 * Every problem of a registration form at once: each shown field against its rule, and the
 * confirmation equal to the password. Used by the form, the BFF and (the same rules) the platform.
 */
export function registrationProblems(
  form: RegistrationForm,
  method: 'username' | 'mobile',
  values: Record<string, string | undefined>,
): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const field of formFields(form, method)) {
    const problem = checkField(field, values[field.name]);
    if (problem) problems[field.name] = problem;
  }
  if (!problems.confirmPassword && (values.confirmPassword ?? '') !== (values.password ?? '')) {
    problems.confirmPassword = { kind: 'mismatch' };
  }
  return problems;
}
