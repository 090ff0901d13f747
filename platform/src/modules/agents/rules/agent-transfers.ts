// An agent pays its downlines (money-and-agents §5.4): one transfer to one downline, or a red
// envelope to many (AGENTRANSMULTDOWN3). Either is ONE journal entry — the agent's main debited by
// the total, each payee's main credited by its share — posted inside the agent's idempotent command,
// so it moves all or nothing: a balance short of the total moves nothing (the ledger's guarded debit).
//
// Payees: any member strictly below the agent (the whole subtree, not only direct downlines, as
// real portals allow); anyone else — the agent itself, its upline, a sibling, another tree, a
// trial account — is `downline_not_found`, so nothing tells whether such an account exists.
// Limits (settings `agentTransfers`): each share within [minPerTransfer, maxPerTransfer], and the
// agent's payments of the day (site time zone) within maxPerDay. The day's total is read after an
// advisory lock per agent, so two payments at once cannot both pass the daily check.
import { randomInt } from 'node:crypto';
import { and, inArray, ne, sql } from 'drizzle-orm';
import type { AgentTransferReceipt, AgentTransferSettings } from '../../../../../contract/agent-transfers';
import { fromMinor } from '../../../../../contract/money';
import { belowOf } from '../queries/agent-tree';
import type { Executor } from '../../../core/database/client';
import { InsufficientFundsError, type LedgerWriter } from '../../ledger';
import { rowsOf } from '../../../core/database/rows-of';
import { members } from '../../accounts';
import { agentErrors } from '../http/require-agent';
import { TRIAL_TYPE } from '../../../../../contract/member-types';
import { ApiError } from '../../../core/http/envelope';
import { ledgerAccount } from '../../ledger';
import { transferErrors } from '../../cashier';

/** Journal entry kinds of an agent's payments to its downlines (both count toward the day's maximum). */
export const AGENT_PAYMENT_KINDS = ['agent_transfer', 'agent_red_envelope'] as const;
export type AgentPaymentKind = (typeof AGENT_PAYMENT_KINDS)[number];
/** Namespace of the per-agent advisory lock (pg_advisory_xact_lock(namespace, agentId)). */
const PAYMENT_LOCK = 7_212;

export const agentTransferErrors = {
  disabled: () => new ApiError(403, 'transfer_disabled', 'Transfers to downlines are switched off'),
  belowMin: (min: bigint) => new ApiError(400, 'transfer_below_min', `Each transfer must be at least ${fromMinor(min)}`, { min: fromMinor(min) }),
  aboveMax: (max: bigint) => new ApiError(400, 'transfer_above_max', `Each transfer may be at most ${fromMinor(max)}`, { max: fromMinor(max) }),
  dailyLimit: (remaining: bigint) =>
    new ApiError(409, 'transfer_daily_limit', `Today's transfer limit leaves ${fromMinor(remaining)}`, { remaining: fromMinor(remaining) }),
  duplicate: (accounts: string[]) => new ApiError(400, 'payee_duplicate', 'A payee is named more than once', { accounts }),
  empty: () => new ApiError(400, 'payees_empty', 'Choose at least one payee'),
  tooMany: (max: number) => new ApiError(400, 'payees_too_many', `At most ${max} payees`, { max }),
};

export interface Payee {
  memberId: number;
  account: string;
}

/**
 * The payees among `accounts` that are strictly below the agent, in the order given; any other
 * account refuses the whole request with `downline_not_found`.
 */
export async function payeesBelow(ex: Executor, agentId: number, accounts: readonly string[]): Promise<Payee[]> {
  const rows = accounts.length
    ? await ex
        .select({ memberId: members.id, account: members.account })
        .from(members)
        .where(and(inArray(members.account, [...accounts]), ne(members.type, TRIAL_TYPE), belowOf(agentId, members.id)))
    : [];
  const byAccount = new Map(rows.map((row) => [row.account, row]));
  const missing = accounts.filter((a) => !byAccount.has(a));
  // Not even the caller's own words come back: an answer names no one outside the subtree.
  if (missing.length) throw agentErrors.notInTeam();
  return accounts.map((a) => byAccount.get(a)!);
}

