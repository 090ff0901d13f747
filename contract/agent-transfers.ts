// Agent transfers, agent announcements and agent messages (money-and-agents §5.4, §5.7; spec §2
// agent center: agentRedRain, agentTransferUpline, agentAnnouncement, messageV2): each call's body
// or query and its answer, shared by the platform's routes and the portal's lib/wps.
//
// Who may be paid: any member strictly below the caller in its agent tree (the whole subtree, as
// real portals allow, not only direct downlines); never the caller itself, its upline, a sibling
// or another tree (404 `downline_not_found`). Money is a two-decimal string (contract/money.ts).
import { z } from 'zod';
import { plainLine } from './control-characters';
import { amountSchema, fromMinor, moneyText } from './money';

// ---- settings ----

/** Site settings key of the agent-transfer limits (operators change them; amounts in satang). */
export const AGENT_TRANSFER_SETTINGS_KEY = 'agentTransfers';

export interface AgentTransferSettings {
  enabled: boolean;
  /** Per payee: the least and the most one transfer (or one envelope share) may pay. */
  minPerTransfer: number;
  maxPerTransfer: number;
  /** What one agent may pay its downlines in one day (site time zone), transfers and envelopes together. */
  maxPerDay: number;
  /** The most payees of one red envelope. */
  maxPayees: number;
}

export const DEFAULT_AGENT_TRANSFER_SETTINGS: AgentTransferSettings = {
  enabled: true,
  minPerTransfer: 1_00,
  maxPerTransfer: 50_000_00,
  maxPerDay: 500_000_00,
  maxPayees: 1_000,
};

/** The limits make sense together: the least per transfer, the most per transfer, the most a day, in that order. */
export function transferLimitsInOrder(limits: { minPerTransfer: number | bigint; maxPerTransfer: number | bigint; maxPerDay: number | bigint }): boolean {
  return limits.minPerTransfer <= limits.maxPerTransfer && limits.maxPerTransfer <= limits.maxPerDay;
}

const satang = z.number().int().min(1).max(100_000_000_000);
/** PUT /admin/agent-transfers/settings: any subset of the settings. */
export const agentTransferSettingsPatch = z
  .object({ enabled: z.boolean(), minPerTransfer: satang, maxPerTransfer: satang, maxPerDay: satang, maxPayees: z.number().int().min(1).max(5_000) })
  .partial()
  .strict();

// ---- GET /wps/agent/transferEnabled ----

export const transferEnabledAnswer = z.object({
  enabled: z.boolean(),
  hasFundsPassword: z.boolean(),
  balance: moneyText,
  minPerTransfer: moneyText,
  maxPerTransfer: moneyText,
  maxPerDay: moneyText,
  /** What is left of today's maximum. */
  remainingToday: moneyText,
  maxPayees: z.number(),
});
export type TransferEnabledAnswer = z.infer<typeof transferEnabledAnswer>;

export function limitsView(settings: AgentTransferSettings) {
  return {
    minPerTransfer: fromMinor(BigInt(settings.minPerTransfer)),
    maxPerTransfer: fromMinor(BigInt(settings.maxPerTransfer)),
    maxPerDay: fromMinor(BigInt(settings.maxPerDay)),
    maxPayees: settings.maxPayees,
  };
}

// ---- payees: GET /wps/agent/transferPayees?search=&page=&size= ----

export const PAYEE_PAGE_SIZE_MAX = 100;

export const payeesQuery = z.object({
  search: z.string().trim().max(64).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(PAYEE_PAGE_SIZE_MAX).default(20),
});
export type PayeesQuery = z.infer<typeof payeesQuery>;

export const payeeRow = z.object({
  account: z.string(),
  nickname: z.string(),
  type: z.number(),
  /** 1 = a direct downline. */
  depth: z.number(),
});
export type PayeeRow = z.infer<typeof payeeRow>;

export const payeesPage = z.object({ list: z.array(payeeRow), page: z.number(), size: z.number(), total: z.number() });
export type PayeesPage = z.infer<typeof payeesPage>;

// ---- PUT /wps/agent/transferDownline (encrypt, funds password, Idempotency-Key) ----

const account = z.string().trim().min(1).max(64);
const password = z.string().min(1).max(64);
const remark = plainLine(z.string().trim().max(100)).optional();

export const transferDownlineBody = z.object({ payee: account, amount: amountSchema, password, remark });
export type TransferDownlineBody = z.infer<typeof transferDownlineBody>;

export const payeeShare = z.object({ account: z.string(), amount: moneyText });

/** The receipt of a transfer and of a red envelope: one ledger entry (orderNo), every payee's share. */
export const agentTransferReceipt = z.object({
  orderNo: z.string(),
  total: moneyText,
  /** The agent's balance after. */
  balance: moneyText,
  payees: z.array(payeeShare),
  time: z.number(),
});
export type AgentTransferReceipt = z.infer<typeof agentTransferReceipt>;

// ---- POST /wps/agent/redEnvelope (encrypt, funds password, Idempotency-Key) ----

/**
 * Either `amountEach` (every payee gets it) or `total` (split evenly to the satang). The split rule:
 * every payee gets floor(total / n) satang and the first (total mod n) payees, in the order sent,
 * one satang more — so the shares always add up to the total exactly.
 */
export const redEnvelopeBody = z
  .object({
    payees: z.array(account).min(1, 'payees_empty').max(5_000, 'payees_too_many'),
    amountEach: amountSchema.optional(),
    total: amountSchema.optional(),
    password,
    remark,
  })
  .refine((body) => (body.amountEach === undefined) !== (body.total === undefined), { message: 'amount_mode', path: ['amountEach'] });
export type RedEnvelopeBody = z.infer<typeof redEnvelopeBody>;

/** The split rule of redEnvelopeBody, in satang: `total` over `count` payees, in payee order. */
export function splitEvenly(total: bigint, count: number): bigint[] {
  if (count < 1) return [];
  const n = BigInt(count);
  const base = total / n;
  const remainder = Number(total % n);
  return Array.from({ length: count }, (_, i) => (i < remainder ? base + 1n : base));
}

/** The payees named more than once (refused: the confirmation must show exactly who is paid). */
export function duplicatesOf(accounts: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const a of accounts) (seen.has(a) ? twice : seen).add(a);
  return [...twice];
}

// ---- announcements: GET /wps/agent/announcements ----

/** The announcements table's type for agent announcements (AGENTANNOUNCE3; `types=A`). */
export const AGENT_ANNOUNCEMENT_TYPE = 'A';

export const agentAnnouncement = z.object({ id: z.number(), title: z.string(), content: z.string(), publishedAt: z.string() });
export type AgentAnnouncement = z.infer<typeof agentAnnouncement>;
export const agentAnnouncementsAnswer = z.array(agentAnnouncement);

// ---- messages (messageV2, "platform information") ----

export const messagesQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
  unread: z.enum(['true', 'false']).optional(),
});

export const agentMessage = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  sender: z.string(),
  read: z.boolean(),
  sentAt: z.string(),
});
export type AgentMessage = z.infer<typeof agentMessage>;

export const messagesPage = z.object({ list: z.array(agentMessage), page: z.number(), size: z.number(), total: z.number(), unread: z.number() });
export type MessagesPage = z.infer<typeof messagesPage>;

export const unreadCountAnswer = z.object({ unread: z.number() });

/** PUT /wps/agent/messages/read: the given messages, or all of them. */
export const markReadBody = z.union([z.object({ ids: z.array(z.number().int().min(1)).min(1).max(100) }), z.object({ all: z.literal(true) })]);
export type MarkReadBody = z.infer<typeof markReadBody>;
