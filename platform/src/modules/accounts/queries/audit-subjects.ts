// How the audit trail reads a member (core/admin/admin-audit.ts): by account, in the compact shape
// each admin change records before and after it.
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { fromMinor } from '../../../../../contract/money';
import { isoOrNull, type AuditSubject } from '../../../core/admin/admin-audit';
import type { Executor } from '../../../core/database/client';
import { balanceOf, balanceWalletOf } from '../../ledger';
import { sessions } from '../schema-members';
import { findMemberByAccount, type Member } from './members';

/** What `state` reads of a member found by account (none: null). */
export function memberRead(account: string, state: (ex: Executor, member: Member) => Promise<unknown>): AuditSubject {
  return {
    objectType: 'member',
    objectId: account,
    read: async (ex) => {
      const member = await findMemberByAccount(ex, account);
      return member ? state(ex, member) : null;
    },
  };
}

export function memberSubject(account: string): AuditSubject {
  return memberRead(account, async (ex, member) => ({
    nickname: member.nickname,
    realName: member.payeeName,
    failedLogins: member.failedLoginCount,
    lockedUntil: isoOrNull(member.lockedUntil),
    balance: fromMinor(await balanceOf(ex, balanceWalletOf({ id: member.id, type: member.type }))),
  }));
}

/** How many sessions the member has open (ending them all is the change). */
export function memberSessionsSubject(account: string): AuditSubject {
  return memberRead(account, async (ex, member) => {
    const [open] = await ex
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.memberId, member.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
    return { openSessions: open.n };
  });
}
