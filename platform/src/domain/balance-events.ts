// Balance changes of members, announced after the ledger transaction that made them
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

/** Delivers a change to this process's listeners. */
export function deliverBalanceChange(change: BalanceChange): void {
  emitter.emit(channel(change.memberId), change);
}

/**
 * How a change reaches the listeners: in-process by default; with several platform instances, a
 * shared bus (events/redis-event-bus.ts) that calls deliverBalanceChange on every instance, so a
 * stream open on one instance sees a change committed on another.
 */
let transport: (change: BalanceChange) => void = deliverBalanceChange;

export function setBalanceTransport(send: ((change: BalanceChange) => void) | undefined): void {
  transport = send ?? deliverBalanceChange;
}

export const balanceEvents = {
  publish(change: BalanceChange): void {
    transport(change);
  },
  /** Calls `listener` for each change of the member's balance; returns the unsubscribe function. */
  subscribe(memberId: number, listener: (change: BalanceChange) => void): () => void {
    emitter.on(channel(memberId), listener);
    return () => emitter.off(channel(memberId), listener);
  },
};
