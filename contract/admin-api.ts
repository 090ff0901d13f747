// The answers of the platform's /admin API that the back office reads (issue #28), as zod schemas:
// the back office's BFF parses every answer with them, so a change on one side fails loudly on the
// other instead of showing half a screen. Money is the platform's decimal text, times ISO-8601 text.
import { z } from 'zod';
import { APPROVAL_KINDS, APPROVAL_STATES } from './four-eyes';
import { PERMISSIONS, type Permission } from './staff-permissions';

const time = z.string();
const money = z.string().regex(/^-?\d+\.\d{2}$/);

/** POST /admin/session and POST /admin/enrolment. The token stays in the back office's server. */
export const staffSessionAnswer = z.object({
  token: z.string().regex(/^st_[A-Za-z0-9_-]{16,120}$/),
  sessionId: z.string(),
  expiresAt: time,
  staff: z.object({ name: z.string(), role: z.string() }),
});
export type StaffSessionAnswer = z.infer<typeof staffSessionAnswer>;

/** GET /admin/enrolment/:token: what the enrolment page shows. */
export const enrolmentView = z.object({ name: z.string(), role: z.string(), secret: z.string(), totpUri: z.string() });
export type EnrolmentView = z.infer<typeof enrolmentView>;

const knownPermission = (value: string): value is Permission => (PERMISSIONS as readonly string[]).includes(value);

/** GET /admin/me: who is signed in and what they may do (unknown permission names are dropped). */
export const staffMe = z.object({
  actor: z.string(),
  name: z.string(),
  kind: z.enum(['staff', 'key']),
  role: z.string().nullable(),
  permissions: z.array(z.string()).transform((names) => names.filter(knownPermission)),
});
export type StaffMe = z.infer<typeof staffMe>;

/** GET /admin/me/sessions and GET /admin/staff-sessions. */
export const staffSessionRow = z.object({
  id: z.string(),
  staff: z.string(),
  address: z.string(),
  userAgent: z.string().nullable(),
  createdAt: time,
  lastSeenAt: time,
  expiresAt: time,
  revokedAt: time.nullable(),
});
export type StaffSessionRow = z.infer<typeof staffSessionRow>;

/** GET /admin/staff. */
export const staffRow = z.object({
  name: z.string(),
  role: z.string(),
  enrolled: z.boolean(),
  disabled: z.boolean(),
  locked: z.boolean(),
  lastLoginAt: time.nullable(),
  createdBy: z.string().nullable(),
  createdAt: time,
});
export type StaffRow = z.infer<typeof staffRow>;

/** GET /admin/roles. */
export const roleRow = z.object({ name: z.string(), permissions: z.array(z.string()), builtin: z.boolean(), allowedAddresses: z.array(z.string()).default([]) });
export type RoleRow = z.infer<typeof roleRow>;

/** POST /admin/staff and POST /admin/staff/:name/enrolment: the one-time link's token, shown once. */
export const enrolmentIssued = z.object({ name: z.string(), enrolmentToken: z.string().regex(/^en_[A-Za-z0-9_-]{16,120}$/) });
export type EnrolmentIssued = z.infer<typeof enrolmentIssued>;

/** GET /admin/deposits: the queue, with the name the payer gave beside the member's real name, and whether they match. */
export const depositQueueRow = z.object({
  depositId: z.string(),
  method: z.string(),
  amount: money,
  fee: money,
  creditAmount: money,
  state: z.number().int(),
  hasSlip: z.boolean(),
  createdAt: time,
  account: z.string(),
  payerName: z.string().nullable(),
  realName: z.string().nullable(),
  /** null when the payer gave no name (Thai QR, USDT). */
  payerMatchesRealName: z.boolean().nullable(),
  remark: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type DepositQueueRow = z.infer<typeof depositQueueRow>;

/** What staff check before paying (platform/src/modules/cashier/rules/risk-hints.ts): hints, not decisions. */
export const riskHints = z.object({
  accountAgeDays: z.number().int(),
  withdrawals24h: z.number().int(),
  bonusesRecent: money,
  bankCardAddedRecently: z.boolean(),
  contactChangedRecently: z.boolean(),
  sharedRealName: z.array(z.string()),
  sharedPhone: z.array(z.string()),
  sharedAddress: z.array(z.string()),
});
export type RiskHints = z.infer<typeof riskHints>;

/** GET /admin/withdrawals: the review queue, with the member's held bonus, unmet turnover and risk hints. */
export const withdrawalQueueRow = z.object({
  id: z.number().int(),
  withdrawalId: z.string(),
  amount: money,
  fee: money,
  payout: money,
  state: z.number().int(),
  bonusHeld: money,
  unmetTurnover: money,
  risk: riskHints.nullable(),
  account: z.string(),
  bankCode: z.string(),
  accountNumber: z.string(),
  accountName: z.string().nullable(),
  createdAt: time,
  decidedBy: z.string().nullable(),
  remark: z.string().nullable(),
});
export type WithdrawalQueueRow = z.infer<typeof withdrawalQueueRow>;

/** POST /admin/withdrawals/:id/approve answered 202: above the four-eyes threshold, waiting for a second approver. */
export const withdrawalAwaiting = z.object({ approvalId: z.number().int(), approvalState: z.literal('pending'), requestedBy: z.string() });

/** GET /admin/approvals. */
export const approvalRow = z.object({
  id: z.number().int(),
  kind: z.enum(APPROVAL_KINDS),
  subject: z.string(),
  amount: money,
  reason: z.string(),
  state: z.enum(APPROVAL_STATES),
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  decisionReason: z.string().nullable(),
  createdAt: time,
  decidedAt: time.nullable(),
});
export type ApprovalRow = z.infer<typeof approvalRow>;

/** GET /admin/audit. */
export const auditRow = z.object({
  id: z.string(),
  at: time,
  actor: z.string(),
  address: z.string().nullable(),
  action: z.string(),
  permission: z.string().nullable(),
  objectType: z.string().nullable(),
  objectId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  status: z.number().int(),
});
export type AuditRow = z.infer<typeof auditRow>;

/** The audit trail's filters, as GET /admin/audit takes them. */
export const auditFilterSchema = z.object({
  objectType: z.string().trim().max(64).optional(),
  objectId: z.string().trim().max(128).optional(),
  actor: z.string().trim().max(100).optional(),
  before: z.string().regex(/^[1-9]\d{0,18}$/).optional(),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

/** What waits for the staff (GET /admin/queue-counts, and each `counts` event of /admin/queue-events). */
export const queueCountsSchema = z.object({ deposits: z.number().int(), withdrawals: z.number().int(), approvals: z.number().int() });
export type QueueCounts = z.infer<typeof queueCountsSchema>;
