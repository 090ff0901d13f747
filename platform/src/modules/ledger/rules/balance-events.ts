// Balance changes of members, announced after the ledger transaction that made them commits: the
// wallet event stream (`GET /wps/v2/wallets/events`) forwards them to the portal, which pushes them
// to the browser's header without polling. A listener never sees an uncommitted balance.
import { MemberEventChannel } from '../../../core/events/member-events';

export interface BalanceChange {
  memberId: number;
  /** The member's main balance after the change, two decimals ("1234.50"). */
  balance: string;
  /** What moved it: the spec's transaction type (deposit, withdraw, betting, winning, ...). */
  reason: string;
}

export const balanceEvents = new MemberEventChannel<BalanceChange>('balance');
