// The agent's team (money-and-agents §5.3 register centre, §5.4 downline management): rebates per
// product series, creating downlines, affiliate links and the downline list. Call shapes shared by
// the platform's routes (platform/src/modules/agents/routes/agent-team.ts) and the portal (lib/wps/agent-team.ts).
//
// Rates are integer basis points (1.25 % = 125) on the wire's inside; the wire carries them as a
// percent text with at most two decimals ("1.25"), parsed with string arithmetic — never a float.
import { z } from 'zod';
import { plainLine } from './control-characters';
import { recordId, recordIdParam } from './record-id';
import { PATTERNS, type FieldRule } from './validation-patterns';

/** Product series an agent's rebate is set for, mapped from the platform's game types (seriesOfGame). */
export const REBATE_SERIES = ['LOTT', 'ELOTT', 'RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'COCKFIGHT'] as const;
export type RebateSeries = (typeof REBATE_SERIES)[number];

/** 100 % in basis points: no rate may exceed it, whatever the ceilings say. */
export const REBATE_MAX_BP = 10_000;

/** Vendors whose SPORTS cards are cockfights: spec §9's list, as lib/games/vendor-shaping.ts shapes them. */
export const COCKFIGHT_VENDORS = ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'] as const;

/** The series a bet of this game type (and vendor) counts for; BGS (board games) count as PVP. */
export function seriesOfGame(gameType: string, vendorCode?: string): RebateSeries | undefined {
  if (gameType === 'SPORTS' && vendorCode && (COCKFIGHT_VENDORS as readonly string[]).includes(vendorCode)) return 'COCKFIGHT';
  if (gameType === 'BGS') return 'PVP';
  return (REBATE_SERIES as readonly string[]).includes(gameType) ? (gameType as RebateSeries) : undefined;
}

const RATE_TEXT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** "1.25" → 125; undefined for anything that is not a plain percent with at most two decimals in 0–100. */
export function parseRate(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  const match = RATE_TEXT.exec(text.trim());
  if (!match) return undefined;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= REBATE_MAX_BP ? bp : undefined;
}

/** 125 → "1.25" */
export function formatRate(bp: number): string {
  return `${Math.trunc(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
}

/** A rate on the wire: "1.25" (percent). Checked by parseRate at the platform, loosely here. */
export const rateText = z.string().max(32);
/** Rates per series; a series left out is 0 for a new account and unchanged for an edit. */
export const rebatesInput = z.partialRecord(z.enum(REBATE_SERIES), z.unknown());
export type RebatesInput = Partial<Record<RebateSeries, string>>;

export const seriesRate = z.object({ series: z.enum(REBATE_SERIES), rate: z.string() });
export type SeriesRate = z.infer<typeof seriesRate>;

/** Settings key of the platform's rebate ceilings (operators change them: POST /admin/agent/globalRebateSettings). */
export const GLOBAL_REBATE_SETTINGS_KEY = 'agentRebateCeilings';
/** Ceilings in basis points when the operator set none. */
export const DEFAULT_REBATE_CEILINGS: Record<RebateSeries, number> = {
  LOTT: 1000,
  ELOTT: 1000,
  RNG: 250,
  LIVE: 150,
  SPORTS: 150,
  FISH: 200,
  PVP: 150,
  COCKFIGHT: 150,
};

/** GET /wps/agent/globalRebateSettings */
export const globalRebateSettingsAnswer = z.object({ series: z.array(z.object({ series: z.enum(REBATE_SERIES), ceiling: z.string() })) });
export type GlobalRebateSettingsAnswer = z.infer<typeof globalRebateSettingsAnswer>;

/**
 * One series of GET /wps/agent/downlineRebates: the member's rate, and what the caller may set —
 * min is the current rate for an edit (never lowered) or 0 for a new account, max the lower of the
 * caller's own rate and the ceiling.
 */
export const rebateBound = z.object({ series: z.enum(REBATE_SERIES), rate: z.string(), min: z.string(), max: z.string() });
export type RebateBound = z.infer<typeof rebateBound>;

export const downlineRebatesQuery = z.object({ memberId: recordIdParam.optional() });
/** GET /wps/agent/downlineRebates[?memberId=] — without memberId: the caller's rates and the bounds of a new downline. */
export const downlineRebatesAnswer = z.object({
  memberId: z.number(),
  account: z.string(),
  editable: z.boolean(),
  rebates: z.array(rebateBound),
});
export type DownlineRebatesAnswer = z.infer<typeof downlineRebatesAnswer>;

/** A rebate problem of one series, as the platform reports it in `fields`. */
export type RebateProblem = { kind: 'invalid' } | { kind: 'max'; max: string } | { kind: 'min'; min: string };

// ── Register center ─────────────────────────────────────────────────────────────────────────────
export const ACCOUNT_TYPES = ['member', 'agent'] as const;
export type AccountKind = (typeof ACCOUNT_TYPES)[number];

/**
 * The username and password rules of a downline account: the site's registration rules
 * (platform/src/modules/accounts/rules/register-fields.ts: username pattern 1, 6–16; password pattern 5, 6–20),
 * for the register form's own checks before it sends.
 */
export const DOWNLINE_FIELD_RULES = {
  username: { enabled: true, required: true, patternId: 1, acceptedPattern: PATTERNS[1].regex.source, minLength: 6, maxLength: 16 },
  password: { enabled: true, required: true, patternId: 5, acceptedPattern: PATTERNS[5].regex.source, minLength: 6, maxLength: 20 },
} as const satisfies Record<string, FieldRule>;

/** POST /wps/agent/downline (encrypted) — and /api/agent/team/downline. */
export const createDownlineBody = z.object({
  accountType: z.enum(ACCOUNT_TYPES),
  username: z.string().max(64),
  password: z.string().max(64),
  rebates: rebatesInput.default({}),
});
export type CreateDownlineBody = z.input<typeof createDownlineBody>;

export const createdDownline = z.object({
  memberId: z.number(),
  account: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  rebates: z.array(seriesRate),
});
export type CreatedDownline = z.infer<typeof createdDownline>;

// ── Affiliate links ─────────────────────────────────────────────────────────────────────────────
export const LINK_EXPIRIES = ['none', '1d', '7d', '30d', '1y', 'permanent'] as const;
export type LinkExpiry = (typeof LINK_EXPIRIES)[number];
/** How long each expiry option lasts in days; null never expires. */
export const LINK_EXPIRY_DAYS: Record<LinkExpiry, number | null> = { none: null, '1d': 1, '7d': 7, '30d': 30, '1y': 365, permanent: null };

export const LINK_CHANNELS = ['forum', 'qq', 'custom'] as const;
export type LinkChannel = (typeof LINK_CHANNELS)[number];

/** An invitation code: letters and digits (pattern 14), 4–16 characters; kept upper-case. */
export const INVITATION_CODE = /^[A-Za-z0-9]{4,16}$/;

/** POST /wps/agent/affiliateUrl */
export const createAffiliateUrlBody = z.object({
  accountType: z.enum(ACCOUNT_TYPES).default('member'),
  expiry: z.enum(LINK_EXPIRIES),
  channel: z.enum(LINK_CHANNELS),
  /** The channel's name when channel is 'custom'. */
  channelName: plainLine(z.string().trim().max(40)).optional(),
  /** Chosen by the agent; generated when left out. */
  code: z.string().trim().max(32).optional(),
  rebates: rebatesInput.default({}),
});
export type CreateAffiliateUrlBody = z.input<typeof createAffiliateUrlBody>;

export const affiliateUrl = z.object({
  id: z.number(),
  code: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  expiry: z.enum(LINK_EXPIRIES),
  channel: z.enum(LINK_CHANNELS),
  channelName: z.string().nullable(),
  rebates: z.array(seriesRate),
  createdAt: z.number(),
  /** ms timestamp, null when it never expires. */
  expiresAt: z.number().nullable(),
  expired: z.boolean(),
  registered: z.number(),
});
export type AffiliateUrl = z.infer<typeof affiliateUrl>;

/** GET /wps/agent/affiliateUrls */
export const affiliateUrlsAnswer = z.object({ links: z.array(affiliateUrl) });
export type AffiliateUrlsAnswer = z.infer<typeof affiliateUrlsAnswer>;

export const affiliateUrlIdQuery = z.object({ affiUrlId: recordIdParam });

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const size = z.coerce.number().int().min(1).max(100).default(20);

/** GET /wps/agent/registeredAffiliates?affiUrlId=&page=&size= */
export const registeredAffiliatesQuery = affiliateUrlIdQuery.extend({ page, size });
export const registeredAffiliatesAnswer = z.object({
  total: z.number(),
  page: z.number(),
  size: z.number(),
  rows: z.array(z.object({ memberId: z.number(), account: z.string(), type: z.number(), registeredAt: z.number() })),
});
export type RegisteredAffiliatesAnswer = z.infer<typeof registeredAffiliatesAnswer>;

/** The register page of a link: the portal's own origin + this path. */
export function affiliateLinkPath(code: string): string {
  return `/register?affiliateCode=${encodeURIComponent(code)}`;
}

// ── Downline management ─────────────────────────────────────────────────────────────────────────
/** GET /wps/agent/downlines */
export const downlinesQuery = z.object({
  type: z.enum(['agent', 'member']).default('agent'),
  /** Whose direct downlines: the caller (default) or a member of its subtree (drill-down). */
  parentId: recordIdParam.optional(),
  /** An account (part) to look for anywhere below parentId. */
  search: z.string().trim().max(32).optional(),
  page,
  size,
});
export type DownlinesQuery = z.input<typeof downlinesQuery>;

export const downlineRow = z.object({
  memberId: z.number(),
  account: z.string(),
  nickname: z.string(),
  type: z.number(),
  parentAccount: z.string().nullable(),
  /** How far below the caller: 1 is a direct downline, the only one the caller may edit. */
  depth: z.number(),
  editable: z.boolean(),
  balance: z.string(),
  teamSize: z.number(),
  accountEnabled: z.boolean(),
  gameEnabled: z.boolean(),
  rebates: z.array(seriesRate),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  registeredAt: z.number(),
});
export type DownlineRow = z.infer<typeof downlineRow>;

export const downlinesAnswer = z.object({
  /** From the caller down to parentId: the drill-down's breadcrumb (never above the caller). */
  path: z.array(z.object({ memberId: z.number(), account: z.string() })),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  rows: z.array(downlineRow),
});
export type DownlinesAnswer = z.infer<typeof downlinesAnswer>;

const memberId = recordId;

/** PUT /wps/agent/downlineStatus */
export const downlineStatusBody = z
  .object({ memberId, accountEnabled: z.boolean().optional(), gameEnabled: z.boolean().optional() })
  .refine((b) => b.accountEnabled !== undefined || b.gameEnabled !== undefined, { message: 'nothing to change' });
export type DownlineStatusBody = z.infer<typeof downlineStatusBody>;

/** PUT /wps/agent/downlineRebates */
export const downlineRebatesBody = z.object({ memberId, rebates: rebatesInput });
export type DownlineRebatesBody = z.input<typeof downlineRebatesBody>;

/** PUT /wps/agent/promoteDownlineToAgent */
export const promoteBody = z.object({ memberId });
export type PromoteBody = z.infer<typeof promoteBody>;

/** The answer of the three edits: the downline as the list shows it. */
export const downlineEdited = downlineRow;

