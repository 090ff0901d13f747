// Affiliate links (money-and-agents §5.3 "link registration"): an agent's registration link with an
// expiry, a promotion channel, an invitation code, the account type and rebates it gives. A
// registration with the link's code lands under the agent with those rebates; an expired or
// deleted link's code is refused (affiliate_link_expired). The agent's own affiliate code
// (member_profiles.affiliate_code) keeps working as before: a member, no rebates.
import { randomInt } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  INVITATION_CODE,
  LINK_EXPIRY_DAYS,
  type AffiliateUrl,
  type LinkChannel,
  type LinkExpiry,
  type RegisteredAffiliatesAnswer,
} from '../../../../../contract/agent-team';
import { AGENT_TYPES, DOWNLINE_AGENT_TYPE, MEMBER_TYPE } from '../../../../../contract/member-types';
import { findAgentByAffiliateCode } from '../../accounts';
import { belowOf } from '../queries/agent-tree';
import type { Executor } from '../../../core/database/client';
import { members } from '../../accounts';
import { memberProfiles } from '../../accounts';
import { affiliateLinks } from '../schema-agent-team';
import { checkRates, maxRates, noRates, rateOf, ratesFromJson, readRebateCeilings, seriesRates, type Rates } from './agent-rebates';
import { ApiError } from '../../../core/http/envelope';

export const linkErrors = {
  codeInvalid: () => new ApiError(400, 'affiliate.code.invalid', 'An invitation code is 4 to 16 letters and digits'),
  codeTaken: () => new ApiError(400, 'affiliate.code.taken', 'This invitation code is already in use'),
  notFound: () => new ApiError(404, 'affiliate_url_not_found', 'No such link'),
  expired: () => new ApiError(400, 'affiliate_link_expired', 'This invitation link has expired or was deleted'),
};

const DAY_MS = 24 * 60 * 60 * 1000;
// No 0/O or 1/I: codes are read aloud and typed from screenshots.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function generatedCode(): string {
  return Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

async function codeInUse(ex: Executor, code: string): Promise<boolean> {
  const [link] = await ex.select({ id: affiliateLinks.id }).from(affiliateLinks).where(eq(affiliateLinks.code, code));
  if (link) return true;
  const [profile] = await ex.select({ id: memberProfiles.memberId }).from(memberProfiles).where(sql`upper(${memberProfiles.affiliateCode}) = ${code}`);
  return profile !== undefined;
}

const isUniqueViolation = (error: unknown) =>
  [error, (error as { cause?: unknown })?.cause].some((e) => (e as { code?: string } | undefined)?.code === '23505');

type LinkRow = typeof affiliateLinks.$inferSelect;

function shapeLink(row: LinkRow, registered: number, now: Date): AffiliateUrl {
  return {
    id: row.id,
    code: row.code,
    accountType: row.accountType === MEMBER_TYPE ? 'member' : 'agent',
    expiry: row.expiry as LinkExpiry,
    channel: row.channel as LinkChannel,
    channelName: row.channelName,
    rebates: seriesRates(ratesFromJson(row.rebates)),
    createdAt: row.createdAt.getTime(),
    expiresAt: row.expiresAt?.getTime() ?? null,
    expired: row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime(),
    registered,
  };
}

export interface NewLink {
  accountType: 'member' | 'agent';
  expiry: LinkExpiry;
  channel: LinkChannel;
  channelName?: string;
  code?: string;
  rebates: Partial<Record<string, unknown>>;
}

