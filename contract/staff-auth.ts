// Staff sign-in as both sides read it (issue #28): the back office's forms and BFF check these before
// calling the platform, and the platform (modules/back-office/staff/staff-auth.ts) applies the same password rule.
import { z } from 'zod';
import { plainLine } from './control-characters';

/** A staff password's least length (a staff account moves money: longer than a member's). */
export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 200;

/** An authenticator code: six digits (spaces a person types between them are dropped). */
export const totpCodeSchema = z
  .string()
  .transform((text) => text.replace(/\s/g, ''))
  .pipe(z.string().regex(/^[0-9]{6}$/, 'code_format'));

export const staffLoginSchema = z.object({
  name: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(STAFF_PASSWORD_MAX),
  code: totpCodeSchema,
});
export type StaffLoginInput = z.infer<typeof staffLoginSchema>;

/** The one-time token of an enrolment link (`/enrol#en_…`). */
export const enrolmentTokenSchema = z.string().regex(/^en_[A-Za-z0-9_-]{16,120}$/, 'enrolment_token');

export const staffEnrolmentSchema = z.object({
  token: enrolmentTokenSchema,
  password: z.string().min(STAFF_PASSWORD_MIN, 'password_short').max(STAFF_PASSWORD_MAX),
  code: totpCodeSchema,
});
export type StaffEnrolmentInput = z.infer<typeof staffEnrolmentSchema>;

/** A decision's reason as the staff screens ask for it (the audit trail keeps it). */
export const decisionReasonSchema = plainLine(z.string().trim().min(3, 'reason_short').max(500, 'reason_long'));
