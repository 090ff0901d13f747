// New inbox messages and read/delete changes, announced after they commit: the member's event stream
// (`GET /wps/v2/wallets/events`, the cashier's stream) forwards them as `inbox` events so the
// header's unread badge changes without a reload.
import { MemberEventChannel } from '../../../core/events/member-events';

export interface InboxChange {
  memberId: number;
  /** The member's unread count after the change. */
  unread: number;
}

export const inboxEvents = new MemberEventChannel<InboxChange>('inbox');