/** POST /wps/agent/affiliateUrl */
export async function createAffiliateUrl(ex: Executor, agentId: number, input: NewLink, now = new Date()): Promise<AffiliateUrl> {
  const chosen = input.code?.trim();
  if (chosen !== undefined && chosen !== '' && !INVITATION_CODE.test(chosen)) throw linkErrors.codeInvalid();
  const rates = checkRates(input.rebates, { min: noRates(), max: maxRates(await rateOf(ex, agentId), await readRebateCeilings(ex)) });
  let code = chosen ? chosen.toUpperCase() : generatedCode();
  if (await codeInUse(ex, code)) {
    if (chosen) throw linkErrors.codeTaken();
    code = generatedCode();
  }
  const days = LINK_EXPIRY_DAYS[input.expiry];
  try {
    const [row] = await ex
      .insert(affiliateLinks)
      .values({
        agentId,
        code,
        accountType: input.accountType === 'agent' ? DOWNLINE_AGENT_TYPE : MEMBER_TYPE,
        expiry: input.expiry,
        channel: input.channel,
        channelName: input.channel === 'custom' ? input.channelName?.trim() || null : null,
        rebates: rates,
        createdAt: now,
        expiresAt: days === null ? null : new Date(now.getTime() + days * DAY_MS),
      })
      .returning();
    return shapeLink(row, 0, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw linkErrors.codeTaken();
    throw error;
  }
}

/** How many members below the agent registered with each code. */
async function registeredCounts(ex: Executor, agentId: number, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await ex
    .select({ code: memberProfiles.registeredAffiliateCode, n: count() })
    .from(memberProfiles)
    .where(and(inArray(memberProfiles.registeredAffiliateCode, codes), belowOf(agentId, memberProfiles.memberId)))
    .groupBy(memberProfiles.registeredAffiliateCode);
  return new Map(rows.map((r) => [r.code!, Number(r.n)]));
}

/** GET /wps/agent/affiliateUrls: the caller's links (not deleted), newest first. */
export async function listAffiliateUrls(ex: Executor, agentId: number, now = new Date()): Promise<AffiliateUrl[]> {
  const rows = await ex
    .select()
    .from(affiliateLinks)
    .where(and(eq(affiliateLinks.agentId, agentId), isNull(affiliateLinks.deletedAt)))
    .orderBy(desc(affiliateLinks.createdAt), desc(affiliateLinks.id))
    .limit(200);
  const counts = await registeredCounts(ex, agentId, rows.map((r) => r.code));
  return rows.map((row) => shapeLink(row, counts.get(row.code) ?? 0, now));
}

/** The caller's own link (deleted ones too, for their registrations); another agent's is not found. */
async function ownLink(ex: Executor, agentId: number, id: number): Promise<LinkRow> {
  const [row] = await ex.select().from(affiliateLinks).where(and(eq(affiliateLinks.id, id), eq(affiliateLinks.agentId, agentId)));
  if (!row) throw linkErrors.notFound();
  return row;
}

/** DELETE /wps/agent/affiliateUrl?affiUrlId= : the code stops registering at once; who registered stays. */
export async function deleteAffiliateUrl(ex: Executor, agentId: number, id: number, now = new Date()): Promise<{ deleted: true }> {
  const deleted = await ex
    .update(affiliateLinks)
    .set({ deletedAt: now })
    .where(and(eq(affiliateLinks.id, id), eq(affiliateLinks.agentId, agentId), isNull(affiliateLinks.deletedAt)))
    .returning({ id: affiliateLinks.id });
  if (deleted.length === 0) throw linkErrors.notFound();
  return { deleted: true };
}

/** GET /wps/agent/registeredAffiliates: the members registered through one of the caller's links. */
export async function registeredAffiliates(
  ex: Executor,
  agentId: number,
  query: { affiUrlId: number; page: number; size: number },
): Promise<RegisteredAffiliatesAnswer> {
  const link = await ownLink(ex, agentId, query.affiUrlId);
  const where = and(eq(memberProfiles.registeredAffiliateCode, link.code), belowOf(agentId, members.id));
  const [{ total }] = await ex.select({ total: count() }).from(members).innerJoin(memberProfiles, eq(memberProfiles.memberId, members.id)).where(where);
  const rows = await ex
    .select({ memberId: members.id, account: members.account, type: members.type, createdAt: members.createdAt })
    .from(members)
    .innerJoin(memberProfiles, eq(memberProfiles.memberId, members.id))
    .where(where)
    .orderBy(desc(members.createdAt), desc(members.id))
    .offset((query.page - 1) * query.size)
    .limit(query.size);
  return {
    total: Number(total),
    page: query.page,
    size: query.size,
    rows: rows.map((r) => ({ memberId: r.memberId, account: r.account, type: r.type, registeredAt: r.createdAt.getTime() })),
  };
}

/** Where a registration with this invitation code lands: the parent, the account type and (for a link) the rebates. */
export interface Invitation {
  parentId: number;
  type: number;
  rates?: Rates;
}

/**
 * A registration's invitation code: a link's code (refused when expired or deleted), else an
 * agent's own affiliate code. Undefined when it is neither.
 */
export async function resolveInvitation(ex: Executor, code: string, now = new Date()): Promise<Invitation | undefined> {
  const upper = code.trim().toUpperCase();
  const [link] = await ex
    .select({ link: affiliateLinks, agentType: members.type })
    .from(affiliateLinks)
    .innerJoin(members, eq(members.id, affiliateLinks.agentId))
    .where(eq(affiliateLinks.code, upper));
  if (link) {
    const row = link.link;
    if (row.deletedAt !== null || (row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime())) throw linkErrors.expired();
    if (!(AGENT_TYPES as readonly number[]).includes(link.agentType)) return undefined;
    // The rates the link promised, within what the agent and the ceilings allow today.
    const cap = maxRates(await rateOf(ex, row.agentId), await readRebateCeilings(ex));
    const promised = ratesFromJson(row.rebates);
    const rates = Object.fromEntries(Object.entries(promised).map(([s, bp]) => [s, Math.min(bp, cap[s as keyof Rates])])) as Rates;
    return { parentId: row.agentId, type: row.accountType, rates };
  }
  const agent = await findAgentByAffiliateCode(ex, upper);
  return agent ? { parentId: agent.id, type: MEMBER_TYPE } : undefined;
}
