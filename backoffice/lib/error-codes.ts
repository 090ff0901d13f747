// The refusals the back office explains in the staff member's language (messages/*.json `errors`):
// the platform's codes for staff, payments and four-eyes, and the BFF's own. Anything else is
// "unknown" with its code shown, so support can look it up.

export const KNOWN_ERRORS = [
  'staff_unauthenticated',
  'staff_forbidden',
  'staff_permission_undeclared',
  'staff_address_not_allowed',
  'staff_login_failed',
  'staff_locked',
  'staff_enrolment_invalid',
  'staff_code_wrong',
  'staff_password_weak',
  'staff_name_taken',
  'staff_role_unknown',
  'staff_grant_beyond_own',
  'staff_role_builtin',
  'staff_self',
  'four_eyes_same_person',
  'approval_not_pending',
  'approval_not_found',
  'deposit_state_invalid',
  'order_state_changed',
  'withdrawal_not_found',
  'insufficient_balance',
  'not_found',
  'validation_failed',
  'cross_site_request',
  'unsupported_media_type',
  'payload_too_large',
  'malformed_json',
  'control_characters',
  'platform_unavailable',
  'platform_answer_invalid',
  'database_unavailable',
  'TOO_MANY_REQUEST',
  'network_error',
  'internal_error',
] as const;

export type KnownError = (typeof KNOWN_ERRORS)[number];

export function errorKey(code: string): KnownError | 'unknown' {
  return (KNOWN_ERRORS as readonly string[]).includes(code) ? (code as KnownError) : 'unknown';
}

/** Field problems the forms explain (zod messages set in contract/staff-auth.ts and the schemas). */
export const FIELD_PROBLEMS = ['reason_short', 'reason_long', 'password_short', 'passwords_differ', 'code_format', 'control_characters'] as const;
export type FieldProblem = (typeof FIELD_PROBLEMS)[number] | 'invalid';

export function fieldProblem(message: string | undefined): FieldProblem {
  return (FIELD_PROBLEMS as readonly string[]).includes(message ?? '') ? (message as FieldProblem) : 'invalid';
}
