// State codes of the cashier, shared by the portal and the platform (money-and-agents §2.2, §3.4):
// the member-facing codes are the platform's own, and the transition tables are the only place
// that says which move is allowed. Terminal states have no way out.

/** status_deposit_N */
export const DEPOSIT_STATE = { approved: 2, cancelled: 3, pending: 4, new: 5, rejected: 6, expired: 7 } as const;
export type DepositState = (typeof DEPOSIT_STATE)[keyof typeof DEPOSIT_STATE];

/** status_withdrawal_N */
export const WITHDRAWAL_STATE = { processing: 1, transferring: 2, auditFailure: 3, success: 4, failed: 5 } as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATE)[keyof typeof WITHDRAWAL_STATE];

const D = DEPOSIT_STATE;
const W = WITHDRAWAL_STATE;

/** action → [from states, to state] */
export const DEPOSIT_TRANSITIONS = {
  // The member says the money was sent (slip or "I have transferred"): the operator or gateway may now decide.
  submit: [[D.new], D.pending],
  approve: [[D.new, D.pending], D.approved],
  reject: [[D.new, D.pending], D.rejected],
  cancel: [[D.new, D.pending], D.cancelled],
  expire: [[D.new], D.expired],
} as const satisfies Record<string, readonly [readonly DepositState[], DepositState]>;
export type DepositAction = keyof typeof DEPOSIT_TRANSITIONS;

export const WITHDRAWAL_TRANSITIONS = {
  // Approval pays the held money out (hold → house cash); the member then confirms receipt.
  approve: [[W.processing], W.transferring],
  reject: [[W.processing], W.auditFailure],
  confirm: [[W.transferring], W.success],
  // The payout bounced: the money comes back to the member.
  fail: [[W.transferring], W.failed],
} as const satisfies Record<string, readonly [readonly WithdrawalState[], WithdrawalState]>;
export type WithdrawalAction = keyof typeof WITHDRAWAL_TRANSITIONS;

/** The member's receipt of a paid withdrawal (spec §4 withdrawal confirmation). */
export const WITHDRAWAL_CONFIRMATIONS = ['received', 'not_received', 'partial', 'forced', 'auto'] as const;
export type WithdrawalConfirmation = (typeof WITHDRAWAL_CONFIRMATIONS)[number];

/**
 * Member-facing transaction types (ODSFE2_MemTransDet): each posting on a member's account carries
 * one, and the transaction history filters by them.
 */
export const TX_TYPES = [
  'deposit',
  'withdraw',
  'betting',
  'winning',
  'dividend',
  'betting_rebate',
  'agent_rebate',
  'share_bonus',
  'daily_wage',
  'hour_wage',
  'realtime_wage',
  'referral_rebate',
  'transfer',
  'other',
] as const;
export type TxType = (typeof TX_TYPES)[number];
