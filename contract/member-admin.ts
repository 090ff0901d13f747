// The member 360 view's calls (issue #28; back-office.md "Player 360"): what the staff's actions on a
// member send — checked the same by the back office's forms, its BFF and the platform's routes — and
// what the platform answers for a search and for one member's overview.
import { z } from 'zod';
import { decisionReasonSchema } from './staff-auth';
import { plainLine, plainText } from './control-characters';
import { exclusionView, limitView } from './responsible-gaming';

const money = z.string().regex(/^-?\d+\.\d{2}$/);
const time = z.string();

/** A member's account name as the admin routes take it in their path. */
export const memberAccountSchema = z.string().regex(/^[A-Za-z0-9_]{1,40}$/);

// --- what the actions send -------------------------------------------------------------------

export const memberSearchQuery = z.object({ q: plainLine(z.string().trim().min(2, 'search_short').max(80, 'search_long')) });

export const reasonBody = z.object({ reason: decisionReasonSchema });
export const realNameBody = z.object({ realName: plainLine(z.string().trim().min(2, 'name_short').max(80, 'name_long')), reason: decisionReasonSchema });
/** Deposit, bet and withdrawal are blocked separately: a field left out keeps its state. */
export const BLOCK_KINDS = ['deposit', 'bet', 'withdrawal'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];
export const blocksBody = z
  .object({ deposit: z.boolean().optional(), bet: z.boolean().optional(), withdrawal: z.boolean().optional(), reason: decisionReasonSchema })
  .refine((body) => BLOCK_KINDS.some((kind) => body[kind] !== undefined), { message: 'block_missing', path: ['deposit'] });
export const loginLockBody = z.object({ locked: z.boolean(), reason: decisionReasonSchema });
export const noteBody = z.object({
  text: plainLine(z.string().trim().min(1, 'note_empty').max(1000, 'note_long')),
  tags: z.array(z.string().trim().regex(/^[\p{L}\p{N} _-]{1,24}$/u, 'tag_invalid')).max(10).default([]),
});
/** A signed correction of the main wallet: "-50.00" takes, "50" gives; its remark is the reason. */
export const adjustmentBody = z.object({
  amount: z.string().regex(/^-?(0|[1-9]\d{0,11})(\.\d{1,2})?$/, 'amount_invalid').refine((text) => !/^-?0(\.0{1,2})?$/.test(text), 'amount_zero'),
  remark: plainLine(z.string().trim().min(3, 'reason_short').max(200, 'reason_long')),
});
/** The languages a message to one member may be written in (the portal falls back to English). */
export const MESSAGE_LANGUAGES = ['th', 'en'] as const;
export const memberMessageBody = z.object({
  language: z.enum(MESSAGE_LANGUAGES),
  title: plainLine(z.string().trim().min(1, 'title_empty').max(200, 'title_long')),
  content: plainText(z.string().trim().min(1, 'content_empty').max(5000, 'content_long')),
  reason: decisionReasonSchema,
});
export type MemberMessageBody = z.infer<typeof memberMessageBody>;

// --- what the platform answers ---------------------------------------------------------------

export const memberSearchRow = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  realName: z.string().nullable(),
  mobile: z.string().nullable(),
  type: z.number().int(),
  createdAt: z.union([z.string(), z.date()]).transform((value) => new Date(value).toISOString()),
  lockedUntil: z.union([z.string(), z.date()]).nullable().transform((value) => (value === null ? null : new Date(value).toISOString())),
});
export type MemberSearchRow = z.infer<typeof memberSearchRow>;

const blocks = z.object({ deposit: z.boolean(), bet: z.boolean(), withdrawal: z.boolean() });

export const memberOverview = z.object({
  profile: z.object({
    id: z.number().int(),
    account: z.string(),
    nickname: z.string().nullable(),
    realName: z.string().nullable(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    type: z.number().int(),
    createdAt: time,
    lockedUntil: time.nullable(),
  }),
  balances: z.object({ cash: money, bonusHeld: money, main: money, hold: money, unmetTurnover: money }),
  turnover: z.object({
    status: z.string(),
    totalRequiredTurnover: money,
    totalActualTurnover: money,
    details: z.array(z.object({ gameType: z.string(), requiredTurnover: money, actualTurnover: money, remainingTurnover: money })),
  }),
  blocks,
  responsibleGaming: z.object({ limits: z.array(limitView), realityCheckMinutes: z.number().int().nullable(), exclusion: exclusionView.nullable() }),
  ledger: z.array(
    z.object({ id: z.string(), at: time, txType: z.string(), kind: z.string(), amount: money, balanceAfter: money.nullable(), actor: z.string().nullable(), remark: z.string().nullable() }),
  ),
  rounds: z.array(z.object({ id: z.string(), at: time, game: z.string(), vendor: z.string(), gameType: z.string(), bet: money, win: money })),
  bonuses: z.array(
    z.object({
      claimId: z.string(),
      promotionId: z.string(),
      type: z.string(),
      title: z.record(z.string(), z.string()),
      state: z.string(),
      bonus: money,
      turnoverRequired: money,
      createdAt: time,
      claimedAt: time.nullable(),
      expiresAt: time.nullable(),
    }),
  ),
  devices: z.array(z.object({ device: z.string(), firstLoginAt: time, lastLoginAt: time })),
  bankCards: z.array(z.object({ bankCode: z.string(), accountNumber: z.string(), accountName: z.string().nullable(), createdAt: time, deleted: z.boolean() })),
  deposits: z.array(z.object({ id: z.number().int(), depositId: z.string(), amount: money, state: z.number().int(), createdAt: time })),
  withdrawals: z.array(z.object({ id: z.number().int(), withdrawalId: z.string(), amount: money, state: z.number().int(), createdAt: time })),
  logins: z.array(z.object({ ip: z.string().nullable(), success: z.boolean(), at: time })),
  sessions: z.array(z.object({ ip: z.string().nullable(), device: z.string().nullable(), createdAt: time, expiresAt: time })),
  addresses: z.array(z.object({ ip: z.string().nullable(), logins: z.number().int(), last: time })),
  notes: z.array(z.object({ id: z.number().int(), text: z.string(), tags: z.array(z.string()), author: z.string(), createdAt: time })),
  history: z.array(z.object({ id: z.string(), at: time, actor: z.string(), action: z.string(), before: z.unknown(), after: z.unknown(), reason: z.string().nullable() })),
});
export type MemberOverview = z.infer<typeof memberOverview>;

/** POST /admin/members/:account/adjust: posted at once (200), or waiting for a second approver (202). */
export const adjustmentAnswer = z.union([
  z.object({ approvalId: z.number().int(), state: z.literal('pending'), requestedBy: z.string() }),
  z.object({ account: z.string(), balance: z.union([z.string(), z.number()]) }),
]);
export type AdjustmentAnswer = z.infer<typeof adjustmentAnswer>;