/** Start of today in the site's time zone. */
export const dayStart = (timeZone: string) => sql`(date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone})`;

/** What the agent paid its downlines today (site time zone), in minor units. */
export async function paidToday(ex: Executor, agentId: number, timeZone: string): Promise<bigint> {
  const [row] = rowsOf<{ paid: string | null }>(
    await ex.execute(sql`
      select sum(-p.amount)::text as paid
      from journal_entries e
      join postings p on p.entry_id = e.id
      join ledger_accounts a on a.id = p.account_id
      where e.member_id = ${agentId} and e.kind in (${sql.join(AGENT_PAYMENT_KINDS.map((k) => sql`${k}`), sql`, `)})
        and e.created_at >= ${dayStart(timeZone)} and a.code = ${ledgerAccount.main(agentId)}`),
  );
  return BigInt(row?.paid ?? 0);
}

export function checkShares(shares: readonly bigint[], settings: AgentTransferSettings): void {
  const min = BigInt(settings.minPerTransfer);
  const max = BigInt(settings.maxPerTransfer);
  for (const share of shares) {
    // A share of zero (a total smaller than the payees, in satang) is below any minimum.
    if (share < min || share < 1n) throw agentTransferErrors.belowMin(min > 0n ? min : 1n);
    if (share > max) throw agentTransferErrors.aboveMax(max);
  }
}

/**
 * Pays each payee its share in one entry, within the settings' limits. Runs inside the agent's
 * command transaction (runCommand): a refusal thrown here rolls everything back.
 */
export async function payDownlines(
  writer: LedgerWriter,
  settings: AgentTransferSettings,
  input: { agentId: number; key: string; kind: AgentPaymentKind; payees: Payee[]; shares: bigint[]; remark?: string; timeZone: string },
): Promise<AgentTransferReceipt> {
  if (!settings.enabled) throw agentTransferErrors.disabled();
  checkShares(input.shares, settings);
  const total = input.shares.reduce((sum, share) => sum + share, 0n);

  await writer.tx.execute(sql`select pg_advisory_xact_lock(${PAYMENT_LOCK}, ${input.agentId})`);
  const paid = await paidToday(writer.tx, input.agentId, input.timeZone);
  const remaining = BigInt(settings.maxPerDay) - paid;
  if (total > remaining) throw agentTransferErrors.dailyLimit(remaining > 0n ? remaining : 0n);

  const from = ledgerAccount.main(input.agentId);
  // The order number is the entry's reference, as the transaction history shows it. It names no
  // member: a payee's upline outside the reader's team must not show through it.
  const reference = `${input.kind === 'agent_transfer' ? 'AT' : 'RE'}${Date.now().toString(36).toUpperCase()}${randomInt(36 ** 6).toString(36).toUpperCase().padStart(6, '0')}`;
  let posted;
  try {
    posted = await writer.post({
      key: input.key,
      kind: input.kind,
      memberId: input.agentId,
      reference,
      actor: `member:${input.agentId}`,
      remark: input.remark || (input.payees.length === 1 ? `to ${input.payees[0].account}` : `red envelope to ${input.payees.length}`),
      postings: [
        { account: from, amount: -total, txType: 'transfer' },
        ...input.payees.map((payee, i) => ({ account: ledgerAccount.main(payee.memberId), amount: input.shares[i], txType: 'transfer' as const })),
      ],
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw transferErrors.insufficient();
    throw error;
  }
  return {
    orderNo: reference,
    total: fromMinor(total),
    balance: fromMinor(posted.balances.get(from)!),
    payees: input.payees.map((payee, i) => ({ account: payee.account, amount: fromMinor(input.shares[i]) })),
    time: Date.now(),
  };
}

/** GET /wps/agent/transferEnabled: what the transfer form needs to know before asking. */
export async function remainingToday(ex: Executor, agentId: number, settings: AgentTransferSettings, timeZone: string): Promise<bigint> {
  const remaining = BigInt(settings.maxPerDay) - (await paidToday(ex, agentId, timeZone));
  return remaining > 0n ? remaining : 0n;
}
