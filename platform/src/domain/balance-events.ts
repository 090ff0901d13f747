// Balance changes of members, announced in-process after the ledger transaction that made them
// commits: the wallet event stream (`GET /wps/v2/wallets/events`) forwards them to the portal, which
// pushes them to the browser's header without polling. A listener never sees an uncommitted balance.
import { EventEmitter } from 'node:events';

export interface BalanceChange {
  memberId: number;
  /** The member's main balance after the change, two decimals ("1234.50"). */
  balance: string;
  /** What moved it: the spec's transaction type (deposit, withdraw, betting, winning, ...). */
  reason: string;
}

const emitter = new EventEmitter();
emitter.setMaxListeners(0); // one listener per open browser tab

const channel = (memberId: number) => `member:${memberId}`;

export const balanceEvents = {
  publish(change: BalanceChange): void {
    emitter.emit(channel(change.memberId), change);
  },
  /** Calls `listener` for each change of the member's balance; returns the unsubscribe function. */
  subscribe(memberId: number, listener: (change: BalanceChange) => void): () => void {
    emitter.on(channel(memberId), listener);
    return () => emitter.off(channel(memberId), listener);
  },
};
