// What a staff decision sends, checked the same in the form and in the BFF: approving may carry a
// note, rejecting must say why (the member is told, the audit trail keeps it).
import { z } from 'zod';
import { decisionReasonSchema } from '../../contract/staff-auth';

export const approveBody = z.object({ reason: decisionReasonSchema.optional() });
export const rejectBody = z.object({ reason: decisionReasonSchema });

export const DECISIONS = ['approve', 'reject'] as const;
export type Decision = (typeof DECISIONS)[number];

/** The body schema of a decision. */
export function decisionBody(decision: Decision) {
  return decision === 'approve' ? approveBody : rejectBody;
}
