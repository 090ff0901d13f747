// Sessions of a member revoked (logout, "log out my other devices", a password change or reset, an
// agent disabling the account), announced after the change commits: each of the member's open
// event streams checks its own session again and ends when it is no longer live, so a revoked
// session stops receiving the member's balance and inbox at once.
import { MemberEventChannel } from '../../../core/events/member-events';

export interface SessionsRevoked {
  memberId: number;
}

export const sessionEvents = new MemberEventChannel<SessionsRevoked>('sessions');
