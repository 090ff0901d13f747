// Account locks: telling the owner, and lifting a lock (operator CLI `unlock`, admin API).
import { findProfile } from '../db/accounts';
import type { Db } from '../db/client';
import { findMemberByAccount, resetLoginFailures, type Member } from '../db/members';
import type { AccountsDeps } from './accounts-deps';
import { LOGIN_POLICY } from './login-policy';
import { parsePhone } from './phone';

const lockText = (account: string) =>
  `Royal Bet: your account ${account} was locked for ${LOGIN_POLICY.lockMs / 60_000} minutes after repeated wrong passwords. ` +
  'If this was not you, change your password after the lock ends or contact customer service.';

/**
 * Tells the owner their account was just locked: by SMS when a mobile number is on file, else by
 * e-mail. Best effort: a gateway failure is logged by the caller, never turned into another answer.
 */
export async function notifyLockout(deps: AccountsDeps, member: Member): Promise<'sms' | 'mail' | 'none'> {
  const text = lockText(member.account);
  if (member.mobile) {
    const profile = await findProfile(deps.db, member.id);
    try {
      const phone = parsePhone(member.mobile, profile?.countryDialingCode ?? undefined);
      await deps.sms.send(phone.e164, text);
      return 'sms';
    } catch {
      // fall through to e-mail
    }
  }
  if (member.email) {
    await deps.mail.send({ to: member.email.trim().toLowerCase(), subject: 'Your Royal Bet account was locked', text });
    return 'mail';
  }
  return 'none';
}

/** Lifts the lock and clears the failure count of `account`; false when there is no such account. */
export async function unlockAccount(db: Db, account: string): Promise<{ account: string; memberId: number } | undefined> {
  const member = await findMemberByAccount(db, account.trim().toLowerCase());
  if (!member) return undefined;
  await resetLoginFailures(db, member.id);
  return { account: member.account, memberId: member.id };
}
