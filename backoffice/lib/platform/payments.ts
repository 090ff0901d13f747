import 'server-only';
import { z } from 'zod';
import { approvalRow, depositQueueRow, withdrawalAwaiting, withdrawalQueueRow, type ApprovalRow } from '../../../contract/admin-api';
import { DEPOSIT_STATE, WITHDRAWAL_STATE } from '../../../contract/cashier-states';
import { adminCall, adminResponse, PlatformError, refusalOf, segment } from './admin-fetch';

// The payment queues: deposits waiting for a decision, withdrawals under review, and the four-eyes
// approvals between them.

const decided = z.object({ state: z.number().int() }).loose();

/** Deposits waiting for a decision (new and member-submitted), oldest first: age is what staff sort by. */
export async function depositQueue(token: string) {
  const waiting = [DEPOSIT_STATE.pending, DEPOSIT_STATE.new];
  const lists = await Promise.all(waiting.map((state) => adminCall({ method: 'GET', path: '/deposits', token, query: { state: String(state) } }, z.array(depositQueueRow))));
  return lists.flatMap((list) => list.value).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export async function decideDeposit(token: string, depositId: string, action: 'approve' | 'reject', remark: string | undefined) {
  return (await adminCall({ method: 'POST', path: `/deposits/${segment(depositId)}/${action}`, token, body: remark ? { remark } : {} }, decided)).value;
}

const SLIP_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/** A deposit's slip image: its bytes and type (only the image types members may upload). */
export async function depositSlip(token: string, depositId: string): Promise<{ type: string; bytes: ArrayBuffer }> {
  const response = await adminResponse({ method: 'GET', path: `/deposits/${segment(depositId)}/slip`, token });
  if (!response.ok) throw await refusalOf(response);
  const type = (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (!SLIP_TYPES.has(type)) throw new PlatformError(502, 'platform_answer_invalid', 'The slip is not an image');
  return { type, bytes: await response.arrayBuffer() };
}

export async function pendingApprovals(token: string, kind?: ApprovalRow['kind']) {
  return (await adminCall({ method: 'GET', path: '/approvals', token, query: { state: 'pending', kind } }, z.array(approvalRow))).value;
}

/**
 * Withdrawals under review, each with the four-eyes request waiting on it, if any. Reading the
 * approvals needs members:read: without it the rows come without that hint (the approve action
 * still answers "waiting" or "you requested it").
 */
export async function withdrawalQueue(token: string) {
  const [orders, approvals] = await Promise.all([
    adminCall({ method: 'GET', path: '/withdrawals', token, query: { state: String(WITHDRAWAL_STATE.processing) } }, z.array(withdrawalQueueRow)),
    pendingApprovals(token, 'withdrawal').catch((error: unknown) => {
      if (error instanceof PlatformError && error.status === 403) return [];
      throw error;
    }),
  ]);
  const waiting = new Map(approvals.map((approval) => [approval.subject, approval]));
  return orders.value
    .map((order) => {
      const approval = waiting.get(String(order.id));
      return { ...order, awaiting: approval ? { approvalId: approval.id, requestedBy: approval.requestedBy } : null };
    })
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Approve or reject; 202 when the approval waits for a second staff member (four-eyes). */
export async function reviewWithdrawal(token: string, id: number, action: 'approve' | 'reject', remark: string | undefined) {
  const answer = await adminCall(
    { method: 'POST', path: `/withdrawals/${segment(id)}/${action}`, token, body: remark ? { remark } : {} },
    z.union([withdrawalAwaiting.loose(), decided]),
  );
  if (answer.status === 202) {
    const awaiting = withdrawalAwaiting.parse(answer.value);
    return { outcome: 'awaiting' as const, requestedBy: awaiting.requestedBy, approvalId: awaiting.approvalId };
  }
  return { outcome: 'decided' as const, state: (answer.value as { state: number }).state };
}

export async function decideAdjustment(token: string, id: number, decision: 'approve' | 'reject', reason: string | undefined) {
  return (await adminCall({ method: 'POST', path: `/approvals/adjustments/${segment(id)}/${decision}`, token, body: reason ? { reason } : {} }, approvalRow.loose())).value;
}

/**
 * The queues' counts as the platform streams them (server-sent events, a `counts` event whenever they
 * change), passed through as they come; the stream ends with the browser's request or the session.
 */
export async function queueEventStream(token: string, signal: AbortSignal): Promise<Response> {
  const response = await adminResponse({ method: 'GET', path: '/queue-events', token, signal });
  if (!response.ok || !response.body) throw await refusalOf(response);
  return new Response(response.body, { headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' } });
}
