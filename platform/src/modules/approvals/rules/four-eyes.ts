// Four-eyes approvals (issue #28): what needs a second staff member, the request, and its decision.
// A decision is a compare-and-set on a pending request by someone other than its requester (the
// table's CHECK refuses the requester too), in the transaction that then moves the money.
import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_FOUR_EYES, type ApprovalKind, type ApprovalState, type FourEyesSettings } from '../../../../../contract/four-eyes';
import { toMinor } from '../../../../../contract/money';
import type { Executor } from '../../../core/database/client';
import { approvalRequests } from '../schema';
import { settingsOver } from '../../../core/database/settings';
import { ApiError } from '../../../core/http/envelope';

export type ApprovalRow = typeof approvalRequests.$inferSelect;

export const fourEyesSettings = settingsOver<FourEyesSettings>('fourEyes', DEFAULT_FOUR_EYES);

export const fourEyesErrors = {
  samePerson: () => new ApiError(409, 'four_eyes_same_person', 'A second staff member must approve this; you requested it'),
  notPending: (state: string) => new ApiError(409, 'approval_not_pending', 'This request was already decided', { state }),
  notFound: () => new ApiError(404, 'approval_not_found', 'No such approval request'),
  keyReused: () => new ApiError(422, 'idempotency_key_reused', 'This key was used for another request'),
};

/** Whether `amount` (minor units, either sign) is above the threshold `above` (a decimal string). */
export function needsSecondApprover(amount: bigint, above: string): boolean {
  const limit = toMinor(above) ?? 0n;
  return (amount < 0n ? -amount : amount) > limit;
}

export interface ApprovalInput {
  kind: ApprovalKind;
  subject: string;
  memberId: number;
  amount: bigint;
  params: Record<string, unknown>;
  requestKey: string;
  requestedBy: string;
  reason: string;
}

/** Files a request once per key: the same key again answers the first request; with other parameters, 422. */
export async function requestApproval(ex: Executor, input: ApprovalInput): Promise<ApprovalRow> {
  const [created] = await ex.insert(approvalRequests).values(input).onConflictDoNothing().returning();
  if (created) return created;
  const [existing] = await ex.select().from(approvalRequests).where(eq(approvalRequests.requestKey, input.requestKey));
  if (!existing) {
    // Another open request on the same withdrawal order won the partial unique index.
    const open = await openApprovalOf(ex, input.kind, input.subject);
    if (open) return open;
    throw fourEyesErrors.notFound();
  }
  const same = existing.kind === input.kind && existing.subject === input.subject && existing.amount === input.amount && existing.requestedBy === input.requestedBy;
  if (!same) throw fourEyesErrors.keyReused();
  return existing;
}

export async function openApprovalOf(ex: Executor, kind: ApprovalKind, subject: string): Promise<ApprovalRow | undefined> {
  const [row] = await ex
    .select()
    .from(approvalRequests)
    .where(and(eq(approvalRequests.kind, kind), eq(approvalRequests.subject, subject), eq(approvalRequests.state, 'pending')));
  return row;
}

/** Decides a pending request as someone other than its requester, or explains why not. */
export async function decideApproval(
  ex: Executor,
  id: number,
  decision: { state: Exclude<ApprovalState, 'pending'>; decidedBy: string; reason: string | null },
): Promise<ApprovalRow> {
  const [moved] = await ex
    .update(approvalRequests)
    .set({ state: decision.state, decidedBy: decision.decidedBy, decisionReason: decision.reason, decidedAt: sql`now()` })
    .where(and(eq(approvalRequests.id, id), eq(approvalRequests.state, 'pending'), ne(approvalRequests.requestedBy, decision.decidedBy)))
    .returning();
  if (moved) return moved;
  const [row] = await ex.select().from(approvalRequests).where(eq(approvalRequests.id, id));
  if (!row) throw fourEyesErrors.notFound();
  if (row.state !== 'pending') throw fourEyesErrors.notPending(row.state);
  throw fourEyesErrors.samePerson();
}

/** Closes the open request of an order decided otherwise (rejected, failed): no decider when it is the requester. */
export async function closeOpenApproval(ex: Executor, kind: ApprovalKind, subject: string, actor: string, reason: string): Promise<void> {
  await ex
    .update(approvalRequests)
    .set({ state: 'rejected', decidedBy: sql`nullif(${actor}, ${approvalRequests.requestedBy})`, decisionReason: reason, decidedAt: sql`now()` })
    .where(and(eq(approvalRequests.kind, kind), eq(approvalRequests.subject, subject), eq(approvalRequests.state, 'pending')));
}

export async function listApprovals(ex: Executor, query: { kind?: ApprovalKind; state?: ApprovalState; limit: number }): Promise<ApprovalRow[]> {
  const where: SQL[] = [];
  if (query.kind) where.push(eq(approvalRequests.kind, query.kind));
  if (query.state) where.push(eq(approvalRequests.state, query.state));
  return ex
    .select()
    .from(approvalRequests)
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(query.state === 'pending' ? asc(approvalRequests.createdAt) : desc(approvalRequests.createdAt))
    .limit(query.limit);
}
