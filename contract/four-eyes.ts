// Four-eyes (issue #28, back-office.md "Payment queue"): manual balance corrections and withdrawals
// above the owner's thresholds wait for a second staff member; the requester never approves their own.
import { z } from 'zod';

const amount = z.string().regex(/^(0|[1-9]\d{0,11})(\.\d{1,2})?$/, 'an amount like 1000 or 1000.00');

export const fourEyesSettingsSchema = z.object({
  /** A manual adjustment of more than this (either sign) waits for a second approver; 0: every one. */
  adjustmentAbove: amount,
  /** A withdrawal paying out more than this waits for a second approver. */
  withdrawalAbove: amount,
});
export type FourEyesSettings = z.infer<typeof fourEyesSettingsSchema>;

export const DEFAULT_FOUR_EYES: FourEyesSettings = { adjustmentAbove: '1000.00', withdrawalAbove: '50000.00' };

export const APPROVAL_KINDS = ['adjustment', 'withdrawal'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
export const APPROVAL_STATES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];
