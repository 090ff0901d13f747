// Server-driven registration fields (spec §3 "registration field configuration", §5). The rule of
// each pattern id lives once, in contract/validation-patterns.ts; acceptedPattern is its regex source.
import { CONFIGURABLE_REGISTER_FIELDS } from '../../../../../contract/operator-settings';
import { checkField, PATTERNS } from '../../../../../contract/validation-patterns';

export interface RegisterFieldSpec {
  name: string;
  enabled: boolean;
  required: boolean;
  patternId: number;
  minLength: number;
  maxLength: number;
}

export interface RegisterField extends RegisterFieldSpec {
  /** The regex source of PATTERNS[patternId]; a lone '*' would accept anything. */
  acceptedPattern: string;
}

export type FieldIssue =
  | { kind: 'required' }
  | { kind: 'pattern'; patternId: number; min: number; max: number }
  | { kind: 'mismatch' };

export type FieldIssues = Record<string, FieldIssue>;

const spec = (name: string, enabled: boolean, required: boolean, patternId: number, minLength: number, maxLength: number) =>
  ({ name, enabled, required, patternId, minLength, maxLength }) satisfies RegisterFieldSpec;

/** The base configuration; mobileNum and verificationCode follow the REGMOBVERF3 flag (registerFields). */
export const REGISTER_FIELD_SPECS: readonly RegisterFieldSpec[] = [
  spec('username', true, true, 1, 6, 16),
  spec('password', true, true, 5, 6, 20),
  spec('confirmPassword', true, true, 0, 6, 20),
  spec('mobileNum', true, false, 6, 9, 10),
  spec('payeeName', true, false, 17, 2, 50),
  spec('email', true, false, 3, 5, 60),
  spec('affiliateCode', true, false, 14, 4, 16),
  spec('verificationCode', false, false, 6, 6, 6),
  spec('captcha', false, false, 14, 4, 4),
  spec('paymentPassword', false, false, 6, 6, 6),
  spec('qqNum', false, false, 6, 5, 12),
  spec('line', false, false, 9, 2, 30),
  spec('whatsapp', false, false, 6, 8, 15),
  spec('facebook', false, false, 9, 2, 50),
  spec('wechat', false, false, 9, 2, 30),
  spec('idNumber', false, false, 14, 6, 20),
  spec('recommenderId', false, false, 14, 2, 20),
];

export const COUNTRY_DIALING_CODES = ['+66', '+84', '+86', '+855', '+95', '+856', '+60', '+62', '+63', '+91', '+1', '+44'] as const;

/**
 * The operator's configuration of the fields it may change (contract/operator-settings.ts
 * CONFIGURABLE_REGISTER_FIELDS) over the base: the account's own rules stay the platform's.
 */
export function configuredFieldSpecs(configured: readonly RegisterFieldSpec[]): RegisterFieldSpec[] {
  const byName = new Map(configured.filter((field) => (CONFIGURABLE_REGISTER_FIELDS as readonly string[]).includes(field.name)).map((field) => [field.name, field]));
  return REGISTER_FIELD_SPECS.map((field) => {
    const chosen = byName.get(field.name);
    return chosen ? { ...chosen, name: field.name } : field;
  });
}

const withPattern = (field: RegisterFieldSpec): RegisterField => ({
  ...field,
  acceptedPattern: PATTERNS[field.patternId].regex.source,
});

/**
 * The fields as GET /wps/system/setting/register publishes them and the username registration
 * checks them: with SMS verification on (REGMOBVERF3), the mobile number and its code are required.
 */
export function registerFields(smsVerification: boolean, configured: readonly RegisterFieldSpec[] = []): RegisterField[] {
  return configuredFieldSpecs(configured).map((field) =>
    smsVerification && (field.name === 'mobileNum' || field.name === 'verificationCode')
      ? withPattern({ ...field, enabled: true, required: true })
      : withPattern(field),
  );
}

/**
 * The fields of the mobile registration: mobile number and code always required, no username; a
 * password and its confirmation only with MOBILENUMPASSREG3 on (contract/site-flags.ts).
 */
export function mobileRegisterFields(withPassword = true, configured: readonly RegisterFieldSpec[] = []): RegisterField[] {
  const names = new Set(['mobileNum', 'verificationCode', ...(withPassword ? ['password', 'confirmPassword'] : []), 'payeeName', 'email', 'affiliateCode']);
  return registerFields(true, configured).filter((field) => names.has(field.name));
}

export function fieldRule(fields: readonly RegisterField[], name: string): RegisterField {
  const rule = fields.find((field) => field.name === name);
  if (!rule) throw new Error(`no register field ${name}`);
  return rule;
}

/**
 * Every enabled field of `fields` against `input` (disabled fields are ignored), plus the
 * confirmation rule: all problems at once, keyed by field name. Empty when the input is acceptable.
 */
export function checkRegisterFields(
  fields: readonly RegisterField[],
  input: Record<string, string | undefined>,
  confirm: { field: string; equals: string } = { field: 'confirmPassword', equals: 'password' },
): FieldIssues {
  const issues: FieldIssues = {};
  for (const field of fields) {
    if (!field.enabled) continue;
    const issue = checkField(field, input[field.name]);
    if (issue) issues[field.name] = issue;
  }
  const confirmation = fields.find((field) => field.name === confirm.field);
  if (confirmation?.enabled && !issues[confirm.field] && (input[confirm.field] ?? '') !== (input[confirm.equals] ?? '')) {
    issues[confirm.field] = { kind: 'mismatch' };
  }
  return issues;
}

/** The enabled fields' trimmed values (what a registration stores); disabled fields are dropped. */
export function enabledValues(fields: readonly RegisterField[], input: Record<string, string | undefined>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value = input[field.name]?.trim();
    if (field.enabled && value) values[field.name] = value;
  }
  return values;
}
