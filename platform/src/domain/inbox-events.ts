// New inbox messages and read/delete changes, announced in-process after they commit: the member's
// event stream (`GET /wps/v2/wallets/events`, the cashier's stream) forwards them as `inbox` events
// so the header's unread badge changes without a reload.
import { EventEmitter } from 'node:events';

export interface InboxChange {
  memberId: number;
  /** The member's unread count after the change. */
  unread: number;
}

const emitter = new EventEmitter();
emitter.setMaxListeners(0); // one listener per open browser tab

const channel = (memberId: number) => `inbox:${memberId}`;

export const inboxEvents = {
  publish(change: InboxChange): void {
    emitter.emit(channel(change.memberId), change);
  },
  subscribe(memberId: number, listener: (change: InboxChange) => void): () => void {
    emitter.on(channel(memberId), listener);
    return () => emitter.off(channel(memberId), listener);
  },
};
